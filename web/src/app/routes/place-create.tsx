import { useSession } from '../../lib/session';
import { PlaceCreatePage } from '../../features/place-management/place-create-page';
import { PlaceholderRoute } from './placeholder';

/** /places/create: the short form; a visitor is asked to log in first. */
export function PlaceCreateRoute() {
  const { signedIn } = useSession();
  return signedIn ? <PlaceCreatePage /> : <PlaceholderRoute />;
}
