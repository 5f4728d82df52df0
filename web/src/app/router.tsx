import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { ShellLayout } from './shell-layout';
import type { PlacesVariant } from './routes/places';

/*
 * Every page is its own chunk, loaded when its route is first shown: the entry holds only the
 * layouts, so a first visit downloads the one page it opens. A new page joins the same way: its
 * module in `routeModules`, then `const XRoute = routePage(routeModules.x, 'XRoute');`. The bound
 * on Module is lazy's own (a page's props are whatever its component takes).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function routePage<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage<ComponentProps<Module[Name]>> {
  return lazyPage(async () => (await load())[name]);
}

// The route modules, each its own chunk; a module may hold several pages.
const routeModules = {
  errorLoading: () => import('./routes/error-loading'),
  home: () => import('./routes/home'),
  notFound: () => import('./routes/not-found'),
  notifications: () => import('./routes/notifications'),
  navigation: () => import('./routes/navigation'),
  chats: () => import('./routes/chats'),
  place: () => import('./routes/place'),
  placeGalleries: () => import('./routes/place-galleries'),
  placeGallery: () => import('./routes/place-gallery'),
  organisation: () => import('./routes/organisation'),
  organisations: () => import('./routes/organisations'),
  places: () => import('./routes/places'),
  search: () => import('./routes/search'),
  settings: () => import('./routes/settings'),
  static: () => import('./routes/static'),
  userEdit: () => import('./routes/user-edit'),
  user: () => import('./routes/user'),
  feed: () => import('./routes/feed'),
  outletPosts: () => import('./routes/outlet-posts'),
  post: () => import('./routes/post'),
  postEditor: () => import('./routes/post-editor'),
  booking: () => import('./routes/booking'),
  placeCreate: () => import('./routes/place-create'),
  placeEdit: () => import('./routes/place-edit'),
  placeManagement: () => import('./routes/place-management'),
};

const ErrorLoadingRoute = routePage(routeModules.errorLoading, 'ErrorLoadingRoute');
const HomeRoute = routePage(routeModules.home, 'HomeRoute');
const NotFoundRoute = routePage(routeModules.notFound, 'NotFoundRoute');
const NotificationsRoute = routePage(routeModules.notifications, 'NotificationsRoute');
const NavigationRoute = routePage(routeModules.navigation, 'NavigationRoute');
const ChatRoute = routePage(routeModules.chats, 'ChatRoute');
const ChatsRoute = routePage(routeModules.chats, 'ChatsRoute');
const PlaceRoute = routePage(routeModules.place, 'PlaceRoute');
const PlaceGalleriesRoute = routePage(routeModules.placeGalleries, 'PlaceGalleriesRoute');
const PlaceGalleryRoute = routePage(routeModules.placeGallery, 'PlaceGalleryRoute');
const OrganisationRoute = routePage(routeModules.organisation, 'OrganisationRoute');
const OrganisationsRoute = routePage(routeModules.organisations, 'OrganisationsRoute');
const PlacesRoute = routePage(routeModules.places, 'PlacesRoute');
const SearchRoute = routePage(routeModules.search, 'SearchRoute');
const SettingsRoute = routePage(routeModules.settings, 'SettingsRoute');
const StaticRoute = routePage(routeModules.static, 'StaticRoute');
const UserEditRoute = routePage(routeModules.userEdit, 'UserEditRoute');
const UserRoute = routePage(routeModules.user, 'UserRoute');
const CityFeedRoute = routePage(routeModules.feed, 'CityFeedRoute');
const FollowingFeedRoute = routePage(routeModules.feed, 'FollowingFeedRoute');
const OutletPostsRoute = routePage(routeModules.outletPosts, 'OutletPostsRoute');
const PostRoute = routePage(routeModules.post, 'PostRoute');
const PostCreateRoute = routePage(routeModules.postEditor, 'PostCreateRoute');
const PostCreateSelectRoute = routePage(routeModules.postEditor, 'PostCreateSelectRoute');
const PostEditRoute = routePage(routeModules.postEditor, 'PostEditRoute');
const BookingRoute = routePage(routeModules.booking, 'BookingRoute');
const BookingCodeRoute = routePage(routeModules.booking, 'BookingCodeRoute');
const BookingDoneRoute = routePage(routeModules.booking, 'BookingDoneRoute');
const PlaceReservationsRoute = routePage(routeModules.booking, 'PlaceReservationsRoute');
const ConfirmRoute = routePage(routeModules.booking, 'ConfirmRoute');
const DeclineRoute = routePage(routeModules.booking, 'DeclineRoute');
const PlaceCreateRoute = routePage(routeModules.placeCreate, 'PlaceCreateRoute');
const PlaceEditRoute = routePage(routeModules.placeEdit, 'PlaceEditRoute');
const OrganisationCreateRoute = routePage(routeModules.placeManagement, 'OrganisationCreateRoute');
const OrganisationEditRoute = routePage(routeModules.placeManagement, 'OrganisationEditRoute');
const StaffedRoute = routePage(routeModules.placeManagement, 'StaffedRoute');

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
