import { Link } from 'react-router';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** The last crumb (the current page) has no link. */
  href?: string;
}

/** SPEC section 2: breadcrumbs for user and settings pages, starting at Home. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: messages.profile.home, href: paths.home.getHref() }, ...items];
  return (
    <nav aria-label={messages.profile.breadcrumbs} className={styles.breadcrumbs}>
      <ol>
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {crumb.href && !last ? (
                <Link to={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
