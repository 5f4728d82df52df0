import { Link } from 'react-router';
import { messages } from '../../lib/messages';
import styles from './places-breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/** SPEC section 2: places breadcrumbs are the city, then the category, cuisine or map. */
export function PlacesBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={messages.placesBrowse.breadcrumbs} className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
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
