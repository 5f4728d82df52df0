import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { PlacesIcon } from '../../components/ui/icons';
import {
  FirstPageState,
  firstPageOf,
  ShowMoreFooter,
  useShowMore,
} from '../../components/ui/paged-list';
import { PAGE_SIZE } from '../../lib/constants';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { useListHead } from '../../lib/infra/list-head';
import { PageLinks, pageFrom, pageHref } from '../../components/ui/page-links';
import list from '../../components/ui/list-row.module.css';
import typography from '../../components/ui/text.module.css';
import styles from './organisation.module.css';
import { OrganisationsPageDocument } from '../../gql/graphql';

/** The list's path at `page` (page 1 has no parameter). */
function organisationsPageHref(city: string, page: number): string {
  return pageHref(paths.organisations.getHref(city), new URLSearchParams(), page);
}

/**
 * /{cityName}/organisations: the chains of a city, a page at a time (Show more); `?page=N` opens
 * the list at that page, with prev/next links in the head and under the list (SPEC section 2).
 */
export function OrganisationsPage({ city }: { city: string }) {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const start = (page - 1) * PAGE_SIZE;
  const result = useQuery(OrganisationsPageDocument, {
    variables: { city, offset: start, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const { data, fetchMore } = result;
  const cityName = data?.city?.name ?? '';
  const canonical = organisationsPageHref(city, page);
  const listTitle = cityName
    ? messages.organisation.listTitle(cityName)
    : messages.organisation.title;
  const title = page > 1 ? `${listTitle}, ${messages.placesBrowse.page(page)}` : listTitle;
  const description = cityName ? messages.organisation.listDescription(cityName) : undefined;
  const items = data?.organisations.items ?? [];
  const hasMore = data?.organisations.hasMore ?? false;
  const prevPage = page > 1 ? page - 1 : null;
  // Pages after the ones shown so far (Show more appends them to this page).
  const nextPage = data && hasMore ? page + Math.max(1, Math.ceil(items.length / PAGE_SIZE)) : null;
  // The head names the page after the one the URL names, however many Show more added.
  const followedByPage = Boolean(data) && (hasMore || items.length > PAGE_SIZE);
  useHead({ title, description, canonical });
  useListHead({
    title,
    description,
    url: cityName ? canonical : undefined,
    prev: prevPage ? organisationsPageHref(city, prevPage) : null,
    next: followedByPage ? organisationsPageHref(city, page + 1) : null,
  });

  const more = useShowMore(() =>
    fetchMore({ variables: { offset: start + items.length, limit: PAGE_SIZE } }),
  );

  const body = (
    <>
      <FirstPageState
        {...firstPageOf(result, items.length)}
        empty={{ icon: <PlacesIcon size={32} />, title: messages.organisation.empty }}
        missingIsEmpty
      />
      {items.length > 0 ? (
        <>
          <ul className={list.list} aria-label={messages.organisation.organisations}>
            {items.map((organisation) => (
              <li key={organisation.id}>
                <Link to={paths.organisation.getHref(organisation.id)} className={list.row}>
                  <span className={`${styles.avatar} ${styles.rowAvatar}`}>
                    {organisation.avatar ? (
                      <img src={organisation.avatar.thumbnail.url} alt="" loading="lazy" />
                    ) : (
                      organisation.name.charAt(0).toUpperCase()
                    )}
                  </span>
                  <span className={list.text}>
                    <strong>{organisation.name}</strong>
                    <span className={typography.muted}>
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
          <ShowMoreFooter more={more} hasMore={hasMore} label={messages.organisation.showMore} />
          <PageLinks
            page={page}
            prevHref={prevPage ? organisationsPageHref(city, prevPage) : null}
            nextHref={nextPage ? organisationsPageHref(city, nextPage) : null}
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
      <h1 className={styles.title}>{listTitle}</h1>
      {body}
    </section>
  );
}
