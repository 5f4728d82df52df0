export const modal = {
  close: 'Close',
} as const;
