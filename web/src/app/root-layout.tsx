import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Snackbar } from '../components/ui/snackbar';
import { isAuthStep } from '../features/auth/auth-flow';
import { AuthModal } from '../features/auth/auth-modal';
import { RouteGuard } from '../features/auth/route-guard';
import { SessionProvider } from '../lib/session';
import { CityPickerModal } from '../features/city/city-picker-modal';
import { ErrorPage } from '../components/ui/error-page';
import { OfflineNotice } from '../features/layout/offline-notice';
import { NewPostFlag } from '../features/post-editor/new-post-flag';
import { AppStateProvider, useAppState } from '../lib/app-state';
import { useModal } from '../lib/modal';
import { SnackbarProvider } from '../lib/snackbar';
import { useCurrentCity } from './use-current-city';
import styles from './root-layout.module.css';

/** SPEC: scroll resets to the top on navigation, but not when only a modal opens or closes. */
function ScrollReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function Modals() {
  const { modal, closeModal } = useModal();
  const currentCity = useCurrentCity();
  if (isAuthStep(modal)) {
    return <AuthModal step={modal} />;
  }
  if (modal === 'city') return <CityPickerModal currentCity={currentCity} onClose={closeModal} />;
  return null;
}

function Content() {
  const { globalError } = useAppState();
  // 555: nothing on the page can load, so the whole app gives way to the global error page.
  if (globalError) {
    return (
      <div className={styles.global}>
        <ErrorPage kind={globalError} />
      </div>
    );
  }
  return (
    <>
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      <Modals />
      <NewPostFlag />
    </>
  );
}

/** Everything every route shares: app state, snackbar, offline notice, modals, scroll reset. */
export function RootLayout() {
  return (
    <AppStateProvider>
      <SnackbarProvider>
        <SessionProvider>
          <ScrollReset />
          <Content />
          <Snackbar />
          <OfflineNotice />
        </SessionProvider>
      </SnackbarProvider>
    </AppStateProvider>
  );
}
