export const averageCheck = {
  UP_TO_500: '0-500',
  FROM_500_TO_1000: '500-1000',
  FROM_1000_TO_2000: '1000-2000',
  FROM_2000: '2000 and more',
} as const;
