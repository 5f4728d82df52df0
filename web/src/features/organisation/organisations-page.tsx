import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { AlertIcon, PlacesIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { graphql } from '../../gql/gql';
import { PAGE_SIZE } from '../../lib/constants';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useRequestError } from '../../lib/use-request-error';
import { Breadcrumbs } from '../place-page/breadcrumbs';
import { useOpenGraph } from '../place-page/open-graph';
import styles from './organisation.module.css';

export const OrganisationsPageQuery = graphql(`
  query OrganisationsPage($city: String!, $offset: Int!, $limit: Int!) {
    city(latinName: $city) {
      id
      name
      latinName
    }
    organisations(city: $city, offset: $offset, limit: $limit) {
      hasMore
      items {
        id
        name
        placeCount
        category {
          id
          name
        }
        avatar {
          id
          thumbnail {
            url
          }
        }
      }
    }
  }
`);

/** /{cityName}/organisations: the chains of a city, a page at a time (Show more). */
export function OrganisationsPage({ city }: { city: string }) {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(OrganisationsPageQuery, {
    variables: { city, offset: 0, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const [moreError, setMoreError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const listError = useRequestError(error, 'list');
  const pagingError = useRequestError(moreError, 'list');
  const cityName = data?.city?.name ?? '';
  const canonical = paths.organisations.getHref(city);
  const title = cityName ? messages.organisation.listTitle(cityName) : messages.organisation.title;
  const description = cityName ? messages.organisation.listDescription(cityName) : undefined;
  useHead({ title, description, canonical });
  useOpenGraph(cityName ? { title, description, url: canonical } : null);
  const items = data?.organisations.items ?? [];

  async function loadMore() {
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchMore({ variables: { offset: items.length, limit: PAGE_SIZE } });
    } catch (failure) {
      setMoreError(failure);
    } finally {
      setLoadingMore(false);
    }
  }

  let body;
  if (networkStatus === NetworkStatus.loading && items.length === 0) {
    body = (
      <div className={styles.center}>
        <Spinner label={messages.common.loading} />
      </div>
    );
  } else if (listError && items.length === 0) {
    const notFound = !listError.retry;
    body = (
      <StateMessage
        icon={notFound ? <PlacesIcon size={32} /> : <AlertIcon size={32} />}
        title={notFound ? messages.organisation.empty : listError.message}
        role={notFound ? 'status' : 'alert'}
        actions={
          listError.retry ? (
            <Button variant="secondary" onClick={() => void refetch()}>
              {messages.errors.retry}
            </Button>
          ) : null
        }
      />
    );
  } else if (items.length === 0) {
    body = (
      <StateMessage
        icon={<PlacesIcon size={32} />}
        title={messages.organisation.empty}
        role="status"
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={messages.organisation.organisations}>
          {items.map((organisation) => (
            <li key={organisation.id}>
              <Link to={paths.organisation.getHref(organisation.id)} className={styles.row}>
                <span className={styles.avatar}>
                  {organisation.avatar ? (
                    <img src={organisation.avatar.thumbnail.url} alt="" loading="lazy" />
                  ) : (
                    organisation.name.charAt(0).toUpperCase()
                  )}
                </span>
                <span className={styles.rowText}>
                  <strong>{organisation.name}</strong>
                  <span className={styles.muted}>
                    {[
                      organisation.category?.name,
                      messages.place.organisationPlaces(organisation.placeCount),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          {pagingError ? (
            <div role="alert" className={styles.pagingError}>
              <p>{pagingError.message}</p>
              {pagingError.retry ? (
                <Button variant="secondary" onClick={() => void loadMore()}>
                  {messages.errors.retry}
                </Button>
              ) : null}
            </div>
          ) : loadingMore ? (
            <Spinner label={messages.common.loading} size={28} />
          ) : data?.organisations.hasMore ? (
            <Button variant="secondary" size="lg" onClick={() => void loadMore()}>
              {messages.organisation.showMore}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section className={styles.page}>
      <Breadcrumbs
        crumbs={[
          { label: messages.place.home, href: paths.home.getHref() },
          ...(cityName ? [{ label: cityName, href: paths.places.getHref(city) }] : []),
          { label: messages.organisation.organisations },
        ]}
      />
      <h1 className={styles.title}>{title}</h1>
      {body}
    </section>
  );
}
