export const cityPicker = {
  title: 'Choose a city',
  searchLabel: 'Search city',
  searchPlaceholder: 'Search city',
  closestCity: 'Closest city',
  locating: 'Locating…',
  nothingFound: 'Nothing found',
  nothingFoundHint: 'Try to set other search conditions',
  geolocationDenied: 'Allow access to your location to find the closest city',
  unknownCity: 'Unknown city',
  /** A city's button: its visible name and country, as one name for screen readers. */
  cityLabel: (name: string, country: string) => `${name} / ${country}`,
} as const;
