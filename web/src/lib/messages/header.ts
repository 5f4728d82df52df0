export const header = {
  logo: 'Tavola',
  searchPlaceholder: 'Place or profile',
  chooseCity: 'Choose a city',
  skipToContent: 'Skip to content',
} as const;
