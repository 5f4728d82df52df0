import { LazyMapView } from '../../components/map/lazy-map-view';
import { PinIcon } from '../../components/ui/icons';
import { ModalTrigger } from '../../components/ui/modal-button';
import * as messages from '../../lib/messages';
import type { PagePlace } from './place-page-query';
import { PlaceSection } from './place-section';
import sections from './place-sections.module.css';
import { WhenNearScreen } from './when-near-screen';

/** The location section: the map when it nears the screen, the address and the map modal's link. */
export function LocationSection({
  place,
}: {
  place: Pick<PagePlace, 'id' | 'name' | 'location' | 'city'>;
}) {
  const { location } = place;
  if (!location) return null;
  const address = [location.street, location.building].filter(Boolean).join(', ');
  return (
    <PlaceSection id="location-title" title={messages.place.location}>
      <WhenNearScreen className={sections.map}>
        <LazyMapView
          className={sections.map}
          center={{ lat: location.lat, lon: location.lon }}
          markers={[{ id: place.id, title: place.name, lat: location.lat, lon: location.lon }]}
          selectedId={place.id}
          label={messages.place.mapOf(place.name)}
        />
      </WhenNearScreen>
      <div className={sections.location}>
        <PinIcon size={20} />
        <div>
          <p>
            {address}
            {place.city ? `${address ? ', ' : ''}${place.city.name}` : ''}
          </p>
          <ModalTrigger className={sections.linkButton} modal="map_modal">
            {messages.place.openMap}
          </ModalTrigger>
        </div>
      </div>
    </PlaceSection>
  );
}
