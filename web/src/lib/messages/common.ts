export const common = {
  loading: 'Loading',
} as const;
