import { useParams } from 'react-router';
import { useSession } from '../../lib/domain/session';
import { ErrorPage } from '../../components/ui/error-page';
import { canEditProfile } from '../../features/user/profile-access';
import { ProfileEditPage } from '../../features/user/profile-edit-page';

/**
 * /users/{userId}/edit: login required (the route guard takes visitors to the login modal); only
 * the person themself or an admin, else the 403 page.
 */
export function UserEditRoute() {
  const { userId = '' } = useParams();
  const { account } = useSession();
  if (!account) return null;
  if (!canEditProfile({ userId: account.user.id, isAdmin: account.isAdmin }, userId)) {
    return <ErrorPage kind="accessDenied" />;
  }
  return <ProfileEditPage key={userId} userId={userId} />;
}
