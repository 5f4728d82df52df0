import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { ShellLayout } from './shell-layout';
import type { PlacesVariant } from './routes/places';

/*
 * Every page is its own chunk, loaded when its route is first shown: the entry holds only the
 * layouts, so a first visit downloads the one page it opens. A new page joins the same way:
 * `const XRoute = lazyPage(() => import('./routes/x').then((module) => module.XRoute));`.
 */

const ErrorLoadingRoute = lazyPage(() =>
  import('./routes/error-loading').then((module) => module.ErrorLoadingRoute),
);
const HomeRoute = lazyPage(() => import('./routes/home').then((module) => module.HomeRoute));
const NotFoundRoute = lazyPage(() =>
  import('./routes/not-found').then((module) => module.NotFoundRoute),
);
const NotificationsRoute = lazyPage(() =>
  import('./routes/notifications').then((module) => module.NotificationsRoute),
);
const NavigationRoute = lazyPage(() =>
  import('./routes/navigation').then((module) => module.NavigationRoute),
);
const ChatRoute = lazyPage(() => import('./routes/chats').then((module) => module.ChatRoute));
const ChatsRoute = lazyPage(() => import('./routes/chats').then((module) => module.ChatsRoute));
const PlaceRoute = lazyPage(() => import('./routes/place').then((module) => module.PlaceRoute));
const PlaceGalleriesRoute = lazyPage(() =>
  import('./routes/place-galleries').then((module) => module.PlaceGalleriesRoute),
);
const PlaceGalleryRoute = lazyPage(() =>
  import('./routes/place-gallery').then((module) => module.PlaceGalleryRoute),
);
const OrganisationRoute = lazyPage(() =>
  import('./routes/organisation').then((module) => module.OrganisationRoute),
);
const OrganisationsRoute = lazyPage(() =>
  import('./routes/organisations').then((module) => module.OrganisationsRoute),
);
const PlacesRoute = lazyPage(() => import('./routes/places').then((module) => module.PlacesRoute));
const SearchRoute = lazyPage(() => import('./routes/search').then((module) => module.SearchRoute));
const SettingsRoute = lazyPage(() =>
  import('./routes/settings').then((module) => module.SettingsRoute),
);
const StaticRoute = lazyPage(() => import('./routes/static').then((module) => module.StaticRoute));
const UserEditRoute = lazyPage(() =>
  import('./routes/user-edit').then((module) => module.UserEditRoute),
);
const UserRoute = lazyPage(() => import('./routes/user').then((module) => module.UserRoute));
const CityFeedRoute = lazyPage(() =>
  import('./routes/feed').then((module) => module.CityFeedRoute),
);
const FollowingFeedRoute = lazyPage(() =>
  import('./routes/feed').then((module) => module.FollowingFeedRoute),
);
const OutletPostsRoute = lazyPage(() =>
  import('./routes/outlet-posts').then((module) => module.OutletPostsRoute),
);
const PostRoute = lazyPage(() => import('./routes/post').then((module) => module.PostRoute));
const PostCreateRoute = lazyPage(() =>
  import('./routes/post-editor').then((module) => module.PostCreateRoute),
);
const PostCreateSelectRoute = lazyPage(() =>
  import('./routes/post-editor').then((module) => module.PostCreateSelectRoute),
);
const PostEditRoute = lazyPage(() =>
  import('./routes/post-editor').then((module) => module.PostEditRoute),
);
const BookingRoute = lazyPage(() =>
  import('./routes/booking').then((module) => module.BookingRoute),
);
const BookingCodeRoute = lazyPage(() =>
  import('./routes/booking').then((module) => module.BookingCodeRoute),
);
const BookingDoneRoute = lazyPage(() =>
  import('./routes/booking').then((module) => module.BookingDoneRoute),
);
const PlaceReservationsRoute = lazyPage(() =>
  import('./routes/booking').then((module) => module.PlaceReservationsRoute),
);
const ConfirmRoute = lazyPage(() =>
  import('./routes/booking').then((module) => module.ConfirmRoute),
);
const DeclineRoute = lazyPage(() =>
  import('./routes/booking').then((module) => module.DeclineRoute),
);

const PlaceCreateRoute = lazyPage(() =>
  import('./routes/place-create').then((module) => module.PlaceCreateRoute),
);
const PlaceEditRoute = lazyPage(() =>
  import('./routes/place-edit').then((module) => module.PlaceEditRoute),
);
const OrganisationCreateRoute = lazyPage(() =>
  import('./routes/place-management').then((module) => module.OrganisationCreateRoute),
);
const OrganisationEditRoute = lazyPage(() =>
  import('./routes/place-management').then((module) => module.OrganisationEditRoute),
);
const StaffedRoute = lazyPage(() =>
  import('./routes/place-management').then((module) => module.StaffedRoute),
);

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
              named('offer', paths.offer.path, <StaticRoute document="offer" />),
              named('agreement', paths.agreement.path, <StaticRoute document="agreement" />),
              named('term-of-use', paths.termOfUse.path, <StaticRoute document="termOfUse" />),
              named('error-loading', paths.errorLoading.path, <ErrorLoadingRoute />),
              // Profiles and settings.
              named('user', paths.user.path, <UserRoute />),
              named('user-edit', paths.userEdit.path, <UserEditRoute />),
              named('settings', paths.settings.path, <SettingsRoute />),
              named('navigation', paths.navigation.path, <NavigationRoute />),
              // The place page's children, organisations.
              named(
                'place-galleries',
                paths.placeAlbums.path,
                <PlaceGalleriesRoute kind="album" />,
              ),
              named('place-gallery', paths.placeAlbum.path, <PlaceGalleryRoute kind="album" />),
              named('menu', paths.placeMenus.path, <PlaceGalleriesRoute kind="menu" />),
              named('place-menu', paths.placeMenu.path, <PlaceGalleryRoute kind="menu" />),
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
              named(
                'place-news',
                paths.placeNews.path,
                <OutletPostsRoute outlet="place" type="NEWS" />,
              ),
              named(
                'place-reviews',
                paths.placeReviews.path,
                <OutletPostsRoute outlet="place" type="REVIEW" />,
              ),
              named(
                'organisation-news',
                paths.organisationNews.path,
                <OutletPostsRoute outlet="organisation" type="NEWS" />,
              ),
              named(
                'organisation-reviews',
                paths.organisationReviews.path,
                <OutletPostsRoute outlet="organisation" type="REVIEW" />,
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
