import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { AlertIcon } from '../../components/ui/icons';
import { CloseButton } from '../../components/ui/close-button';
import { Button } from '../../components/ui/button';
import { StateMessage } from '../../components/ui/state-message';
import { PlacesMapDocument, type PlaceFilter } from '../../gql/graphql';
import { MAP_PLACES_LIMIT } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useRequestError } from '../../lib/hooks/use-request-error';
import { distanceBetween } from '../../lib/domain/distance/distance-between';
import { PlaceCard } from '../../features/place/place-card';
import { useNow } from '../../lib/hooks/use-now';
import { MapView, type MapPoint, type MapViewport } from '../../components/map/map-view';
import styles from './places-map.module.css';

// About 100 m: small pans reuse the cached answer instead of asking again.
const round = (value: number) => Math.round(value * 1000) / 1000;

export interface PlacesMapProps {
  city: string;
  filter: PlaceFilter;
  /** The city centre: where the map opens without a geoposition. */
  cityCenter: MapPoint;
  /** The visitor's geoposition, when known: the map opens there and cards give distances. */
  position: MapPoint | null;
}

/**
 * The places of the current filter on a map (SPEC section 2, places-map): the places nearest the
 * middle of the view (at most MAP_PLACES_LIMIT), asked again after each pan or zoom; a pin opens
 * the place's card.
 */
export function PlacesMap({ city, filter, cityCenter, position }: PlacesMapProps) {
  const start = position ?? cityCenter;
  const [viewCenter, setViewCenter] = useState<MapPoint>({
    lat: round(start.lat),
    lon: round(start.lon),
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const now = useNow();
  // Nearby means near the visitor, whatever part of the map is in view.
  const origin = filter.nearby && position ? position : viewCenter;
  const { data, previousData, error, refetch } = useQuery(PlacesMapDocument, {
    variables: {
      city,
      filter,
      lat: origin.lat,
      lon: origin.lon,
      orderBy: 'DISTANCE',
      limit: MAP_PLACES_LIMIT,
    },
  });
  const places = (data ?? previousData)?.places;
  const view = useRequestError(error ?? null, 'list');

  const markers = useMemo(
    () =>
      (places?.items ?? []).flatMap((place) =>
        place.location
          ? [{ id: place.id, title: place.name, lat: place.location.lat, lon: place.location.lon }]
          : [],
      ),
    [places],
  );
  const selected = places?.items.find((place) => place.id === selectedId) ?? null;
  const selectedWithDistance = selected
    ? {
        ...selected,
        location: selected.location
          ? {
              ...selected.location,
              // The list's distance is from the map's middle; the card gives the visitor's own.
              distance: position ? distanceBetween(position, selected.location) : null,
            }
          : null,
      }
    : null;

  const onViewportChange = useCallback((next: MapViewport) => {
    setViewCenter((current) => {
      const lat = round(next.center.lat);
      const lon = round(next.center.lon);
      return current.lat === lat && current.lon === lon ? current : { lat, lon };
    });
  }, []);

  return (
    <div className={styles.screen}>
      <MapView
        center={start}
        markers={markers}
        selectedId={selectedId}
        onMarkerClick={setSelectedId}
        clustered
        onViewportChange={onViewportChange}
        className={styles.map}
      />
      {view && !places ? (
        <div className={styles.message}>
          <StateMessage
            icon={<AlertIcon size={28} />}
            title={view.message}
            role="alert"
            actions={
              view.retry ? (
                <Button variant="secondary" onClick={() => void refetch()}>
                  {messages.places.retry}
                </Button>
              ) : null
            }
          />
        </div>
      ) : null}
      {places?.hasMore ? (
        <p className={styles.notice} role="status">
          {messages.map.tooMany(places.items.length)}
        </p>
      ) : null}
      {selectedWithDistance ? (
        <div className={styles.card}>
          <PlaceCard
            place={selectedWithDistance}
            eager
            now={now}
            action={
              <CloseButton
                className={styles.close}
                label={messages.map.closeCard}
                onClick={() => setSelectedId(null)}
                size={18}
              />
            }
          />
        </div>
      ) : null}
    </div>
  );
}
