export const map = {
  label: 'Map of places',
  modalTitle: 'Location',
  pin: (name: string) => `Place: ${name}`,
  // A group of nearby pins; it always holds two or more.
  cluster: (count: number) => `${count} places`,
  loading: 'Loading the map',
  failed: 'The map did not load',
  tooMany: (shown: number) => `The ${shown} nearest places are shown; zoom in to see others`,
  closeCard: 'Close',
  picked: 'Chosen point',
} as const;
