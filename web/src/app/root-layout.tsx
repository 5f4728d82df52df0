import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Snackbar } from '../components/ui/snackbar';
import { isAuthStep } from '../features/auth/auth-flow';
import { RouteGuard } from '../features/auth/route-guard';
import { SessionProvider } from '../lib/domain/session';
import { ErrorPage } from '../components/ui/error-page';
import { OfflineNotice } from '../features/layout/offline-notice';
import { NewPostFlag } from '../features/post-editor/new-post-flag';
import { AppStateProvider, useAppState } from '../lib/hooks/app-state';
import { useModal } from '../lib/infra/modal';
import { SnackbarProvider } from '../lib/hooks/snackbar';
import { ScrollReset } from './scroll-reset';
import { useCurrentCity } from './use-current-city';
import styles from './root-layout.module.css';

// The modals hold the forms (and their validation libraries): they load when first opened.
const AuthModal = lazy(() =>
  import('../features/auth/auth-modal').then((module) => ({ default: module.AuthModal })),
);
const CityPickerModal = lazy(() =>
  import('../features/city/city-picker-modal').then((module) => ({
    default: module.CityPickerModal,
  })),
);

function Modals() {
  const { modal, closeModal } = useModal();
  const currentCity = useCurrentCity();
  let content = null;
  if (isAuthStep(modal)) content = <AuthModal step={modal} />;
  else if (modal === 'city') {
    content = <CityPickerModal currentCity={currentCity} onClose={closeModal} />;
  }
  // A modal covers the page: nothing shows while its chunk loads. Its boundary mounts with it and
  // shows that at once, so opening it does not hold the whole navigation back.
  return content ? <Suspense fallback={null}>{content}</Suspense> : null;
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
        {/* On a rendered page, the shell and page are hydrated after this layout, apart. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
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
