import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { ShellLayout } from './shell-layout';
import { ErrorLoadingRoute } from './routes/error-loading';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PlaceRoute } from './routes/place';
import { PlaceGalleriesRoute } from './routes/place-galleries';
import { PlaceGalleryRoute } from './routes/place-gallery';
import { OrganisationRoute } from './routes/organisation';
import { OrganisationsRoute } from './routes/organisations';
import { PlacesRoute } from './routes/places';
import { PlaceholderRoute } from './routes/placeholder';
import { SearchRoute } from './routes/search';
import { SettingsRoute } from './routes/settings';
import { StaticRoute } from './routes/static';
import { UserEditRoute } from './routes/user-edit';
import { UserRoute } from './routes/user';

// Sections of later issues: the route exists (links work), the page says what is coming.
const upcoming = [
  paths.chats.path,
  '/chats/*',
  paths.notifications.path,
  '/notifications/*',
  paths.navigation.path,
  paths.feedFollowing.path,
  paths.cityFeed.path,
  paths.postCreate.path,
  '/posts/*',
  paths.placeCreate.path,
  // An organisation's news, reviews and edit (the page itself is below).
  '/organisations/:organisationId/*',
  '/staffed',
];

/** SPEC section 2 routes of this slice, with their route names kept as ids. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { id: 'home', path: paths.home.path, element: <HomeRoute /> },
          {
            element: <ShellLayout />,
            children: [
              { id: 'places', path: paths.places.path, element: <PlacesRoute /> },
              // Place lists and the map (places issue, helper 5); SPEC route names as ids.
              {
                id: 'places-map',
                path: paths.placesMap.path,
                element: <PlacesRoute variant="places-map" />,
              },
              {
                id: 'places-following',
                path: paths.placesFollowing.path,
                element: <PlacesRoute variant="places-following" />,
              },
              {
                id: 'places-following-map',
                path: paths.placesFollowingMap.path,
                element: <PlacesRoute variant="places-following-map" />,
              },
              {
                id: 'places-cuisine',
                path: paths.placesCuisine.path,
                element: <PlacesRoute variant="places-cuisine" />,
              },
              {
                id: 'places-category',
                path: paths.placesCategory.path,
                element: <PlacesRoute variant="places-category" />,
              },
              { id: 'places-search', path: paths.search.path, element: <SearchRoute /> },
              { id: 'offer', path: paths.offer.path, element: <StaticRoute document="offer" /> },
              {
                id: 'agreement',
                path: paths.agreement.path,
                element: <StaticRoute document="agreement" />,
              },
              {
                id: 'term-of-use',
                path: paths.termOfUse.path,
                element: <StaticRoute document="termOfUse" />,
              },
              {
                id: 'error-loading',
                path: paths.errorLoading.path,
                element: <ErrorLoadingRoute />,
              },
              // Profiles and settings (accounts issue).
              { id: 'user', path: paths.user.path, element: <UserRoute /> },
              { id: 'user-edit', path: paths.userEdit.path, element: <UserEditRoute /> },
              { id: 'settings', path: paths.settings.path, element: <SettingsRoute /> },
              // The place page's children, organisations (places issue, helper 6).
              {
                id: 'place-galleries',
                path: paths.placeAlbums.path,
                element: <PlaceGalleriesRoute kind="album" />,
              },
              {
                id: 'place-gallery',
                path: paths.placeAlbum.path,
                element: <PlaceGalleryRoute kind="album" />,
              },
              {
                id: 'menu',
                path: paths.placeMenus.path,
                element: <PlaceGalleriesRoute kind="menu" />,
              },
              {
                id: 'place-menu',
                path: paths.placeMenu.path,
                element: <PlaceGalleryRoute kind="menu" />,
              },
              // Booking arrives with the reservations issue: the entry link already leads here.
              {
                id: 'place-booking',
                path: paths.placeBooking.path,
                element: <PlaceholderRoute />,
              },
              { path: `${paths.placeBooking.path}/*`, element: <PlaceholderRoute /> },
              { id: 'organisation', path: paths.organisation.path, element: <OrganisationRoute /> },
              {
                id: 'organisations',
                path: paths.organisations.path,
                element: <OrganisationsRoute />,
              },
              ...upcoming.map((path) => ({ path, element: <PlaceholderRoute /> })),
              { id: 'place', path: paths.place.path, element: <PlaceRoute /> },
              { id: 'global-not-found', path: '*', element: <NotFoundRoute /> },
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
