import type { ReactNode } from 'react';
import { useNavbarWaiting } from '../../lib/hooks/app-state';
import type { ErrorPageKind } from '../../lib/infra/errors';
import * as messages from '../../lib/messages';
import { usePrerenderReady } from '../../lib/infra/prerender';
import { useRequestError } from '../../lib/hooks/use-request-error';
import { ErrorPage, NotFoundPage } from './error-page';
import { Spinner } from './spinner';
import styles from './page-guard.module.css';

/** The error page of a kind; not-found is the global one that hides the navbar. */
export function errorPage(kind: ErrorPageKind): ReactNode {
  return kind === 'notFound' ? <NotFoundPage /> : <ErrorPage kind={kind} />;
}

interface PageGuardOptions {
  /** Whether the page has what it shows (the query's entity). */
  found: boolean;
  loading: boolean;
  error: unknown;
  /** The page's own error or not-found content; the error pages by default. */
  renderError?: (kind: ErrorPageKind) => ReactNode;
  /** A lower loading area (feeds and posts, whose content starts high). */
  short?: boolean;
  /** Keep the navbar while the first load runs (it is hidden by default). */
  keepNavbar?: boolean;
}

/**
 * What a page shows instead of its content: the error page of a failed query (555 raises the
 * global one), a spinner while the first load runs, or not-found when the query found nothing.
 * Null once the page can render. Use: `if (guard || !entity) return guard;`.
 */
export function usePageGuard({
  found,
  loading,
  error,
  renderError = errorPage,
  short = false,
  keepNavbar = false,
}: PageGuardOptions): ReactNode | null {
  const pageError = useRequestError(error ?? null, 'page');
  useNavbarWaiting(!keepNavbar && loading && !found && !error);
  const notFound = !pageError && !found && !loading;
  usePrerenderReady(found || !loading || Boolean(pageError), notFound ? 404 : 200);
  if (pageError) return renderError(pageError.page ?? 'notFound');
  if (found) return null;
  if (loading) {
    return (
      <div className={short ? `${styles.loading} ${styles.short}` : styles.loading}>
        <Spinner label={messages.common.loading} />
      </div>
    );
  }
  return renderError('notFound');
}
