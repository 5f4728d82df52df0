export const organisation = {
  title: 'Chain',
  places: 'Places',
  news: 'News',
  reviews: 'Reviews',
  placeCount: 'Places',
  listTitle: (city: string) => `Chains in ${city}`,
  organisations: 'Chains',
  empty: 'There are no chains in this city',
  /** A chain without places (SPEC names none; worded as its 'There are no places in this city'). */
  noPlaces: 'There are no places in this chain',
  showMore: 'Show more',
  pageDescription: (name: string, count: number) =>
    `${name}: ${count} ${count === 1 ? 'place' : 'places'} of the chain on Tavola.`,
  listDescription: (city: string) => `Restaurant, cafe and bar chains in ${city} on Tavola.`,
} as const;
