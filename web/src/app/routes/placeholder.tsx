import { Button, ButtonLink } from '../../components/ui/button';
import { LockIcon } from '../../components/ui/icons';
import { PageMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { useModal } from '../../lib/modal';
import { paths } from '../../lib/paths';

/** Sections that need an account and are not built yet: say so and offer Log in. */
export function PlaceholderRoute() {
  const { openModal } = useModal();
  useHead({ title: messages.placeholder.title, noIndex: true });
  return (
    <PageMessage
      icon={LockIcon}
      title={messages.placeholder.title}
      subtitle={messages.placeholder.subtitle}
      actions={
        <>
          <Button size="lg" onClick={() => openModal('login')}>
            {messages.login.title}
          </Button>
          <ButtonLink size="lg" variant="secondary" to={paths.home.getHref()}>
            {messages.placeholder.home}
          </ButtonLink>
        </>
      }
    />
  );
}
