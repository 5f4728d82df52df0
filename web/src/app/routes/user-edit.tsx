import { useParams } from 'react-router';
import { useSession } from '../../features/auth/session';
import { ErrorPage, NotFoundPage } from '../../features/errors/error-page';
import { canEditProfile } from '../../features/user/profile-access';
import { ProfileEditPage } from '../../features/user/profile-edit-page';
import { LoginRequired } from './login-required';

/** /users/{userId}/edit: login required; only the person themself or an admin (else 403). */
export function UserEditRoute() {
  const { userId = '' } = useParams();
  const { account } = useSession();
  return (
    <LoginRequired>
      {account && canEditProfile({ userId: account.user.id, isAdmin: account.isAdmin }, userId) ? (
        <ProfileEditPage
          key={userId}
          userId={userId}
          renderError={(kind) =>
            kind === 'notFound' ? <NotFoundPage /> : <ErrorPage kind={kind} />
          }
        />
      ) : (
        <ErrorPage kind="accessDenied" />
      )}
    </LoginRequired>
  );
}
