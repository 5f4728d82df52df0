import { Button } from '../../components/ui/button';
import { LockIcon } from '../../components/ui/icons';
import { PageMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { useModal } from '../../lib/modal';

/** A visitor on /places/create or /organisations/create: adding needs an account. */
export function LogInToAdd({ title }: { title: string }) {
  const { openModal } = useModal();
  useHead({ title, noIndex: true });
  return (
    <PageMessage
      icon={LockIcon}
      title={title}
      subtitle={messages.placeManagement.logInToAdd}
      actions={
        <Button size="lg" onClick={() => openModal('login')}>
          {messages.login.title}
        </Button>
      }
    />
  );
}
