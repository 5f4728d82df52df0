import { ButtonLink, Button } from './button';
import { AlertIcon, CompassIcon, LockIcon, ToolIcon, WifiOffIcon } from './icons';
import { PageMessage } from './state-message';
import { useHideNavbar } from '../../lib/hooks/app-state';
import { errorPageContent, type ErrorPageKind } from '../../lib/infra/errors';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';

const icons: Record<ErrorPageKind, typeof AlertIcon> = {
  notFound: CompassIcon,
  accessDenied: LockIcon,
  server: AlertIcon,
  unavailable: ToolIcon,
  noConnection: WifiOffIcon,
};

/** A page's own title and subtitle for an error, in place of the shared ones. */
interface ErrorWords {
  title: string;
  subtitle: string;
}

/**
 * A page or global error: title, subtitle and icon by status (or the page's own `words`), with
 * Reload page (555) or Home.
 */
export function ErrorPage({ kind, words }: { kind: ErrorPageKind; words?: ErrorWords }) {
  const content = { ...errorPageContent(kind), ...words };
  const Icon = icons[kind];
  useHead({ title: content.title, noIndex: true });
  return (
    <PageMessage
      icon={Icon}
      title={content.title}
      subtitle={content.subtitle}
      actions={
        content.action === 'reload' ? (
          <Button size="lg" onClick={() => window.location.reload()}>
            {messages.errors.reloadPage}
          </Button>
        ) : (
          <ButtonLink size="lg" to={paths.home.getHref()}>
            {messages.errors.home}
          </ButtonLink>
        )
      }
    />
  );
}

/**
 * The not-found page, in the page's own `words` if it has them; the navbar is hidden while it
 * shows (SPEC: global-not-found).
 */
export function NotFoundPage({ words }: { words?: ErrorWords }) {
  useHideNavbar();
  return <ErrorPage kind="notFound" words={words} />;
}
