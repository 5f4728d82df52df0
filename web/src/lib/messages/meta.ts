export const meta = {
  description:
    'Tavola: explore the best restaurants, cafes and bars nearby. Places, menus, reviews and news of your city.',
  titleSuffix: 'Tavola',
} as const;
