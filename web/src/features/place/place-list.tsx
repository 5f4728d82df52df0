import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { AlertIcon, PlacesIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { graphql } from '../../gql/gql';
import { INFINITE_SCROLL_SCREENS, PAGE_SIZE } from '../../lib/constants';
import { messages } from '../../lib/messages';
import { useRequestError } from '../../lib/use-request-error';
import { PlaceCard } from './place-card';
import styles from './place-list.module.css';

export const PlaceListQuery = graphql(`
  query PlaceList($city: String!, $offset: Int!, $limit: Int!) {
    places(city: $city, offset: $offset, limit: $limit) {
      hasMore
      items {
        id
        ...PlaceCard_place
      }
    }
  }
`);

/** Calls `onReach` whenever the sentinel comes within `screens` viewport heights. */
function useInfiniteScroll(onReach: () => void, enabled: boolean, version: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer after every page reports the sentinel's current state at once, so a short
    // page that still leaves the end within reach keeps loading.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_SCREENS * window.innerHeight}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, version]);
  return sentinel;
}

/** The places of one city: cards, infinite scroll, Show more, empty and error states. */
export function PlaceList({ city }: { city: string }) {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(PlaceListQuery, {
    variables: { city, offset: 0, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const [moreError, setMoreError] = useState<unknown>(null);
  const loadingMore = useRef(false);
  const [loadingMoreState, setLoadingMoreState] = useState(false);

  const items = data?.places.items ?? [];
  const hasMore = data?.places.hasMore ?? false;

  const loadMore = useCallback(async () => {
    if (loadingMore.current) return;
    loadingMore.current = true;
    setLoadingMoreState(true);
    setMoreError(null);
    try {
      await fetchMore({ variables: { offset: items.length, limit: PAGE_SIZE } });
    } catch (failure) {
      setMoreError(failure);
    } finally {
      loadingMore.current = false;
      setLoadingMoreState(false);
    }
  }, [fetchMore, items.length]);

  const canAutoLoad = hasMore && !loadingMoreState && !moreError;
  const sentinel = useInfiniteScroll(() => void loadMore(), canAutoLoad, items.length);

  const listError = useRequestError(error, 'list');
  const pagingError = useRequestError(moreError, 'list');

  const firstLoad = networkStatus === NetworkStatus.loading && items.length === 0;
  if (firstLoad) {
    return (
      <div className={styles.center}>
        <Spinner label={messages.places.loading} />
      </div>
    );
  }

  if (listError && items.length === 0) {
    const notFound = !listError.retry;
    return (
      <StateMessage
        icon={notFound ? <PlacesIcon size={32} /> : <AlertIcon size={32} />}
        title={notFound ? messages.places.empty : listError.message}
        role={notFound ? 'status' : 'alert'}
        actions={
          listError.retry ? (
            <Button variant="secondary" onClick={() => void refetch()}>
              {messages.places.retry}
            </Button>
          ) : null
        }
      />
    );
  }

  if (items.length === 0 && !hasMore) {
    return (
      <StateMessage icon={<PlacesIcon size={32} />} title={messages.places.empty} role="status" />
    );
  }

  return (
    <>
      <ul role="list" aria-label={messages.places.listLabel} className={styles.grid}>
        {items.map((place, index) => (
          <li key={place.id} role="listitem" className={styles.item}>
            <PlaceCard place={place} eager={index < 6} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.footer}>
        {pagingError ? (
          <div className={styles.pagingError} role="alert">
            <p>{pagingError.message}</p>
            {pagingError.retry ? (
              <Button variant="secondary" onClick={() => void loadMore()}>
                {messages.places.retry}
              </Button>
            ) : null}
          </div>
        ) : loadingMoreState ? (
          <Spinner label={messages.places.loading} size={28} />
        ) : hasMore ? (
          <Button variant="secondary" size="lg" onClick={() => void loadMore()}>
            {messages.places.showMore}
          </Button>
        ) : null}
      </div>
    </>
  );
}
