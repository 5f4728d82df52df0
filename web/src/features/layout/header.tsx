import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import styles from './header.module.css';

interface HeaderProps {
  citySelector: ReactNode;
  /** Only the logo: the navbar is hidden (not-found page). */
  minimal?: boolean;
  /** The funnel and map buttons, on the routes that have them (SPEC section 2). */
  tools?: ReactNode;
  /** The page is loading: only the logo shows, the rest keeps its place out of sight. */
  waiting?: boolean;
  /** The back button, before the logo (phones only; it renders nothing where back has no use). */
  back?: ReactNode;
}

/**
 * Back, the logo, the 'Place or profile' search, the city selector and the place tools (passed in
 * by the app). The tools stay when the navbar is hidden (places-map hides it).
 */
export function Header({
  citySelector,
  minimal = false,
  tools,
  waiting = false,
  back,
}: HeaderProps) {
  const className = [
    styles.inner,
    minimal && styles.minimal,
    tools && styles.withTools,
    waiting && styles.waiting,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <header className={styles.header}>
      <div className={className}>
        <div className={styles.start}>
          {back}
          <Link to={paths.home.getHref()} className={styles.logo} aria-label={messages.header.logo}>
            <Logo />
          </Link>
        </div>
        {minimal ? null : (
          <>
            <div className={styles.searchSlot}>
              <HeaderSearch />
            </div>
            <div className={styles.city}>{citySelector}</div>
          </>
        )}
        {tools ? <div className={styles.tools}>{tools}</div> : null}
      </div>
    </header>
  );
}
