export const pageButtons = {
  back: 'Back',
  scrollUp: 'Scroll up',
} as const;
