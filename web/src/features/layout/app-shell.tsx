import { Suspense, type ReactNode } from 'react';
import { BackButton } from './back-button';
import { BottomBar } from './bottom-bar';
import { Header } from './header';
import { LiveAppBanner } from './live-app-banner';
import { PageButtons } from './page-buttons';
import type { NavCounts } from './nav-counts';
import { SideNav } from './side-nav';
import { MAIN_ID, SkipLink } from '../../components/ui/skip-link';
import styles from './app-shell.module.css';

interface AppShellProps {
  citySelector: ReactNode;
  placesHref: string;
  chainsHref: string;
  /** SPEC: the navbar (search, city, navigation) is hidden on the not-found page. */
  navbarHidden: boolean;
  /** SPEC: hidden while loading too; then it keeps its place, out of sight (nothing jumps). */
  navbarWaiting?: boolean;
  /** The header's funnel and map buttons, where the route has them. */
  headerTools?: ReactNode;
  /** Unread counters of the navigation (zero for visitors). */
  counts?: NavCounts;
  /** The mobile subheader's tools (the notifications button), for the signed in. */
  subheader?: ReactNode;
  children: ReactNode;
}

const noCounts: NavCounts = { messages: 0, notifications: 0, messagesAndNotifications: 0 };

/** Header on top; side navigation from 1240 px, a bottom bar below it (CSS media queries). */
export function AppShell({
  citySelector,
  placesHref,
  chainsHref,
  navbarHidden,
  navbarWaiting = false,
  headerTools,
  counts = noCounts,
  subheader,
  children,
}: AppShellProps) {
  return (
    <div
      className={[
        styles.shell,
        navbarHidden && styles.bare,
        !navbarHidden && navbarWaiting && styles.waiting,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <SkipLink />
      {navbarHidden ? null : <LiveAppBanner />}
      {/* Header, navigations and page are each hydrated apart (Suspense boundaries). */}
      <Suspense fallback={null}>
        <Header
          citySelector={citySelector}
          minimal={navbarHidden}
          waiting={!navbarHidden && navbarWaiting}
          tools={headerTools}
          back={navbarHidden ? null : <BackButton />}
        />
      </Suspense>
      {navbarHidden || !subheader ? null : <div className={styles.subheader}>{subheader}</div>}
      <div className={styles.body}>
        {navbarHidden ? null : (
          <Suspense fallback={null}>
            <SideNav placesHref={placesHref} chainsHref={chainsHref} counts={counts} />
          </Suspense>
        )}
        <main className={styles.main} id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
      </div>
      {navbarHidden ? null : <PageButtons />}
      {navbarHidden ? null : (
        <Suspense fallback={null}>
          <BottomBar placesHref={placesHref} counts={counts} />
        </Suspense>
      )}
    </div>
  );
}
