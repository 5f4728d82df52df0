import { lazy, Suspense } from 'react';
import type { MapViewProps } from './map-view';
import styles from './map-view.module.css';

// A map that is not what its screen is for (a post's, a place's below the fold) brings its code
// when it is first shown: the page's first download leaves it out.
const MapView = lazy(() => import('./map-view').then((module) => ({ default: module.MapView })));

/** MapView, loaded on its first render; its empty frame holds the map's place meanwhile. */
export function LazyMapView(props: MapViewProps) {
  const frame = props.className ? `${styles.frame} ${props.className}` : styles.frame;
  return (
    <Suspense fallback={<div className={frame} />}>
      <MapView {...props} />
    </Suspense>
  );
}
