import { useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PinIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { graphql } from '../../gql/gql';
import { useHideNavbar } from '../../lib/app-state';
import type { ErrorPageKind } from '../../lib/errors';
import { storeCurrentCity } from '../../lib/current-city';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useRequestError } from '../../lib/use-request-error';
import { averageCheckLevel, topBadges } from './place-labels';
import styles from './place-page.module.css';

export const PlacePageQuery = graphql(`
  query PlacePage($id: ID!) {
    place(id: $id) {
      id
      latinName
      name
      shortDescription
      description
      category {
        id
        name
      }
      cuisines {
        value
        label
      }
      city {
        id
        name
        latinName
      }
      avatar {
        id
        standard {
          url
          width
          height
        }
      }
      background {
        id
        cover {
          url
          width
          height
        }
      }
      averageCheck
      isTop50Bars
      isTop100Restaurants
      isTopCafes
      followerCount
      reviewCount
      newsCount
      location {
        street
        building
      }
    }
  }
`);

interface PlacePageProps {
  placeId: string;
  /** Renders the page error (not found and the like); the route decides how. */
  renderError(kind: ErrorPageKind): ReactNode;
}

/** /{placeId}: the first cut of the place page (the full page is a later issue). */
export function PlacePage({ placeId, renderError }: PlacePageProps) {
  const { data, loading, error } = useQuery(PlacePageQuery, { variables: { id: placeId } });
  const place = data?.place;
  const pageError = useRequestError(error ?? null, 'page');
  useHideNavbar(loading && !place && !error);
  useHead({
    title: place?.name ?? messages.common.loading,
    description: place?.shortDescription ?? undefined,
    // SPEC: a place opened by its hex id is canonically its slug.
    canonical: place ? paths.place.getHref(place.latinName) : undefined,
  });

  const cityOfPlace = place?.city?.latinName;
  useEffect(() => {
    // Browsing a place makes its city the current one (header, Places link).
    if (cityOfPlace) storeCurrentCity(cityOfPlace);
  }, [cityOfPlace]);

  if (pageError) return renderError(pageError.page ?? 'notFound');
  if (loading && !place) {
    return (
      <div className={styles.center}>
        <Spinner label={messages.common.loading} />
      </div>
    );
  }
  if (!place) return renderError('notFound');

  const cover = place.background?.cover ?? place.avatar?.standard ?? null;
  const check = averageCheckLevel(place.averageCheck);
  const address = [place.location?.street, place.location?.building].filter(Boolean).join(', ');
  const stats = [
    { label: messages.place.followers, value: place.followerCount },
    { label: messages.place.reviews, value: place.reviewCount },
    { label: messages.place.news, value: place.newsCount },
  ];

  return (
    <article className={styles.page}>
      <div className={styles.cover}>
        {cover ? <img src={cover.url} alt="" width={cover.width} height={cover.height} /> : null}
      </div>
      <div className={styles.content}>
        {place.category ? <p className={styles.category}>{place.category.name}</p> : null}
        <h1 className={styles.title}>{place.name}</h1>
        {place.cuisines.length > 0 ? (
          <p className={styles.muted}>{place.cuisines.map((c) => c.label).join(' · ')}</p>
        ) : null}
        <div className={styles.tags}>
          {topBadges(place).map((badge) => (
            <span key={badge} className={styles.badge}>
              {badge}
            </span>
          ))}
          {check ? (
            <span className={styles.tag}>
              {messages.places.averageCheck} {check.label}
            </span>
          ) : null}
        </div>
        {address ? (
          <p className={styles.address}>
            <PinIcon size={18} />
            {address}
            {place.city ? `, ${place.city.name}` : ''}
          </p>
        ) : null}
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        {place.description || place.shortDescription ? (
          <p className={styles.description}>{place.description ?? place.shortDescription}</p>
        ) : null}
        <p className={styles.muted}>{messages.place.comingSoon}</p>
        {place.city ? (
          <Link to={paths.places.getHref(place.city.latinName)} className={styles.back}>
            ← {messages.place.backToPlaces}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
