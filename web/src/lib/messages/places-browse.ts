export const placesBrowse = {
  map: 'Map',
  list: 'List',
  mapTitle: (city: string) => `Places in ${city} on the map`,
  followingTitle: (city: string) => `Places you follow in ${city}`,
  categoryTitle: (category: string, city: string) => `${category} in ${city}`,
  cuisineTitle: (cuisine: string, city: string) => `${cuisine} cuisine in ${city}`,
  filteredEmpty: 'Nothing found',
  filteredEmptyHint: 'Try to set other search conditions',
  followingEmpty: 'No following',
  pages: 'Pages',
  page: (page: number) => `Page ${page}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  breadcrumbs: 'Breadcrumbs',
  mapCrumb: 'Map',
  followingCrumb: 'Following',
  // SPEC section 1: a Russian meta description exists.
  pageDescriptionRu: (city: string) =>
    `Рестораны, кафе и бары города ${city}: адреса, меню, отзывы и новости в Tavola.`,
  mapDescription: (city: string) =>
    `Restaurants, cafes and bars of ${city} on the map, with opening hours, on Tavola.`,
  categoryDescription: (category: string, city: string) =>
    `${category} in ${city}: addresses, opening hours, menus and reviews on Tavola.`,
  cuisineDescription: (cuisine: string, city: string) =>
    `Places with ${cuisine} cuisine in ${city}: addresses, opening hours, menus and reviews on Tavola.`,
} as const;
