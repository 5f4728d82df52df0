import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import styles from './header.module.css';

/** Logo, the 'Place or profile' search and the city selector (passed in by the app). */
export function Header({ citySelector }: { citySelector: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home.getHref()} className={styles.logo} aria-label={messages.header.logo}>
          <Logo />
        </Link>
        <div className={styles.searchSlot}>
          <HeaderSearch />
        </div>
        <div className={styles.city}>{citySelector}</div>
      </div>
    </header>
  );
}
