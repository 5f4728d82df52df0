import { Button, ButtonLink } from '../../components/ui/button';
import { LockIcon, ToolIcon } from '../../components/ui/icons';
import { PageMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { useModal } from '../../lib/modal';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/**
 * Sections not built yet, inside the layout (the navigation stays): a visitor is asked to log in,
 * a signed-in person is told the section is coming.
 */
export function PlaceholderRoute() {
  const { openModal } = useModal();
  const { signedIn } = useSession();
  useHead({ title: messages.placeholder.title, noIndex: true });
  return (
    <PageMessage
      icon={signedIn ? ToolIcon : LockIcon}
      title={messages.placeholder.title}
      subtitle={signedIn ? messages.placeholder.subtitleSignedIn : messages.placeholder.subtitle}
      actions={
        <>
          {signedIn ? null : (
            <Button size="lg" onClick={() => openModal('login')}>
              {messages.login.title}
            </Button>
          )}
          <ButtonLink size="lg" variant="secondary" to={paths.home.getHref()}>
            {messages.placeholder.home}
          </ButtonLink>
        </>
      }
    />
  );
}
