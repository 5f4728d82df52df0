export const gallery = {
  label: 'Gallery',
  counter: (index: number, count: number) => `${index} out of ${count}`,
  next: 'Next photo',
  previous: 'Previous photo',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  empty: 'There are no photos here yet',
  albumsTitle: (place: string) => `Photos of ${place}`,
  menusTitle: (place: string) => `Menu of ${place}`,
  openPhoto: (index: number) => `Open photo ${index}`,
} as const;
