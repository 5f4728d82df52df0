import { ModalButton } from '../../components/ui/modal-button';
import { LockIcon } from '../../components/ui/icons';
import { PageMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';

/** A visitor on /places/create or /organisations/create: adding needs an account. */
export function LogInToAdd({ title }: { title: string }) {
  useHead({ title, noIndex: true });
  return (
    <PageMessage
      icon={LockIcon}
      title={title}
      subtitle={messages.placeManagement.logInToAdd}
      actions={
        <ModalButton size="lg" modal="login">
          {messages.login.title}
        </ModalButton>
      }
    />
  );
}
