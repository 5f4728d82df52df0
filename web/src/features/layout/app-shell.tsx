import type { ReactNode } from 'react';
import { BottomBar } from './bottom-bar';
import { Header } from './header';
import { SideNav } from './side-nav';
import styles from './app-shell.module.css';

interface AppShellProps {
  citySelector: ReactNode;
  placesHref: string;
  onLogIn(): void;
  /** SPEC: the navbar (search, city, navigation) is hidden on the not-found page. */
  navbarHidden: boolean;
  /** The header's funnel and map buttons, where the route has them. */
  headerTools?: ReactNode;
  children: ReactNode;
}

/** Header on top; side navigation from 1240 px, a bottom bar below it (CSS media queries). */
export function AppShell({
  citySelector,
  placesHref,
  onLogIn,
  navbarHidden,
  headerTools,
  children,
}: AppShellProps) {
  return (
    <div className={navbarHidden ? `${styles.shell} ${styles.bare}` : styles.shell}>
      <Header citySelector={citySelector} minimal={navbarHidden} tools={headerTools} />
      <div className={styles.body}>
        {navbarHidden ? null : <SideNav placesHref={placesHref} onLogIn={onLogIn} />}
        <main className={styles.main} id="main">
          {children}
        </main>
      </div>
      {navbarHidden ? null : <BottomBar placesHref={placesHref} />}
    </div>
  );
}
