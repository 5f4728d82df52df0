import type { PlaceCard_PlaceFragment } from '../../gql/graphql';
import { useNow } from '../../lib/hooks/use-now';
import * as messages from '../../lib/messages';
import { PlaceSection } from './place-section';
import { PlaceCard } from '../../features/place/place-card';
import cardGrid from '../../components/ui/card-grid.module.css';

/**
 * Places to suggest under a place page (SPEC section 7: same city, limit 5). They come with the
 * page's own query, so no second round trip; the gateway answers none rather than fail the page.
 */
export function RecommendedPlaces({ places }: { places: readonly PlaceCard_PlaceFragment[] }) {
  const now = useNow();
  if (places.length === 0) return null;
  return (
    <PlaceSection id="recommended-title" title={messages.place.recommended}>
      <ul className={cardGrid.grid}>
        {places.map((place) => (
          <li key={place.id} className={cardGrid.item}>
            <PlaceCard place={place} now={now} />
          </li>
        ))}
      </ul>
    </PlaceSection>
  );
}
