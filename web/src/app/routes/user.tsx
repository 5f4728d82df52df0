import { useParams } from 'react-router';
import { MyReservations } from '../../features/reservation/my-reservations';
import { ProfilePage } from '../../pages/profile/profile-page';
import { UnregisteredProfile } from '../../features/user/unregistered-profile';
import { UNREGISTERED_USER_ID } from '../../lib/paths';

/** /users/{userId}: a profile, or the visitor's 'unregistered' one. */
export function UserRoute() {
  const { userId = '' } = useParams();
  if (userId === UNREGISTERED_USER_ID) return <UnregisteredProfile />;
  return (
    <ProfilePage
      // A new profile starts with fresh state (the back button, the query).
      key={userId}
      userId={userId}
      ownSection={<MyReservations />}
    />
  );
}
