// A free point (an impression's location) in words.
export const location = {
  near: (place: string, address: string) => `Near ${place}, ${address}`,
  inCity: (city: string) => `In ${city}`,
  finding: 'Finding the address…',
  done: 'Done',
  label: 'Location',
  mapLabel: 'Where it was',
} as const;
