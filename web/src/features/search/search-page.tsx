import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import {
  FirstPageState,
  firstPageOf,
  ShowMoreFooter,
  useShowMore,
} from '../../components/ui/paged-list';
import { StateMessage } from '../../components/ui/state-message';
import { SearchDocument, type SearchQuery } from '../../gql/graphql';
import { PAGE_SIZE } from '../../lib/constants';
import { useStoredCurrentCity } from '../../lib/domain/current-city';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { FollowButton } from '../../components/follow-button';
import { Avatar } from '../../components/ui/avatar';
import list from '../../components/ui/list-row.module.css';
import styles from './search-page.module.css';

type SearchResult = SearchQuery['search']['items'][number];

/**
 * /search?query=: places and profiles found together (the gateway runs both searches at once and
 * shuffles them; SPEC section 7). A new query replaces the one in flight: Apollo unsubscribes the
 * old request, which aborts it.
 */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('query')?.trim() ?? '';
  useHead({
    title: query ? messages.search.resultsFor(query) : messages.search.title,
    noIndex: true,
  });

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>
        {query ? messages.search.resultsFor(query) : messages.search.title}
      </h1>
      {query ? (
        <SearchResults key={query} query={query} />
      ) : (
        <StateMessage
          icon={<SearchIcon size={32} />}
          title={messages.search.prompt}
          subtitle={messages.search.promptHint}
        />
      )}
    </section>
  );
}

function SearchResults({ query }: { query: string }) {
  // SPEC: the city being browsed ranks its places first.
  const city = useStoredCurrentCity();
  const result = useQuery(SearchDocument, {
    variables: { query, offset: 0, limit: PAGE_SIZE, city },
    notifyOnNetworkStatusChange: true,
  });
  const { data, fetchMore } = result;
  const page = data?.search;
  const items = page?.items ?? [];
  const more = useShowMore(() =>
    fetchMore({ variables: { offset: page?.nextOffset ?? 0, limit: PAGE_SIZE } }),
  );

  const firstPageState = (
    <FirstPageState
      {...firstPageOf(result, items.length)}
      empty={{
        icon: <SearchIcon size={32} />,
        title: messages.search.nothingFound,
        subtitle: messages.search.nothingFoundHint,
      }}
      loadingLabel={messages.search.loading}
    />
  );
  if (items.length === 0) return firstPageState;

  return (
    <>
      {firstPageState}
      <ul className={list.list} aria-label={messages.search.title}>
        {items.map((item) => (
          <li key={`${item.__typename}:${item.id}`} className={styles.item}>
            <SearchResultRow result={item} />
            {item.__typename === 'User' ? (
              // Beside the row's link, not inside it: a button in a link is invalid.
              <div className={styles.follow}>
                <FollowButton user={item} size="sm" />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ShowMoreFooter
        more={more}
        hasMore={page?.hasMore}
        label={messages.search.showMore}
        loadingLabel={messages.search.loading}
      />
    </>
  );
}

function SearchResultRow({ result }: { result: SearchResult }) {
  const isPlace = result.__typename === 'Place';
  const name = isPlace ? result.name : result.displayName;
  const href = isPlace ? paths.place.getHref(result.latinName) : paths.user.getHref(result.id);
  const details = isPlace
    ? [messages.search.place, result.category?.name, result.city?.name]
    : [messages.search.profile, result.city?.name];
  return (
    <Link to={href} className={list.row} data-kind={isPlace ? 'place' : 'user'}>
      <Avatar url={result.avatar?.thumbnail.url} name={name} size="lg" square={isPlace} />
      <span className={list.text}>
        <span className={list.name}>{name}</span>
        <span className={list.details}>{details.filter(Boolean).join(' · ')}</span>
      </span>
    </Link>
  );
}
