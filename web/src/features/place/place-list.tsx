import { useQuery } from '@apollo/client/react';
import {
  memo,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { PagingFooter } from '../../components/ui/paged-list';
import { AlertIcon, PlacesIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import {
  PlaceListDocument,
  type PlaceCard_PlaceFragment,
  type PlaceFilter,
} from '../../gql/graphql';
import { PAGE_SIZE } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { readStored, writeStored } from '../../lib/infra/storage';
import { useInfiniteScroll } from '../../lib/hooks/use-infinite-scroll';
import { useRequestError } from '../../lib/hooks/use-request-error';
import { PlaceCard } from './place-card';
import { useNow } from '../../lib/hooks/use-now';
import cardGrid from '../../components/ui/card-grid.module.css';
import styles from './place-list.module.css';

export interface PlaceListVariables {
  city: string;
  filter: PlaceFilter;
  lat?: number | null;
  lon?: number | null;
}

type ChunkState =
  | { status: 'loading' }
  | { status: 'done'; count: number; hasMore: boolean }
  | { status: 'failed'; error: unknown; retry(): void };

/**
 * One page of the list at its offset. Each page is its own cached query (the cache keys `places`
 * by offset), so a list that starts at `?page=4` and grows by scrolling never mixes with the
 * same list started elsewhere, and going back restores every page from the cache.
 */
function PlaceListChunk({
  variables,
  offset,
  eagerCount,
  now,
  onState,
}: {
  variables: PlaceListVariables;
  offset: number;
  eagerCount: number;
  now: Date;
  onState(offset: number, state: ChunkState): void;
}) {
  const { data, error, refetch } = useQuery(PlaceListDocument, {
    variables: { ...variables, offset, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.places;

  useEffect(() => {
    if (page) onState(offset, { status: 'done', count: page.items.length, hasMore: page.hasMore });
    else if (error) onState(offset, { status: 'failed', error, retry: () => void refetch() });
    else onState(offset, { status: 'loading' });
  }, [page, error, offset, onState, refetch]);

  if (!page) return null;
  return page.items.map((place, index) => (
    <PlaceListItem key={place.id} place={place} eager={index < eagerCount} now={now} />
  ));
}

/**
 * One card, hydrated apart (a Suspense boundary): React hydrates the cards after the page's shell,
 * a few at a time between the browser's own work, and first the one a visitor touches. Memoized,
 * so the list's own re-renders while the page starts (its pages reporting in) pass a boundary
 * not yet hydrated no new props: new props would make React hydrate every card at once, in one
 * long task, to apply them.
 */
const PlaceListItem = memo(function PlaceListItem({
  place,
  eager,
  now,
}: {
  place: PlaceCard_PlaceFragment;
  eager: boolean;
  now: Date;
}) {
  return (
    <li role="listitem" className={cardGrid.item}>
      <Suspense fallback={null}>
        <PlaceCard place={place} eager={eager} now={now} />
      </Suspense>
    </li>
  );
});

/**
 * The pages a list shows, remembered per history entry (sessionStorage under the location's key):
 * coming Back to a list that had grown by scrolling shows every page it had, each from the cache,
 * not only its first one.
 */
function useRestoredOffsets(
  startOffset: number,
  variables: PlaceListVariables,
): [number[], Dispatch<SetStateAction<number[]>>] {
  const { key } = useLocation();
  const storageKey = `place-list:${key}:${startOffset}:${JSON.stringify(variables)}`;
  const [offsets, setOffsets] = useState<number[]>(() => {
    const stored = storedOffsets(storageKey);
    const valid =
      stored !== null &&
      stored.length > 1 &&
      stored.every((offset, index) => offset === startOffset + index * PAGE_SIZE);
    return valid ? stored : [startOffset];
  });
  useEffect(() => {
    // Storage full or disabled: Back then shows the first page only.
    writeStored(storageKey, offsets.length > 1 ? JSON.stringify(offsets) : null, 'session');
  }, [storageKey, offsets]);
  return [offsets, setOffsets];
}

function storedOffsets(storageKey: string): number[] | null {
  try {
    const parsed: unknown = JSON.parse(readStored(storageKey, 'session') ?? 'null');
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'number')
      ? (parsed as number[])
      : null;
  } catch {
    return null;
  }
}

export interface PlaceListProps {
  variables: PlaceListVariables;
  /** Where the list starts (`?page=N` starts at (N-1) pages). */
  startOffset?: number;
  /** What an empty list says (the city has none, nothing matches the filter, no following). */
  empty: { title: string; hint?: string };
  /** Told how far the list reaches, for the page links (rel prev/next). */
  onExtent?(extent: ListExtent): void;
  /**
   * Shown under the list (the page links), given how far the list reaches as it renders (null
   * until its first page is in): from the first render on, the server's HTML included.
   */
  footer?(extent: ListExtent | null): ReactNode;
}

/** How many places a list shows from where it starts, and whether more follow. */
export interface ListExtent {
  loaded: number;
  hasMore: boolean;
}

/** Places as cards: infinite scroll, Show more, empty and error states, SPEC section 2. */
export function PlaceList({ variables, startOffset = 0, empty, onExtent, footer }: PlaceListProps) {
  const [offsets, setOffsets] = useRestoredOffsets(startOffset, variables);
  const [states, setStates] = useState<ReadonlyMap<number, ChunkState>>(new Map());
  const now = useNow();

  const onState = useCallback((offset: number, state: ChunkState) => {
    setStates((previous) => new Map(previous).set(offset, state));
  }, []);

  // The first page as the cache already holds it (a page rendered on the server came with it):
  // the list shows from its first render, not only once its pages have reported in an effect.
  const { data: cachedFirst } = useQuery(PlaceListDocument, {
    variables: { ...variables, offset: startOffset, limit: PAGE_SIZE },
    fetchPolicy: 'cache-only',
  });
  const cachedFirstState: ChunkState = cachedFirst?.places
    ? {
        status: 'done',
        count: cachedFirst.places.items.length,
        hasMore: cachedFirst.places.hasMore,
      }
    : { status: 'loading' };
  const lastOffset = offsets[offsets.length - 1] ?? startOffset;
  const first = states.get(startOffset) ?? cachedFirstState;
  const last =
    states.get(lastOffset) ?? (lastOffset === startOffset ? first : { status: 'loading' });
  const loaded = offsets.reduce((sum, offset) => {
    const state = offset === startOffset ? first : states.get(offset);
    return sum + (state?.status === 'done' ? state.count : 0);
  }, 0);
  const hasMore = last.status === 'done' && last.hasMore;

  useEffect(() => {
    if (last.status === 'done') onExtent?.({ loaded, hasMore });
  }, [last.status, loaded, hasMore, onExtent]);

  const loadMore = useCallback(() => {
    setOffsets((current) => {
      const end = current[current.length - 1] ?? startOffset;
      const next = end + PAGE_SIZE;
      return current.includes(next) ? current : [...current, next];
    });
  }, [startOffset, setOffsets]);

  const sentinel = useInfiniteScroll(loadMore, hasMore, offsets.length);
  const listError = useRequestError(first.status === 'failed' ? first.error : null, 'list');
  const pagingError = useRequestError(
    offsets.length > 1 && last.status === 'failed' ? last.error : null,
    'list',
  );

  const failedLast = last.status === 'failed' ? last : null;
  const isEmpty = first.status === 'done' && first.count === 0 && offsets.length === 1;
  // The pages stay mounted under an error, so Retry refetches the very query that failed.
  const failedView =
    first.status === 'failed' && listError ? (
      <StateMessage
        icon={!listError.retry ? <PlacesIcon size={32} /> : <AlertIcon size={32} />}
        title={!listError.retry ? empty.title : listError.message}
        role={!listError.retry ? 'status' : 'alert'}
        actions={
          listError.retry ? (
            <Button variant="secondary" onClick={first.retry}>
              {messages.places.retry}
            </Button>
          ) : null
        }
      />
    ) : null;

  return (
    <>
      {first.status === 'loading' ? (
        <div className={styles.center}>
          <Spinner label={messages.places.loading} />
        </div>
      ) : null}
      {failedView}
      {isEmpty ? (
        <StateMessage
          icon={<PlacesIcon size={32} />}
          title={empty.title}
          subtitle={empty.hint}
          role="status"
        />
      ) : null}
      <ul
        role="list"
        aria-label={messages.places.listLabel}
        className={cardGrid.grid}
        hidden={isEmpty || first.status !== 'done'}
      >
        {offsets.map((offset, index) => (
          <PlaceListChunk
            key={offset}
            variables={variables}
            offset={offset}
            eagerCount={index === 0 ? 6 : 0}
            now={now}
            onState={onState}
          />
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {first.status === 'done' && !isEmpty ? (
        <PagingFooter
          failure={failedLast ? pagingError : null}
          onRetry={() => failedLast?.retry()}
          retryLabel={messages.places.retry}
          loading={last.status === 'loading'}
          loadingLabel={messages.places.loading}
          hasMore={hasMore}
          onShowMore={loadMore}
          label={messages.places.showMore}
          classNames={{ footer: styles.footer, failure: styles.pagingError }}
        />
      ) : null}
      {footer?.(
        // While a further page loads (or has failed to), more follow what is loaded.
        last.status === 'done'
          ? { loaded, hasMore }
          : loaded > 0
            ? { loaded, hasMore: true }
            : null,
      )}
    </>
  );
}
