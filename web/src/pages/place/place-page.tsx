import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect } from 'react';
import { RECOMMENDED_PLACES_LIMIT } from '../../lib/constants';
import { storeCurrentCity } from '../../lib/domain/current-city';
import { useHead } from '../../lib/infra/head';
import { useNow } from '../../lib/hooks/use-now';
import * as messages from '../../lib/messages';
import { MODAL_ID_PARAM, MODAL_PARAM, useModal } from '../../lib/infra/modal';
import { paths } from '../../lib/paths';
import { StatList } from '../../components/ui/stat-list';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { GallerySection } from './gallery-section';
import { useOpenGraph } from '../../lib/infra/open-graph';
import { placeCrumbs } from '../../lib/domain/place-crumbs';
import { RatingSummary } from './rating-summary';
import { RecommendedPlaces } from './recommended-places';
import { scheduleText } from '../../lib/infra/schedule/schedule-text';
import { averageCheckLevel, topBadges } from '../../features/place/place-labels';
import typography from '../../components/ui/text.module.css';
import styles from './place-page.module.css';
import { usePageGuard } from '../../components/ui/page-guard';
import { PlaceModeBar } from '../../features/moderation/mode-bar';
import { ModerationNotice } from '../../features/moderation/moderation-notice';
import { usePreviewedPlace } from '../../features/moderation/use-previewed-place';
import { LatestPosts } from './place-posts';
import { mainFirst } from './schedule-week';
import { PlaceSection } from './place-section';
import { PlaceActions } from './place-actions';
import { FeaturesSection } from './features-section';
import { ScheduleSection } from './schedule-section';
import { LocationSection } from './location-section';
import { LinksSection } from './links-section';
import { FollowersSection, OrganisationSection } from './people-sections';
import { PlacePageDocument } from '../../gql/graphql';

// The modals over the page load when opened: a first visit downloads and runs none of them.
const MapModal = lazy(() =>
  import('../../components/map/map-modal').then((module) => ({ default: module.MapModal })),
);
const FollowModals = lazy(() =>
  import('../../features/follow/follow-modals').then((module) => ({
    default: module.FollowModals,
  })),
);
const PhonesSheet = lazy(() =>
  import('./phones-sheet').then((module) => ({ default: module.PhonesSheet })),
);

interface PlacePageProps {
  placeId: string;
  /** Renders the page error (not found and the like); the route decides how. */
}

/** /{placeId}: everything SPEC section 3 says a place page shows. */
export function PlacePage({ placeId }: PlacePageProps) {
  const { data, loading, error } = useQuery(PlacePageDocument, {
    variables: { id: placeId, recommendedLimit: RECOMMENDED_PLACES_LIMIT },
  });
  // In preview mode the page shows the pending edit's texts.
  const place = usePreviewedPlace(data?.place);
  const guard = usePageGuard({ found: Boolean(place), loading, error });
  const { modal, closeModal } = useModal();
  // The status line's clock: while hydrating, the server's render time, so the texts agree.
  const now = useNow();
  const canonical = place ? paths.place.getHref(place.latinName) : undefined;
  const description =
    place?.shortDescription ??
    (place ? messages.place.pageDescription(place.name, place.city?.name ?? '') : undefined);
  useHead({
    title: place?.name ?? messages.common.loading,
    description,
    // SPEC: a place opened by its hex id is canonically its slug.
    canonical,
  });
  useOpenGraph(
    place
      ? {
          title: place.name,
          description,
          image: place.background?.cover.url ?? place.avatar?.standard.url,
          url: canonical,
          type: 'place',
        }
      : null,
  );

  const cityOfPlace = place?.city?.latinName;
  useEffect(() => {
    // Browsing a place makes its city the current one (header, Places link).
    if (cityOfPlace) storeCurrentCity(cityOfPlace);
  }, [cityOfPlace]);

  if (guard || !place) return guard;

  const slug = place.latinName;
  const cover = place.background?.cover ?? place.avatar?.standard ?? null;
  const check = averageCheckLevel(place.averageCheck);
  const schedules = mainFirst(place.schedules);
  const main = schedules.find((schedule) => schedule.isMain) ?? schedules[0];
  // The status line cards show, in the place's city time (SPEC section 4).
  const status = main && place.city ? scheduleText(main.items, now, place.city.timeZone) : null;
  const stats = [
    // The followers modal over this page (only the modal parameters change).
    {
      label: messages.place.followers,
      value: place.followerCount,
      href: `?${new URLSearchParams({ [MODAL_PARAM]: 'place_followers', [MODAL_ID_PARAM]: place.id }).toString()}`,
    },
    // The place's reviews and news pages.
    {
      label: messages.place.reviews,
      value: place.reviewCount,
      href: paths.placeReviews.getHref(slug),
    },
    { label: messages.place.news, value: place.newsCount, href: paths.placeNews.getHref(slug) },
  ];

  return (
    <>
      {/* The page's parts are Suspense boundaries: React hydrates each apart, in order, and first
          the one a visitor clicks. */}
      <Suspense fallback={null}>
        <Breadcrumbs crumbs={placeCrumbs(place)} />
      </Suspense>
      <PlaceModeBar place={place} />
      <article className={styles.page}>
        <div className={styles.cover}>
          {cover ? (
            // The page's largest paint: fetched first (the gateway's HTML preloads it too).
            <img
              src={cover.url}
              alt=""
              width={cover.width}
              height={cover.height}
              fetchPriority="high"
            />
          ) : null}
        </div>
        <div className={styles.content}>
          {place.category ? <p className={styles.category}>{place.category.name}</p> : null}
          <h1 className={styles.title}>{place.name}</h1>
          {place.cuisines.length > 0 ? (
            <p className={typography.muted}>{place.cuisines.map((c) => c.label).join(' · ')}</p>
          ) : null}
          <div className={styles.tags}>
            {topBadges(place).map((badge) => (
              <span key={badge} className={styles.badge}>
                {badge}
              </span>
            ))}
            {check ? (
              <span className={styles.tag}>
                {messages.place.averageCheck} {check.label}
              </span>
            ) : null}
          </div>
          <RatingSummary
            average={place.averageRating}
            count={place.reviewCount}
            href={paths.placeReviews.getHref(slug)}
          />
          <ModerationNotice place={place} />
          {status ? <p className={styles.status}>{status}</p> : null}
          {place.shortDescription ? <p className={styles.lead}>{place.shortDescription}</p> : null}
          <Suspense fallback={null}>
            <PlaceActions place={place} />
          </Suspense>
          <Suspense fallback={null}>
            <StatList stats={stats} className={styles.stats} />
          </Suspense>
          {/* Below the first screen of a phone: hydrated after the top. */}
          <Suspense fallback={null}>
            <LatestPosts place={place} kind="reviews" />
            {place.description ? (
              <PlaceSection id="about-title" title={messages.place.about}>
                <p className={styles.description}>{place.description}</p>
              </PlaceSection>
            ) : null}

            <FeaturesSection place={place} />
            <ScheduleSection schedules={schedules} />
            <LocationSection place={place} />
            <LinksSection links={place.links} />
            <OrganisationSection organisation={place.organisation} />
            <FollowersSection place={place} />
            <GallerySection kind="album" placeSlug={slug} galleries={place.galleries} />

            <GallerySection
              kind="menu"
              placeSlug={slug}
              lead={place.menuDescription}
              galleries={place.menus}
            />
            <LatestPosts place={place} kind="news" />
          </Suspense>
        </div>
      </article>
      <Suspense fallback={null}>
        <RecommendedPlaces places={place.recommended} />
      </Suspense>
      {modal ? (
        <Suspense fallback={null}>
          {modal === 'map_modal' && place.location ? (
            <MapModal
              cityName={place.city?.name ?? ''}
              center={{ lat: place.location.lat, lon: place.location.lon }}
              point={{ lat: place.location.lat, lon: place.location.lon }}
              pointTitle={place.name}
              onClose={closeModal}
            />
          ) : null}
          {/* Shows itself for the follow modals only. */}
          <FollowModals />
          {modal === 'sheet_phones' && place.phones.length > 0 ? (
            <PhonesSheet placeName={place.name} phones={place.phones} onClose={closeModal} />
          ) : null}
        </Suspense>
      ) : null}
    </>
  );
}
