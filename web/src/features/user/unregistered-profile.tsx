import { Navigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { UserIcon } from '../../components/ui/icons';
import { PageMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { useModal } from '../../lib/modal';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';

/** /users/unregistered: a visitor's profile, which is an invitation to log in or sign up. */
export function UnregisteredProfile() {
  const { account } = useSession();
  const { openModal } = useModal();
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
            <Button size="lg" onClick={() => openModal('login')}>
              {messages.profile.unregistered.logIn}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => openModal('registration')}>
              {messages.profile.unregistered.signUp}
            </Button>
          </>
        }
      />
    </div>
  );
}
