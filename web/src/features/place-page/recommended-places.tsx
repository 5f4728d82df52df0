import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql';
import { RECOMMENDED_PLACES_LIMIT } from '../../lib/constants';
import { messages } from '../../lib/messages';
import { PlaceSection } from './place-section';
import { PlaceCard } from '../place/place-card';
import cardGrid from '../../components/ui/card-grid.module.css';

export const RecommendedPlacesQuery = graphql(`
  query RecommendedPlaces($id: ID!, $limit: Int!) {
    place(id: $id) {
      id
      recommended(limit: $limit) {
        id
        ...PlaceCard_place
      }
    }
  }
`);

/**
 * Places to suggest under a place page (SPEC section 7: same city, limit 5). A query of its own,
 * so a failure here never touches the page above it: the section is simply left out.
 */
export function RecommendedPlaces({ placeId }: { placeId: string }) {
  const { data } = useQuery(RecommendedPlacesQuery, {
    variables: { id: placeId, limit: RECOMMENDED_PLACES_LIMIT },
  });
  const places = data?.place?.recommended ?? [];
  if (places.length === 0) return null;
  return (
    <PlaceSection id="recommended-title" title={messages.place.recommended}>
      <ul className={cardGrid.grid}>
        {places.map((place) => (
          <li key={place.id} className={cardGrid.item}>
            <PlaceCard place={place} />
          </li>
        ))}
      </ul>
    </PlaceSection>
  );
}
