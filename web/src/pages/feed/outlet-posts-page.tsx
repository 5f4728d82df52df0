import { useQuery } from '@apollo/client/react';
import { NavLink } from 'react-router';
import {
  OutletPostsOrganisationDocument,
  OutletPostsPlaceDocument,
  type PostType,
} from '../../gql/graphql';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import { PostList } from '../../features/post/post-list';
import { navLinkClass } from '../../components/ui/nav-link-class';
import styles from './feed.module.css';
import { usePageGuard } from '../../components/ui/page-guard';

export type OutletKind = 'place' | 'organisation';
export type OutletPostType = Extract<PostType, 'NEWS' | 'REVIEW'>;

interface Outlet {
  id: string;
  name: string;
  href: string;
  newsHref: string;
  reviewsHref: string;
  crumbs: Crumb[];
}

/** The place or chain the page is about, by the id (or slug) in the URL. */
function useOutlet(kind: OutletKind, id: string) {
  const place = useQuery(OutletPostsPlaceDocument, { variables: { id }, skip: kind !== 'place' });
  const organisation = useQuery(OutletPostsOrganisationDocument, {
    variables: { id },
    skip: kind !== 'organisation',
  });
  const home: Crumb = { label: messages.place.home, href: paths.home.getHref() };
  let outlet: Outlet | null = null;
  const p = place.data?.place;
  const o = organisation.data?.organisation;
  if (kind === 'place' && p) {
    const href = paths.place.getHref(p.latinName);
    const crumbs = [home];
    if (p.city) crumbs.push({ label: p.city.name, href: paths.places.getHref(p.city.latinName) });
    crumbs.push({ label: p.name, href });
    outlet = {
      id: p.id,
      name: p.name,
      href,
      newsHref: paths.placeNews.getHref(p.latinName),
      reviewsHref: paths.placeReviews.getHref(p.latinName),
      crumbs,
    };
  } else if (kind === 'organisation' && o) {
    const href = paths.organisation.getHref(o.id);
    outlet = {
      id: o.id,
      name: o.name,
      href,
      newsHref: paths.organisationNews.getHref(o.id),
      reviewsHref: paths.organisationReviews.getHref(o.id),
      crumbs: [home, { label: o.name, href }],
    };
  }
  const state = kind === 'place' ? place : organisation;
  return { outlet, loading: state.loading, error: state.error };
}

const tabClass = navLinkClass(styles.tab, styles.tabActive);

/**
 * `/{placeId}/news|reviews` and `/organisations/{id}/news|reviews`: the place's or chain's news
 * or reviews as post cards (Hide is offered there to its staff), with the SPEC's empty states.
 */
export function OutletPostsPage({
  kind,
  id,
  type,
}: {
  kind: OutletKind;
  id: string;
  type: OutletPostType;
}) {
  const { outlet, loading, error } = useOutlet(kind, id);
  const guard = usePageGuard({ found: Boolean(outlet), loading, error, short: true });
  const title = outlet
    ? type === 'NEWS'
      ? messages.feed.newsTitle(outlet.name)
      : messages.feed.reviewsTitle(outlet.name)
    : messages.common.loading;
  useHead({
    title,
    canonical: outlet ? (type === 'NEWS' ? outlet.newsHref : outlet.reviewsHref) : undefined,
  });

  if (guard || !outlet) return guard;
  const label = type === 'NEWS' ? messages.feed.news : messages.feed.reviews;
  const filter =
    kind === 'place' ? { placeId: outlet.id, type } : { organisationId: outlet.id, type };
  return (
    <>
      <Breadcrumbs crumbs={[...outlet.crumbs, { label }]} />
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <nav className={styles.tabs} aria-label={outlet.name}>
          <NavLink to={outlet.newsHref} className={tabClass} end>
            {messages.feed.news}
          </NavLink>
          <NavLink to={outlet.reviewsHref} className={tabClass} end>
            {messages.feed.reviews}
          </NavLink>
        </nav>
        <PostList
          key={`${outlet.id}-${type}`}
          filter={filter}
          empty={type === 'NEWS' ? messages.feed.newsEmpty : messages.feed.reviewsEmpty}
        />
      </div>
    </>
  );
}
