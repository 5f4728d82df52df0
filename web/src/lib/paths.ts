// Every route of the app, with its pattern (for the router) and getHref (for links).

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: '/', getHref: () => '/' },
  places: {
    path: '/:cityName/places',
    getHref: (cityName: string) => `/${segment(cityName)}/places`,
  },
  cityFeed: {
    path: '/:cityName/feed',
    getHref: (cityName: string) => `/${segment(cityName)}/feed`,
  },
  place: { path: '/:placeId', getHref: (placeSlug: string) => `/${segment(placeSlug)}` },
  search: {
    path: '/search',
    getHref: (query?: string) =>
      query ? `/search?${new URLSearchParams({ query }).toString()}` : '/search',
  },
  offer: { path: '/offer', getHref: () => '/offer' },
  agreement: { path: '/agreement', getHref: () => '/agreement' },
  termOfUse: { path: '/term-of-use', getHref: () => '/term-of-use' },
  errorLoading: {
    path: '/error-loading',
    getHref: (retryPath: string, reset = false) => {
      const query = new URLSearchParams({ path: retryPath });
      if (reset) query.set('reset', '1');
      return `/error-loading?${query.toString()}`;
    },
  },
  chats: { path: '/chats', getHref: () => '/chats' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  settings: { path: '/settings', getHref: () => '/settings' },
  navigation: { path: '/navigation', getHref: () => '/navigation' },
  feedFollowing: { path: '/feed/following', getHref: () => '/feed/following' },
  postCreate: { path: '/posts/create', getHref: () => '/posts/create' },
  placeCreate: { path: '/places/create', getHref: () => '/places/create' },
  user: {
    path: '/users/:userId',
    getHref: (userId: string) => `/users/${segment(userId)}`,
  },
  userEdit: {
    path: '/users/:userId/edit',
    getHref: (userId: string) => `/users/${segment(userId)}/edit`,
  },
} as const;

/** The profile route of a visitor (SPEC: userId is 'unregistered'). */
export const UNREGISTERED_USER_ID = 'unregistered';

/** Turns a path the app received (query parameter, storage) into a same-origin path or null. */
export function toSafeInternalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}
