export const snackbar = {
  close: 'Dismiss',
} as const;
