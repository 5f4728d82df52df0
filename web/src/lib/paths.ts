// Every route of the app, with its pattern (for the router) and getHref (for links).

const segment = (value: string) => encodeURIComponent(value);

/** One string for each `:param` of a route pattern, in order. */
type HrefValues<Pattern extends string> = Pattern extends `${string}:${string}/${infer Rest}`
  ? [string, ...HrefValues<Rest>]
  : Pattern extends `${string}:${string}`
    ? [string]
    : [];

/** A route whose link is its pattern with each `:param` filled in by one value, in order. */
function route<const Pattern extends string>(path: Pattern) {
  const getHref = (...values: HrefValues<Pattern>) => {
    let next = 0;
    return path.replace(/:\w+/g, () => segment(values[next++] ?? ''));
  };
  return { path, getHref };
}

export const paths = {
  home: route('/'),
  places: route('/:cityName/places'),
  // Place lists and the map. The signed-in variants live under
  // /{city}/places/following, so 'map' and 'following' are never read as cuisines.
  placesMap: route('/:cityName/places/map'),
  placesFollowing: route('/:cityName/places/following'),
  placesFollowingMap: route('/:cityName/places/following/map'),
  placesCuisine: route('/:cityName/places/:cuisine'),
  /** Only known category latinNames; anything else at this depth is not found. */
  placesCategory: route('/:cityName/:category'),
  cityFeed: route('/:cityName/feed'),
  place: route('/:placeId'),
  search: {
    path: '/search',
    getHref: (query?: string) =>
      query ? `/search?${new URLSearchParams({ query }).toString()}` : '/search',
  },
  offer: route('/offer'),
  agreement: route('/agreement'),
  termOfUse: route('/term-of-use'),
  errorLoading: {
    path: '/error-loading',
    getHref: (retryPath: string, reset = false) => {
      const query = new URLSearchParams({ path: retryPath });
      if (reset) query.set('reset', '1');
      return `/error-loading?${query.toString()}`;
    },
  },
  chats: route('/chats'),
  chatsPlaces: route('/chats/places'),
  chat: route('/chats/:chatId'),
  notifications: route('/notifications'),
  notificationsPlaces: route('/notifications/places'),
  settings: route('/settings'),
  navigation: route('/navigation'),
  feedFollowing: route('/feed/following'),
  // Posts, their editor, and place and chain news and reviews.
  postCreate: route('/posts/create'),
  postCreateSelect: route('/posts/create/select'),
  post: route('/posts/:postId'),
  postEdit: route('/posts/:postId/edit'),
  placeNews: route('/:placeId/news'),
  placeReviews: route('/:placeId/reviews'),
  organisationNews: route('/organisations/:organisationId/news'),
  organisationReviews: route('/organisations/:organisationId/reviews'),
  placeCreate: route('/places/create'),
  placeEdit: route('/:placeId/edit'),
  staffed: route('/staffed'),
  organisationCreate: route('/organisations/create'),
  organisationEdit: route('/organisations/:organisationId/edit'),
  // A reservation confirmed or declined by the code sent to the guest.
  reservationConfirm: route('/confirm/:code'),
  reservationDecline: route('/decline/:code'),
  user: route('/users/:userId'),
  userEdit: route('/users/:userId/edit'),
  // The place page's children, organisations.
  placeAlbums: route('/:placeId/albums'),
  placeAlbum: route('/:placeId/album/:galleryId'),
  placeMenus: route('/:placeId/menus'),
  placeMenu: route('/:placeId/menu/:galleryId'),
  placeBooking: route('/:placeId/booking'),
  placeBookingCode: route('/:placeId/booking/code'),
  placeBookingDone: route('/:placeId/booking/done'),
  /** The staff's reservations of a place and its reservation settings. */
  placeReservations: route('/:placeId/reservations'),
  organisation: route('/organisations/:organisationId'),
  organisations: route('/:cityName/organisations'),
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
