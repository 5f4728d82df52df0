import { useSession } from '../../lib/domain/session';
import { PlaceCreatePage } from '../../features/place-management/place-create-page';
import * as messages from '../../lib/messages';
import { LogInToAdd } from './log-in-to-add';

/** /places/create: the short form; a visitor is asked to log in first. */
export function PlaceCreateRoute() {
  const { signedIn } = useSession();
  return signedIn ? (
    <PlaceCreatePage />
  ) : (
    <LogInToAdd title={messages.placeManagement.createTitle} />
  );
}
