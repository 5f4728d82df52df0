import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import styles from './header.module.css';

interface HeaderProps {
  citySelector: ReactNode;
  /** Only the logo: the navbar is hidden (not-found page). */
  minimal?: boolean;
}

/** Logo, the 'Place or profile' search and the city selector (passed in by the app). */
export function Header({ citySelector, minimal = false }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={minimal ? `${styles.inner} ${styles.minimal}` : styles.inner}>
        <Link to={paths.home.getHref()} className={styles.logo} aria-label={messages.header.logo}>
          <Logo />
        </Link>
        {minimal ? null : (
          <>
            <div className={styles.searchSlot}>
              <HeaderSearch />
            </div>
            <div className={styles.city}>{citySelector}</div>
          </>
        )}
      </div>
    </header>
  );
}
