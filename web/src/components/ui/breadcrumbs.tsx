import { Link } from 'react-router';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  href?: string;
}

/**
 * Where a trail stands (every trail looks the same): `page` above place, organisation, gallery and
 * post pages; `flush` above place lists (no space below, inside their head); `profile` above
 * profiles, settings, chats and notifications, with Home first.
 */
export type BreadcrumbsLook = 'page' | 'flush' | 'profile';

/** SPEC section 2: the trail above a page; the last crumb is the page itself. */
export function Breadcrumbs({
  crumbs,
  look = 'page',
}: {
  crumbs: readonly Crumb[];
  look?: BreadcrumbsLook;
}) {
  const all =
    look === 'profile'
      ? [{ label: messages.profile.home, href: paths.home.getHref() }, ...crumbs]
      : crumbs;
  return (
    <nav
      aria-label={messages.place.breadcrumbs}
      className={look === 'flush' ? `${styles.breadcrumbs} ${styles.flush}` : styles.breadcrumbs}
    >
      <ol>
        {all.map((crumb, index) => {
          const current = index === all.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {crumb.href && !current ? (
                <Link to={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
