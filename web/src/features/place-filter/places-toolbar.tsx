import { Link, useMatches, useParams, useSearchParams } from 'react-router';
import { PinIcon, PlacesIcon } from '../../components/ui/icons';
import * as messages from '../../lib/messages';
import { MODAL_PARAM } from '../../lib/infra/modal';
import { ModalTrigger } from '../../components/ui/modal-button';
import { paths } from '../../lib/paths';
import { PAGE_PARAM } from '../../components/ui/page-links';
import { activeFilterCount, parseFilter } from './filter-params';
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

/** A city's places as a list or a map, everyone's or the ones the user follows. */
export function screenPath(cityName: string, following: boolean, map: boolean): string {
  if (following) {
    return map
      ? paths.placesFollowingMap.getHref(cityName)
      : paths.placesFollowing.getHref(cityName);
  }
  return map ? paths.placesMap.getHref(cityName) : paths.places.getHref(cityName);
}

/** SPEC section 2: the route names that show the funnel and map buttons. */
const TOOLBAR_ROUTES = new Set([
  'places',
  'places-map',
  'places-following',
  'places-following-map',
]);

/** The route id when the current route shows the toolbar, else null. */
export function useToolbarRoute(): string | null {
  const matches = useMatches();
  return matches.find((match) => TOOLBAR_ROUTES.has(match.id))?.id ?? null;
}

/**
 * The funnel (opens `modal=sheet_filter`, which the places screen renders) and the switch
 * between the list and the map with the same filter; the header shows them on the routes of
 * `useToolbarRoute`.
 */
export function PlacesToolbar({ routeId }: { routeId: string }) {
  const { cityName = '' } = useParams();
  const [searchParams] = useSearchParams();
  const isMap = routeId.endsWith('-map');
  const following = routeId.startsWith('places-following');
  const activeCount = activeFilterCount(parseFilter(searchParams));
  const listSearch = new URLSearchParams(searchParams);
  listSearch.delete(PAGE_PARAM);
  listSearch.delete(MODAL_PARAM);
  const switchQuery = listSearch.toString();
  const switchPath = screenPath(cityName, following, !isMap);

  return (
    <div className={styles.toolbar}>
      <ModalTrigger
        className={activeCount > 0 ? `${styles.button} ${styles.active}` : styles.button}
        modal="sheet_filter"
        aria-haspopup="dialog"
      >
        <FunnelIcon />
        <span>{messages.placeFilter.open}</span>
        {activeCount > 0 ? (
          <span className={styles.badge} aria-label={messages.placeFilter.activeCount(activeCount)}>
            {activeCount}
          </span>
        ) : null}
      </ModalTrigger>
      <Link
        to={switchQuery ? `${switchPath}?${switchQuery}` : switchPath}
        className={styles.button}
      >
        {isMap ? <PlacesIcon size={18} /> : <PinIcon size={18} />}
        <span>{isMap ? messages.placesBrowse.list : messages.placesBrowse.map}</span>
      </Link>
    </div>
  );
}
