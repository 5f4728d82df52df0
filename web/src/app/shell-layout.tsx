import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../lib/domain/session';
import { CitySelector } from '../features/city/city-selector';
import { AppShell } from '../features/layout/app-shell';
import { useUnreadCounts } from '../lib/domain/counters';
import { NotificationsButton } from '../features/notification/notifications-button';
import { PlacesHeaderTools } from '../features/place-filter/places-header-tools';
import { useToolbarRoute } from '../features/place-filter/places-toolbar';
import { useAppState } from '../lib/hooks/app-state';
import { useModal } from '../lib/infra/modal';
import { paths } from '../lib/paths';
import { useCurrentCity } from './use-current-city';

// Signed-in only: the live chats and notifications (and their subscriptions) load on sign-in.
const LiveChats = lazy(() =>
  import('../features/chat/live-chats').then((module) => ({ default: module.LiveChats })),
);
const LiveNotifications = lazy(() =>
  import('../features/notification/live-notifications').then((module) => ({
    default: module.LiveNotifications,
  })),
);

/** The header, navigation and bottom bar around every route except the welcome screen. */
export function ShellLayout() {
  const city = useCurrentCity();
  const { openModal } = useModal();
  const { navbarHidden, navbarWaiting } = useAppState();
  const { signedIn } = useSession();
  const unread = useUnreadCounts();
  const toolbarRoute = useToolbarRoute();
  return (
    <AppShell
      citySelector={<CitySelector latinName={city} onOpen={() => openModal('city')} />}
      placesHref={paths.places.getHref(city)}
      chainsHref={paths.organisations.getHref(city)}
      navbarHidden={navbarHidden}
      navbarWaiting={navbarWaiting}
      headerTools={toolbarRoute ? <PlacesHeaderTools routeId={toolbarRoute} /> : null}
      counts={{
        messages: unread.chats,
        notifications: unread.notifications,
        messagesAndNotifications: unread.messages,
      }}
      subheader={signedIn ? <NotificationsButton /> : null}
    >
      {signedIn ? (
        // Both render nothing: nothing to show while they load.
        <Suspense fallback={null}>
          <LiveNotifications />
          <LiveChats />
        </Suspense>
      ) : null}
      {/* Hydrated apart from the shell, after it (or first, where the visitor clicks). */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
