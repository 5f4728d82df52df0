export const search = {
  title: 'Search',
  resultsFor: (query: string) => `Results for “${query}”`,
  prompt: 'Find a place or a profile',
  promptHint: 'Type a name in the search field',
  nothingFound: 'Nothing found',
  nothingFoundHint: 'Try to set other search conditions',
  showMore: 'Show more',
  loading: 'Searching',
  place: 'Place',
  profile: 'Profile',
} as const;
