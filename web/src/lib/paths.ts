// Every route of the app, with its pattern (for the router) and getHref (for links).

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: '/', getHref: () => '/' },
  places: {
    path: '/:cityName/places',
    getHref: (cityName: string) => `/${segment(cityName)}/places`,
  },
  // Place lists and the map. The signed-in variants live under
  // /{city}/places/following, so 'map' and 'following' are never read as cuisines.
  placesMap: {
    path: '/:cityName/places/map',
    getHref: (cityName: string) => `/${segment(cityName)}/places/map`,
  },
  placesFollowing: {
    path: '/:cityName/places/following',
    getHref: (cityName: string) => `/${segment(cityName)}/places/following`,
  },
  placesFollowingMap: {
    path: '/:cityName/places/following/map',
    getHref: (cityName: string) => `/${segment(cityName)}/places/following/map`,
  },
  placesCuisine: {
    path: '/:cityName/places/:cuisine',
    getHref: (cityName: string, cuisine: string) =>
      `/${segment(cityName)}/places/${segment(cuisine)}`,
  },
  /** Only known category latinNames; anything else at this depth is not found. */
  placesCategory: {
    path: '/:cityName/:category',
    getHref: (cityName: string, category: string) => `/${segment(cityName)}/${segment(category)}`,
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
  chatsPlaces: { path: '/chats/places', getHref: () => '/chats/places' },
  chat: { path: '/chats/:chatId', getHref: (chatId: string) => `/chats/${segment(chatId)}` },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  notificationsPlaces: {
    path: '/notifications/places',
    getHref: () => '/notifications/places',
  },
  settings: { path: '/settings', getHref: () => '/settings' },
  navigation: { path: '/navigation', getHref: () => '/navigation' },
  feedFollowing: { path: '/feed/following', getHref: () => '/feed/following' },
  // Posts, their editor, and place and chain news and reviews.
  postCreate: { path: '/posts/create', getHref: () => '/posts/create' },
  postCreateSelect: { path: '/posts/create/select', getHref: () => '/posts/create/select' },
  post: { path: '/posts/:postId', getHref: (postId: string) => `/posts/${segment(postId)}` },
  postEdit: {
    path: '/posts/:postId/edit',
    getHref: (postId: string) => `/posts/${segment(postId)}/edit`,
  },
  placeNews: {
    path: '/:placeId/news',
    getHref: (placeSlug: string) => `/${segment(placeSlug)}/news`,
  },
  placeReviews: {
    path: '/:placeId/reviews',
    getHref: (placeSlug: string) => `/${segment(placeSlug)}/reviews`,
  },
  organisationNews: {
    path: '/organisations/:organisationId/news',
    getHref: (organisationId: string) => `/organisations/${segment(organisationId)}/news`,
  },
  organisationReviews: {
    path: '/organisations/:organisationId/reviews',
    getHref: (organisationId: string) => `/organisations/${segment(organisationId)}/reviews`,
  },
  placeCreate: { path: '/places/create', getHref: () => '/places/create' },
  placeEdit: {
    path: '/:placeId/edit',
    getHref: (placeSlug: string) => `/${segment(placeSlug)}/edit`,
  },
  staffed: { path: '/staffed', getHref: () => '/staffed' },
  organisationCreate: { path: '/organisations/create', getHref: () => '/organisations/create' },
  organisationEdit: {
    path: '/organisations/:organisationId/edit',
    getHref: (organisationId: string) => `/organisations/${segment(organisationId)}/edit`,
  },
  // A reservation confirmed or declined by the code sent to the guest.
  reservationConfirm: {
    path: '/confirm/:code',
    getHref: (code: string) => `/confirm/${segment(code)}`,
  },
  reservationDecline: {
    path: '/decline/:code',
    getHref: (code: string) => `/decline/${segment(code)}`,
  },
  user: {
    path: '/users/:userId',
    getHref: (userId: string) => `/users/${segment(userId)}`,
  },
  userEdit: {
    path: '/users/:userId/edit',
    getHref: (userId: string) => `/users/${segment(userId)}/edit`,
  },
  // The place page's children, organisations.
  placeAlbums: {
    path: '/:placeId/albums',
    getHref: (placeSlug: string) => `/${segment(placeSlug)}/albums`,
  },
  placeAlbum: {
    path: '/:placeId/album/:galleryId',
    getHref: (placeSlug: string, galleryId: string) =>
      `/${segment(placeSlug)}/album/${segment(galleryId)}`,
  },
  placeMenus: {
    path: '/:placeId/menus',
    getHref: (placeSlug: string) => `/${segment(placeSlug)}/menus`,
  },
  placeMenu: {
    path: '/:placeId/menu/:galleryId',
    getHref: (placeSlug: string, galleryId: string) =>
      `/${segment(placeSlug)}/menu/${segment(galleryId)}`,
  },
  placeBooking: {
    path: '/:placeId/booking',
    getHref: (placeSlug: string) => `/${segment(placeSlug)}/booking`,
  },
  organisation: {
    path: '/organisations/:organisationId',
    getHref: (organisationId: string) => `/organisations/${segment(organisationId)}`,
  },
  organisations: {
    path: '/:cityName/organisations',
    getHref: (cityName: string) => `/${segment(cityName)}/organisations`,
  },
} as const;

/** The query parameter that opens the full-screen gallery (SPEC section 2), and its photo. */
export const GALLERY_PARAM = 'gallery';
export const GALLERY_PHOTO_PARAM = 'photo';

/** The profile route of a visitor (SPEC: userId is 'unregistered'). */
export const UNREGISTERED_USER_ID = 'unregistered';

/** Turns a path the app received (query parameter, storage) into a same-origin path or null. */
export function toSafeInternalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}
