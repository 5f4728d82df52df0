import { useParams } from 'react-router';
import { useSession } from '../../lib/domain/session';
import { PlaceEditPage } from '../../features/place-management/place-edit-page';

/** /{placeId}/edit: login required (the route guard opens the login modal for a visitor). */
export function PlaceEditRoute() {
  const { placeId = '' } = useParams();
  const { account } = useSession();
  if (!account) return null;
  return <PlaceEditPage key={placeId} placeId={placeId} />;
}
