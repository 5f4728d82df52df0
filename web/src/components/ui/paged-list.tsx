import { useState, type ReactNode } from 'react';
import { messages } from '../../lib/messages';
import { useRequestError } from '../../lib/use-request-error';
import { Button } from './button';
import { AlertIcon } from './icons';
import { Spinner } from './spinner';
import { StateMessage } from './state-message';
import styles from './paged-list.module.css';

/**
 * Show more for a list that grows with Apollo's `fetchMore` (the cache merges the pages): runs
 * one next page at a time and keeps its failure for the footer's Retry.
 */
export function useShowMore(fetchNext: () => Promise<unknown>) {
  const [moreError, setMoreError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  async function showMore() {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchNext();
    } catch (failure) {
      setMoreError(failure);
    } finally {
      setLoadingMore(false);
    }
  }

  return { showMore: () => void showMore(), loadingMore, moreError };
}

interface ShowMoreFooterProps {
  /** What `useShowMore` returned. */
  more: ReturnType<typeof useShowMore>;
  hasMore: boolean;
  /** The button's label ('Show more' in the list's words). */
  label: string;
  loadingLabel?: string;
}

/** Under a list: the failed next page with Retry, a spinner while it loads, or Show more. */
export function ShowMoreFooter({
  more,
  hasMore,
  label,
  loadingLabel = messages.common.loading,
}: ShowMoreFooterProps) {
  const pagingError = useRequestError(more.moreError, 'list');
  return (
    <div className={styles.footer}>
      {pagingError ? (
        <div role="alert" className={styles.pagingError}>
          <p>{pagingError.message}</p>
          {pagingError.retry ? (
            <Button variant="secondary" onClick={more.showMore}>
              {messages.errors.retry}
            </Button>
          ) : null}
        </div>
      ) : more.loadingMore ? (
        <Spinner label={loadingLabel} size={28} />
      ) : hasMore ? (
        <Button variant="secondary" size="lg" onClick={more.showMore}>
          {label}
        </Button>
      ) : null}
    </div>
  );
}

interface FirstPageStateProps {
  /** The first page is loading and nothing is cached. */
  loading: boolean;
  error: unknown;
  onRetry(): void;
  isEmpty: boolean;
  /** What an empty list says. */
  empty: { icon: ReactNode; title: string; subtitle?: string };
  /** An error without Retry (the list's owner does not exist) reads as the empty list. */
  missingIsEmpty?: boolean;
  loadingLabel?: string;
}

/**
 * What a paged list shows before it has items: a spinner, the error with Retry, or its empty
 * message; null once there are items to show.
 */
export function FirstPageState({
  loading,
  error,
  onRetry,
  isEmpty,
  empty,
  missingIsEmpty = false,
  loadingLabel = messages.common.loading,
}: FirstPageStateProps) {
  const listError = useRequestError(error, 'list');
  if (!isEmpty) return null;
  if (loading) {
    return (
      <div className={styles.center}>
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (listError && !(missingIsEmpty && !listError.retry)) {
    return (
      <StateMessage
        icon={<AlertIcon size={32} />}
        title={listError.message}
        role="alert"
        actions={
          listError.retry ? (
            <Button variant="secondary" onClick={onRetry}>
              {messages.errors.retry}
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <StateMessage icon={empty.icon} title={empty.title} subtitle={empty.subtitle} role="status" />
  );
}
