import { Link } from 'react-router';
import { LazyMapView } from '../../components/map/lazy-map-view';
import { PinIcon } from '../../components/ui/icons';
import { POST_MAP_ZOOM } from '../../lib/constants';
import * as messages from '../../lib/messages';
import type { NearestPlace_PlaceFragment } from '../../gql/graphql';
import { useLocationText } from '../../lib/domain/nearest-place';
import { paths } from '../../lib/paths';
import styles from './post-card.module.css';

export interface PostLocationProps {
  post: {
    id: string;
    lat?: number | null;
    lon?: number | null;
    city?: { id: string; name: string } | null;
    /** The nearest place the post's query brought along (absent: asked here). */
    nearestPlace?: NearestPlace_PlaceFragment | null;
  };
  /** The words (under the author), or the small map the post page shows under the text. */
  part?: 'words' | 'map';
}

/**
 * Where an impression was written, in words (the nearest of our places, or the city) and, on
 * the post page, on a small map. Nothing for posts without a free location.
 */
export function PostLocation({ post, part = 'words' }: PostLocationProps) {
  const point =
    post.lat != null && post.lon != null && post.city
      ? { lat: post.lat, lon: post.lon, city: post.city.id, cityName: post.city.name }
      : null;
  const { text, place } = useLocationText(point, post.nearestPlace);
  if (!point) return null;
  const words = text ?? messages.location.finding;
  if (part === 'map') {
    return (
      <LazyMapView
        className={styles.locationMap}
        center={{ lat: point.lat, lon: point.lon }}
        zoom={POST_MAP_ZOOM}
        markers={[{ id: post.id, title: words, lat: point.lat, lon: point.lon }]}
        selectedId={post.id}
        label={messages.location.mapLabel}
      />
    );
  }
  return (
    <p className={styles.locationText}>
      <PinIcon size={16} />
      <span className={styles.visuallyHidden}>{messages.location.label}: </span>
      {place ? (
        <Link className={styles.locationLink} to={paths.place.getHref(place.latinName)}>
          {words}
        </Link>
      ) : (
        <span>{words}</span>
      )}
    </p>
  );
}
