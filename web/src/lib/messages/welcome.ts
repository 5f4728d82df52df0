export const welcome = {
  title: 'Explore the best restaurants, cafes and bars nearby',
  subtitle: 'Pick a city to see its places, menus, reviews and news.',
  highlights: { restaurants: 'Restaurants', bars: 'Bars', cafes: 'Cafes' },
  logIn: 'Log in',
  pageTitle: 'Restaurants, cafes and bars',
} as const;
