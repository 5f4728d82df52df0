import { NetworkStatus } from '@apollo/client';
import { useState, type ReactNode } from 'react';
import * as messages from '../../lib/messages';
import { useInfiniteScroll } from '../../lib/hooks/use-infinite-scroll';
import { useRequestError } from '../../lib/hooks/use-request-error';
import type { ErrorView } from '../../lib/infra/errors';
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

interface PagingFooterProps {
  /** The next page's failure as `useRequestError` words it, or null. */
  failure: ErrorView | null;
  onRetry(): void;
  retryLabel?: string;
  /** The next page is loading. */
  loading: boolean;
  loadingLabel?: string;
  hasMore: boolean;
  onShowMore(): void;
  /** The button's label ('Show more' in the list's words). */
  label: string;
  /** The footer's and its failure's looks, for a list that sets its own. */
  classNames?: { footer: string | undefined; failure: string | undefined };
}

/** Under a list: the failed next page with Retry, a spinner while it loads, or Show more. */
export function PagingFooter({
  failure,
  onRetry,
  retryLabel = messages.errors.retry,
  loading,
  loadingLabel = messages.common.loading,
  hasMore,
  onShowMore,
  label,
  classNames = { footer: styles.footer, failure: styles.pagingError },
}: PagingFooterProps) {
  return (
    <div className={classNames.footer}>
      {failure ? (
        <div role="alert" className={classNames.failure}>
          <p>{failure.message}</p>
          {failure.retry ? (
            <Button variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
        </div>
      ) : loading ? (
        <Spinner label={loadingLabel} size={28} />
      ) : hasMore ? (
        <Button variant="secondary" size="lg" onClick={onShowMore}>
          {label}
        </Button>
      ) : null}
    </div>
  );
}

interface ShowMoreFooterProps {
  /** What `useShowMore` returned. */
  more: ReturnType<typeof useShowMore>;
  /** Whether there is a next page; undefined while no page is loaded, so none to show more of. */
  hasMore: boolean | undefined;
  /** The button's label ('Show more' in the list's words). */
  label: string;
  loadingLabel?: string;
}

/** The footer of a list that grows with `useShowMore`; Retry asks for the failed page again. */
export function ShowMoreFooter({ more, hasMore, label, loadingLabel }: ShowMoreFooterProps) {
  const failure = useRequestError(more.moreError, 'list');
  return (
    <PagingFooter
      failure={failure}
      onRetry={more.showMore}
      loading={more.loadingMore}
      loadingLabel={loadingLabel}
      hasMore={hasMore ?? false}
      onShowMore={more.showMore}
      label={label}
    />
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
 * The query behind a paged list, fetched with `notifyOnNetworkStatusChange` so that its network
 * status tells the first page's own load from a refetch or a next page.
 */
export interface FirstPageQuery {
  networkStatus: NetworkStatus;
  error?: unknown;
  refetch(): Promise<unknown>;
}

/**
 * FirstPageState's state from the query behind the list: it is loading only while the first
 * page loads, and Retry refetches the query.
 */
export function firstPageOf(query: FirstPageQuery, itemCount: number) {
  return {
    loading: query.networkStatus === NetworkStatus.loading,
    error: query.error,
    onRetry: () => void query.refetch(),
    isEmpty: itemCount === 0,
  };
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

/** The Apollo query behind a paged list: its first page's state, and Retry. */
export interface PagedQuery {
  loading: boolean;
  error?: unknown;
  refetch(): Promise<unknown>;
}

interface ScrollingListProps<Item extends { id: string }> {
  /** The first page: loading with nothing cached, or its failure (a missing owner reads empty). */
  query: PagedQuery;
  /** The pages loaded so far, merged by the cache. */
  page: { items: readonly Item[]; hasMore: boolean } | undefined;
  /** What `useShowMore` returned for this list. */
  more: ReturnType<typeof useShowMore>;
  /** What the list says when it has no items. */
  empty: FirstPageStateProps['empty'];
  className?: string;
  /** The list's accessible name, its loading label and its footer button ('Show more'). */
  wording: { listLabel: string; loading: string; showMore: string };
  renderItem(item: Item): ReactNode;
}

/**
 * A paged list that grows by infinite scroll, with Show more under it and its first page's
 * state before it has items; the end of the list is watched only while there is a next page to
 * load and no page is loading or failed.
 */
export function ScrollingList<Item extends { id: string }>({
  query,
  page,
  more,
  empty,
  className,
  wording,
  renderItem,
}: ScrollingListProps<Item>) {
  const items = page?.items ?? [];
  const hasMore = page?.hasMore ?? false;
  const canLoadMore = hasMore && !more.loadingMore && !more.moreError;
  const sentinel = useInfiniteScroll(more.showMore, canLoadMore, items.length);
  return (
    <>
      <FirstPageState
        loading={query.loading}
        error={query.error ?? null}
        onRetry={() => void query.refetch()}
        isEmpty={items.length === 0}
        missingIsEmpty
        empty={empty}
        loadingLabel={wording.loading}
      />
      {items.length > 0 ? (
        <ul className={className} aria-label={wording.listLabel}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : null}
      <div ref={sentinel} aria-hidden="true" />
      {items.length > 0 ? (
        <ShowMoreFooter
          more={more}
          hasMore={hasMore}
          label={wording.showMore}
          loadingLabel={wording.loading}
        />
      ) : null}
    </>
  );
}
