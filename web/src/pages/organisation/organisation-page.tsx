import { useQuery } from '@apollo/client/react';
import { ShowMoreFooter, useShowMore } from '../../components/ui/paged-list';
import { PAGE_SIZE } from '../../lib/constants';
import { useHead } from '../../lib/infra/head';
import { useNow } from '../../lib/hooks/use-now';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { StatList } from '../../components/ui/stat-list';
import { PlaceCard } from '../../features/place/place-card';
import cardGrid from '../../components/ui/card-grid.module.css';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import { useOpenGraph } from '../../lib/infra/open-graph';
import { WritePostLink } from '../../features/post-editor/write-post-link';
import { OrganisationManageLinks } from '../../features/place-management/manage-links';
import { WriteMessageButton } from '../../features/chat/write-message-button';
import typography from '../../components/ui/text.module.css';
import styles from '../../features/organisation/organisation.module.css';
import { usePageGuard } from '../../components/ui/page-guard';
import { PermissionEntry } from '../../features/permissions/permission-entry';
import { OrganisationPageDocument } from '../../gql/graphql';

/** /organisations/{organisationId}: the chain, its counts and its places (Show more). */
export function OrganisationPage({ organisationId }: { organisationId: string }) {
  const { data, loading, error, fetchMore } = useQuery(OrganisationPageDocument, {
    variables: { id: organisationId, offset: 0, limit: PAGE_SIZE },
  });
  const organisation = data?.organisation;
  const guard = usePageGuard({ found: Boolean(organisation), loading, error });
  const now = useNow();
  const more = useShowMore(() =>
    fetchMore({
      variables: { offset: data?.organisation?.places.items.length ?? 0, limit: PAGE_SIZE },
    }),
  );
  const canonical = organisation ? paths.organisation.getHref(organisation.id) : undefined;
  const description = organisation
    ? messages.organisation.pageDescription(organisation.name, organisation.placeCount)
    : undefined;
  useHead({ title: organisation?.name ?? messages.common.loading, description, canonical });
  useOpenGraph(
    organisation
      ? {
          title: organisation.name,
          description,
          image: organisation.avatar?.standard.url,
          url: canonical,
        }
      : null,
  );

  if (guard || !organisation) return guard;

  const places = organisation.places.items;

  const crumbs: Crumb[] = [{ label: messages.place.home, href: paths.home.getHref() }];
  if (organisation.city) {
    crumbs.push({
      label: organisation.city.name,
      href: paths.places.getHref(organisation.city.latinName),
    });
    crumbs.push({
      label: messages.organisation.organisations,
      href: paths.organisations.getHref(organisation.city.latinName),
    });
  }
  crumbs.push({ label: organisation.name });
  const stats = [
    { label: messages.organisation.placeCount, value: organisation.placeCount },
    // The chain's news and reviews pages.
    {
      label: messages.organisation.news,
      value: organisation.newsCount,
      href: paths.organisationNews.getHref(organisation.id),
    },
    {
      label: messages.organisation.reviews,
      value: organisation.reviewCount,
      href: paths.organisationReviews.getHref(organisation.id),
    },
  ];

  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.header}>
        <span className={styles.avatar}>
          {organisation.avatar ? (
            <img src={organisation.avatar.thumbnail.url} alt="" />
          ) : (
            organisation.name.charAt(0).toUpperCase()
          )}
        </span>
        <div>
          {organisation.category ? (
            <p className={styles.category}>{organisation.category.name}</p>
          ) : null}
          <h1 className={styles.title}>{organisation.name}</h1>
          {organisation.city ? <p className={typography.muted}>{organisation.city.name}</p> : null}
        </div>
      </header>
      <div className={styles.actions}>
        <WritePostLink organisation={organisation} />
        <WriteMessageButton to={{ organisationId: organisation.id }} />
        <PermissionEntry subject="organisation" outlet={organisation} />
        <OrganisationManageLinks organisation={organisation} />
      </div>
      <StatList stats={stats} className={styles.stats} />
      <section aria-labelledby="organisation-places" className={styles.section}>
        <h2 id="organisation-places" className={styles.sectionTitle}>
          {messages.organisation.places}
        </h2>
        {places.length > 0 ? (
          <ul className={cardGrid.grid} aria-label={messages.organisation.places}>
            {places.map((place) => (
              <li key={place.id} className={cardGrid.item}>
                <PlaceCard place={place} now={now} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={typography.muted}>{messages.organisation.noPlaces}</p>
        )}
        <ShowMoreFooter
          more={more}
          hasMore={organisation.places.hasMore}
          label={messages.organisation.showMore}
        />
      </section>
    </>
  );
}
