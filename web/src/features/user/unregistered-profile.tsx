import { Navigate } from 'react-router';
import { ModalButton } from '../../components/ui/modal-button';
import { UserIcon } from '../../components/ui/icons';
import { PageMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/domain/session';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';

/** /users/unregistered: a visitor's profile, which is an invitation to log in or sign up. */
export function UnregisteredProfile() {
  const { account } = useSession();
  useHead({ title: messages.profile.unregistered.title, noIndex: true });
  // A signed-in person has a real profile.
  if (account) return <Navigate to={paths.user.getHref(account.user.id)} replace />;
  return (
    <div>
      <Breadcrumbs look="profile" crumbs={[{ label: messages.profile.unregistered.title }]} />
      <PageMessage
        icon={UserIcon}
        title={messages.profile.unregistered.title}
        subtitle={messages.profile.unregistered.subtitle}
        actions={
          <>
            <ModalButton size="lg" modal="login">
              {messages.profile.unregistered.logIn}
            </ModalButton>
            <ModalButton size="lg" variant="secondary" modal="registration">
              {messages.profile.unregistered.signUp}
            </ModalButton>
          </>
        }
      />
    </div>
  );
}
