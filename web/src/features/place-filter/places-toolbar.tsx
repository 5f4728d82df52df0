import { Link } from 'react-router';
import { PinIcon, PlacesIcon } from '../../components/ui/icons';
import { messages } from '../../lib/messages';
import styles from './places-toolbar.module.css';

function FunnelIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The funnel and map buttons (SPEC section 2: on places, places-map, places-following and
 * places-following-map only; the screens that render this toolbar).
 */
export function PlacesToolbar({
  activeCount,
  onOpenFilter,
  switchHref,
  view,
}: {
  activeCount: number;
  onOpenFilter(): void;
  /** The same list as a map, or the map as a list, with the same filter. */
  switchHref: string;
  view: 'list' | 'map';
}) {
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={activeCount > 0 ? `${styles.button} ${styles.active}` : styles.button}
        onClick={onOpenFilter}
        aria-haspopup="dialog"
      >
        <FunnelIcon />
        <span>{messages.placeFilter.open}</span>
        {activeCount > 0 ? (
          <span className={styles.badge} aria-label={messages.placeFilter.activeCount(activeCount)}>
            {activeCount}
          </span>
        ) : null}
      </button>
      <Link to={switchHref} className={styles.button}>
        {view === 'list' ? <PinIcon size={18} /> : <PlacesIcon size={18} />}
        <span>{view === 'list' ? messages.placesBrowse.map : messages.placesBrowse.list}</span>
      </Link>
    </div>
  );
}
