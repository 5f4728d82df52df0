import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { PlacesToolbar } from './places-toolbar';
import { CurrentCityDocument } from '../../gql/graphql';

/**
 * The header's funnel and map buttons on a place list route (`routeId`), once its city is known:
 * an unknown city is a not-found page without them. The city comes from the screen's own query.
 *
 * In the entry, not its page's chunk: a rendered places list has them in its HTML, and the app's
 * first render over that HTML must draw them at once, node for node, not wait for a chunk.
 */
export function PlacesHeaderTools({ routeId }: { routeId: string }) {
  const { cityName = '' } = useParams();
  const { data } = useQuery(CurrentCityDocument, { variables: { latinName: cityName } });
  return data?.city ? <PlacesToolbar routeId={routeId} /> : null;
}
