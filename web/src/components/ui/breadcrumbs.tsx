import { Link } from 'react-router';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  href?: string;
}

/**
 * How a trail looks: `chevron` above place, organisation, gallery and post pages; `slash` above
 * place lists (flush, inside their head); `profile` (slashes, the current page in bold, with Home
 * first) above profiles and settings.
 */
export type BreadcrumbsLook = 'chevron' | 'slash' | 'profile';

/** SPEC section 2: the trail above a page; the last crumb is the page itself. */
export function Breadcrumbs({
  crumbs,
  look = 'chevron',
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
      className={`${styles.breadcrumbs} ${styles[look]}`}
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
