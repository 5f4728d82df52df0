import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { ShellLayout } from './shell-layout';
import { ErrorLoadingRoute } from './routes/error-loading';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { NotificationsRoute } from './routes/notifications';
import { NavigationRoute } from './routes/navigation';
import { ChatRoute, ChatsRoute } from './routes/chats';
import { PlaceRoute } from './routes/place';
import { PlaceGalleriesRoute } from './routes/place-galleries';
import { PlaceGalleryRoute } from './routes/place-gallery';
import { OrganisationRoute } from './routes/organisation';
import { OrganisationsRoute } from './routes/organisations';
import { PlacesRoute, type PlacesVariant } from './routes/places';
import { PlaceholderRoute } from './routes/placeholder';
import { SearchRoute } from './routes/search';
import { SettingsRoute } from './routes/settings';
import { StaticRoute } from './routes/static';
import { UserEditRoute } from './routes/user-edit';
import { UserRoute } from './routes/user';
import { CityFeedRoute, FollowingFeedRoute } from './routes/feed';
import { OutletPostsRoute } from './routes/outlet-posts';
import { PostRoute } from './routes/post';
import { PostCreateRoute, PostCreateSelectRoute, PostEditRoute } from './routes/post-editor';
import { PlaceCreateRoute } from './routes/place-create';
import { PlaceEditRoute } from './routes/place-edit';
import {
  OrganisationCreateRoute,
  OrganisationEditRoute,
  StaffedRoute,
} from './routes/place-management';

// Sections not built yet: the route exists (links work), the page says what is coming.
const upcoming = [
  // Reservations by the guest's code: literal segments rank above /:cityName/:category.
  paths.reservationConfirm.path,
  paths.reservationDecline.path,
];

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
              // Booking is not built yet: the entry link already leads here.
              named('place-booking', paths.placeBooking.path, <PlaceholderRoute />),
              { path: `${paths.placeBooking.path}/*`, element: <PlaceholderRoute /> },
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
              ...upcoming.map((path) => ({ path, element: <PlaceholderRoute /> })),
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
