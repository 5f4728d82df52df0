import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { lazyPage, type LazyPage } from './lazy-page';
import type { PageModule } from './page-preload';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { ShellLayout } from './shell-layout';
import type { PlacesVariant } from './routes/places';

/*
 * Every page is its own chunk, loaded when its route is first shown: the entry holds only the
 * layouts, so a first visit downloads the one page it opens. A new page joins the same way: its
 * module in `routeModules` under its file name, then `const XRoute = routePage('x', 'XRoute');`.
 * A module may hold several pages.
 */
const routeModules = {
  'error-loading': () => import('./routes/error-loading'),
  home: () => import('./routes/home'),
  'not-found': () => import('./routes/not-found'),
  notifications: () => import('./routes/notifications'),
  navigation: () => import('./routes/navigation'),
  chats: () => import('./routes/chats'),
  place: () => import('./routes/place'),
  'place-galleries': () => import('./routes/place-galleries'),
  'place-gallery': () => import('./routes/place-gallery'),
  organisation: () => import('./routes/organisation'),
  organisations: () => import('./routes/organisations'),
  places: () => import('./routes/places'),
  search: () => import('./routes/search'),
  settings: () => import('./routes/settings'),
  static: () => import('./routes/static'),
  'user-edit': () => import('./routes/user-edit'),
  user: () => import('./routes/user'),
  feed: () => import('./routes/feed'),
  'outlet-posts': () => import('./routes/outlet-posts'),
  post: () => import('./routes/post'),
  'post-editor': () => import('./routes/post-editor'),
  booking: () => import('./routes/booking'),
  'place-create': () => import('./routes/place-create'),
  'place-edit': () => import('./routes/place-edit'),
  'place-management': () => import('./routes/place-management'),
};
type RouteModules = typeof routeModules;
type ModuleOf<File extends keyof RouteModules> = Awaited<ReturnType<RouteModules[File]>>;
type PropsOf<Page> = Page extends ComponentType<infer Props extends object> ? Props : never;

/** The page `name` of the route module `file`, loaded from its chunk when first shown. */
function routePage<File extends keyof RouteModules, Name extends keyof ModuleOf<File>>(
  file: File,
  name: Name,
): LazyPage<PropsOf<ModuleOf<File>[Name]>> & PageModule {
  const load = routeModules[file] as () => Promise<ModuleOf<File>>;
  const page = lazyPage(
    async () => (await load())[name] as ComponentType<PropsOf<ModuleOf<File>[Name]>>,
  );
  // The module as the build's manifest names it: the server's answer preloads its files.
  return Object.assign(page, { module: `src/app/routes/${file}.tsx` });
}

const ErrorLoadingRoute = routePage('error-loading', 'ErrorLoadingRoute');
const HomeRoute = routePage('home', 'HomeRoute');
const NotFoundRoute = routePage('not-found', 'NotFoundRoute');
const NotificationsRoute = routePage('notifications', 'NotificationsRoute');
const NavigationRoute = routePage('navigation', 'NavigationRoute');
const ChatRoute = routePage('chats', 'ChatRoute');
const ChatsRoute = routePage('chats', 'ChatsRoute');
const PlaceRoute = routePage('place', 'PlaceRoute');
const PlaceGalleriesRoute = routePage('place-galleries', 'PlaceGalleriesRoute');
const PlaceGalleryRoute = routePage('place-gallery', 'PlaceGalleryRoute');
const OrganisationRoute = routePage('organisation', 'OrganisationRoute');
const OrganisationsRoute = routePage('organisations', 'OrganisationsRoute');
const PlacesRoute = routePage('places', 'PlacesRoute');
const SearchRoute = routePage('search', 'SearchRoute');
const SettingsRoute = routePage('settings', 'SettingsRoute');
const StaticRoute = routePage('static', 'StaticRoute');
const UserEditRoute = routePage('user-edit', 'UserEditRoute');
const UserRoute = routePage('user', 'UserRoute');
const CityFeedRoute = routePage('feed', 'CityFeedRoute');
const FollowingFeedRoute = routePage('feed', 'FollowingFeedRoute');
const OutletPostsRoute = routePage('outlet-posts', 'OutletPostsRoute');
const PostRoute = routePage('post', 'PostRoute');
const PostCreateRoute = routePage('post-editor', 'PostCreateRoute');
const PostCreateSelectRoute = routePage('post-editor', 'PostCreateSelectRoute');
const PostEditRoute = routePage('post-editor', 'PostEditRoute');
const BookingRoute = routePage('booking', 'BookingRoute');
const BookingCodeRoute = routePage('booking', 'BookingCodeRoute');
const BookingDoneRoute = routePage('booking', 'BookingDoneRoute');
const PlaceReservationsRoute = routePage('booking', 'PlaceReservationsRoute');
const ConfirmRoute = routePage('booking', 'ConfirmRoute');
const DeclineRoute = routePage('booking', 'DeclineRoute');
const PlaceCreateRoute = routePage('place-create', 'PlaceCreateRoute');
const PlaceEditRoute = routePage('place-edit', 'PlaceEditRoute');
const OrganisationCreateRoute = routePage('place-management', 'OrganisationCreateRoute');
const OrganisationEditRoute = routePage('place-management', 'OrganisationEditRoute');
const StaffedRoute = routePage('place-management', 'StaffedRoute');

/** A route under its SPEC route name (section 2), which is also its id for `useMatches`. */
function named(id: string, path: string, element: ReactNode): RouteObject {
  return { id, path, element };
}

// Every place list and map of a city is one screen.
const placeLists: Record<PlacesVariant, string> = {
  places: paths.places.path,
  'places-map': paths.placesMap.path,
  'places-following': paths.placesFollowing.path,
  'places-following-map': paths.placesFollowingMap.path,
  'places-cuisine': paths.placesCuisine.path,
  'places-category': paths.placesCategory.path,
};

// The legal documents are one screen.
const staticDocuments = {
  offer: { path: paths.offer.path, document: 'offer' },
  agreement: { path: paths.agreement.path, document: 'agreement' },
  'term-of-use': { path: paths.termOfUse.path, document: 'termOfUse' },
} as const;

// A place's albums and menus are the same two screens by kind: the list and one gallery.
const galleryScreens = [
  {
    kind: 'album',
    list: { id: 'place-galleries', path: paths.placeAlbums.path },
    gallery: { id: 'place-gallery', path: paths.placeAlbum.path },
  },
  {
    kind: 'menu',
    list: { id: 'menu', path: paths.placeMenus.path },
    gallery: { id: 'place-menu', path: paths.placeMenu.path },
  },
] as const;

// A place's and a chain's news and reviews are one screen.
const outletPostLists = {
  'place-news': { path: paths.placeNews.path, outlet: 'place', type: 'NEWS' },
  'place-reviews': { path: paths.placeReviews.path, outlet: 'place', type: 'REVIEW' },
  'organisation-news': { path: paths.organisationNews.path, outlet: 'organisation', type: 'NEWS' },
  'organisation-reviews': {
    path: paths.organisationReviews.path,
    outlet: 'organisation',
    type: 'REVIEW',
  },
} as const;

/** The SPEC section 2 routes, with their route names kept as ids. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          named('home', paths.home.path, <HomeRoute />),
          {
            element: <ShellLayout />,
            children: [
              ...Object.entries(placeLists).map(([variant, path]) =>
                named(variant, path, <PlacesRoute variant={variant as PlacesVariant} />),
              ),
              named('places-search', paths.search.path, <SearchRoute />),
              ...Object.entries(staticDocuments).map(([id, { path, document }]) =>
                named(id, path, <StaticRoute document={document} />),
              ),
              named('error-loading', paths.errorLoading.path, <ErrorLoadingRoute />),
              // Profiles and settings.
              named('user', paths.user.path, <UserRoute />),
              named('user-edit', paths.userEdit.path, <UserEditRoute />),
              named('settings', paths.settings.path, <SettingsRoute />),
              named('navigation', paths.navigation.path, <NavigationRoute />),
              // The place page's children, organisations.
              ...galleryScreens.flatMap(({ kind, list, gallery }) => [
                named(list.id, list.path, <PlaceGalleriesRoute kind={kind} />),
                named(gallery.id, gallery.path, <PlaceGalleryRoute kind={kind} />),
              ]),
              // Booking a table, the answer links, the staff's reservations of a place.
              named('place-booking', paths.placeBooking.path, <BookingRoute />),
              named('place-booking-code', paths.placeBookingCode.path, <BookingCodeRoute />),
              named('place-booking-done', paths.placeBookingDone.path, <BookingDoneRoute />),
              { path: `${paths.placeBooking.path}/*`, element: <NotFoundRoute /> },
              named('reservation-confirm', paths.reservationConfirm.path, <ConfirmRoute />),
              named('reservation-decline', paths.reservationDecline.path, <DeclineRoute />),
              named('place-reservations', paths.placeReservations.path, <PlaceReservationsRoute />),
              named('organisation', paths.organisation.path, <OrganisationRoute />),
              // Posts, feeds, news and reviews. Literal segments rank above /:placeId/... patterns.
              named('feed', paths.cityFeed.path, <CityFeedRoute />),
              named('feed-following', paths.feedFollowing.path, <FollowingFeedRoute />),
              named('post-create', paths.postCreate.path, <PostCreateRoute />),
              named('post-select-place', paths.postCreateSelect.path, <PostCreateSelectRoute />),
              named('post', paths.post.path, <PostRoute />),
              named('post-edit', paths.postEdit.path, <PostEditRoute />),
              ...Object.entries(outletPostLists).map(([id, { path, outlet, type }]) =>
                named(id, path, <OutletPostsRoute outlet={outlet} type={type} />),
              ),
              named('organisations', paths.organisations.path, <OrganisationsRoute />),
              // Notifications (notifications issue): literal segments rank above /:cityName/places.
              named(
                'notifications',
                paths.notifications.path,
                <NotificationsRoute forOutlet={false} />,
              ),
              named(
                'notifications-places',
                paths.notificationsPlaces.path,
                <NotificationsRoute forOutlet />,
              ),
              { path: '/notifications/*', element: <NotFoundRoute /> },
              // Chats: the person's, the shared inbox of the places and chains they staff, one.
              named('chats', paths.chats.path, <ChatsRoute isStaffed={false} />),
              named('chat-places', paths.chatsPlaces.path, <ChatsRoute isStaffed />),
              named('chat', paths.chat.path, <ChatRoute />),
              { path: '/chats/*', element: <NotFoundRoute /> },
              // Running places and chains: literal segments rank above /:placeId/... patterns.
              named('place-create', paths.placeCreate.path, <PlaceCreateRoute />),
              named('place-edit', paths.placeEdit.path, <PlaceEditRoute />),
              named('staffed', paths.staffed.path, <StaffedRoute />),
              named(
                'organisation-create',
                paths.organisationCreate.path,
                <OrganisationCreateRoute />,
              ),
              named('organisation-edit', paths.organisationEdit.path, <OrganisationEditRoute />),
              named('place', paths.place.path, <PlaceRoute />),
              named('global-not-found', '*', <NotFoundRoute />),
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
