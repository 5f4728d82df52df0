import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { PlacesIcon } from '../../components/ui/icons';
import { FirstPageState, ShowMoreFooter, useShowMore } from '../../components/ui/paged-list';
import { graphql } from '../../gql/gql';
import { PAGE_SIZE } from '../../lib/constants';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
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
  const cityName = data?.city?.name ?? '';
  const canonical = paths.organisations.getHref(city);
  const title = cityName ? messages.organisation.listTitle(cityName) : messages.organisation.title;
  const description = cityName ? messages.organisation.listDescription(cityName) : undefined;
  useHead({ title, description, canonical });
  useOpenGraph(cityName ? { title, description, url: canonical } : null);
  const items = data?.organisations.items ?? [];

  const more = useShowMore(() =>
    fetchMore({ variables: { offset: items.length, limit: PAGE_SIZE } }),
  );

  const body = (
    <>
      <FirstPageState
        loading={networkStatus === NetworkStatus.loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={items.length === 0}
        empty={{ icon: <PlacesIcon size={32} />, title: messages.organisation.empty }}
        missingIsEmpty
      />
      {items.length > 0 ? (
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
          <ShowMoreFooter
            more={more}
            hasMore={data?.organisations.hasMore ?? false}
            label={messages.organisation.showMore}
          />
        </>
      ) : null}
    </>
  );

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
