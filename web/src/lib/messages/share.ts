export const share = {
  action: 'Share',
} as const;
