export const places = {
  title: (city: string) => `Places in ${city}`,
  listLabel: 'Places',
  showMore: 'Show more',
  empty: 'There are no places in this city',
  retry: 'Retry',
  loading: 'Loading places',
  averageCheck: 'Average check',
  top50Bars: 'Top 50 bars',
  top100Restaurants: 'Top 100 restaurants',
  topCafes: 'Top cafes',
  booking: 'Online booking',
  temporaryClosed: 'Temporarily closed',
  closed: 'Closed',
  pageDescription: (city: string) =>
    `Restaurants, cafes and bars in ${city}: addresses, menus, reviews and news on Tavola.`,
} as const;
