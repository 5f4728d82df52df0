// Business constants of SPEC section 9 and DESIGN.md, in one place.

export const PRODUCT_NAME = 'Tavola';

/** Show-more page size; lists ask limit+1 (the gateway does that for us and returns hasMore). */
export const PAGE_SIZE = 5;
/** Infinite scroll starts loading when the end is within this many screen heights. */
export const INFINITE_SCROLL_SCREENS = 2;
/** City search and the header search box wait this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;
/** How long a snackbar stays. */
export const SNACKBAR_DURATION_MS = 4000;
/** Desktop and mobile layouts switch at this width (the CSS media queries use the same value). */
export const DESKTOP_BREAKPOINT_PX = 1240;
/** City search limit (50 in the profile select, a later issue). */
export const CITY_SEARCH_LIMIT = 10;
export const DEFAULT_CITY = 'london-england-united-kingdom';
export const STORAGE_PREFIX = 'tavola-';
export const STORAGE_KEYS = {
  currentCity: 'current-city',
  geopositionStatus: 'geoposition-status',
} as const;

/** The fake HTTP status the gateway gives when the api (or the gateway) cannot be reached. */
export const NO_CONNECTION_STATUS = 555;
/** Geolocation gives up after this long so the Closest city button never hangs. */
export const GEOLOCATION_TIMEOUT_MS = 10000;

export const GRAPHQL_PATH = '/graphql';

/** The footer's external pages. */
export const EXTERNAL_LINKS = {
  about: 'https://github.com/tavola-app/tavola#readme',
  advertise: 'mailto:ads@tavola.example',
  contact: 'mailto:hello@tavola.example',
} as const;
