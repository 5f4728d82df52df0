import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { ModalButton, ModalTrigger } from '../../components/ui/modal-button';
import { CalendarIcon, PinIcon, ShareIcon } from '../../components/ui/icons';
import { graphql } from '../../gql/gql';
import { RECOMMENDED_PLACES_LIMIT } from '../../lib/constants';
import { storeCurrentCity } from '../../lib/domain/current-city';
import { useHead } from '../../lib/infra/head';
import { messages } from '../../lib/messages';
import { MODAL_ID_PARAM, MODAL_PARAM, useModal } from '../../lib/infra/modal';
import { paths } from '../../lib/paths';
import { useShare } from '../../lib/hooks/use-share';
import { StatList } from '../../components/ui/stat-list';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { featureTexts } from './feature-texts';
import { GallerySection } from './gallery-section';
import { useOpenGraph } from '../../lib/infra/open-graph';
import { placeCrumbs } from '../../lib/domain/place-crumbs';
import { PlaceSection } from './place-section';
import { RatingSummary } from './rating-summary';
import { RecommendedPlaces } from './recommended-places';
import { mainFirst, scheduleWeek } from './schedule-week';
import { FollowButton } from '../../components/follow-button';
import { WriteMessageButton } from '../../features/chat/write-message-button';
import { WritePostLink } from '../../features/post-editor/write-post-link';
import { LazyMapView } from '../../components/map/lazy-map-view';
import { scheduleText } from '../../lib/infra/schedule/schedule-text';
import sections from './place-sections.module.css';
import { averageCheckLevel, topBadges } from '../../features/place/place-labels';
import typography from '../../components/ui/text.module.css';
import styles from './place-page.module.css';
import { usePageGuard } from '../../components/ui/page-guard';
import { PlaceModeBar } from '../../features/moderation/mode-bar';
import { ModerationNotice } from '../../features/moderation/moderation-notice';
import { usePreviewedPlace } from '../../features/moderation/use-previewed-place';
import { useSession } from '../../lib/domain/session';
import { webLinkHref } from '../../lib/infra/web-link';
import { WhenNearScreen } from './when-near-screen';
import { LatestPosts } from './place-posts';

// The modals over the page load when opened: a first visit downloads and runs none of them.
const MapModal = lazy(() =>
  import('../../components/map/map-modal').then((module) => ({ default: module.MapModal })),
);
const FollowModals = lazy(() =>
  import('../../features/follow/follow-modals').then((module) => ({
    default: module.FollowModals,
  })),
);
// What only the signed in can see (access, management) loads for them only.
const PermissionEntry = lazy(() =>
  import('../../features/permissions/permission-entry').then((module) => ({
    default: module.PermissionEntry,
  })),
);
const PlaceManageLinks = lazy(() =>
  import('../../features/place-management/manage-links').then((module) => ({
    default: module.PlaceManageLinks,
  })),
);
const PhonesSheet = lazy(() =>
  import('./phones-sheet').then((module) => ({ default: module.PhonesSheet })),
);

export const PlacePageQuery = graphql(`
  query PlacePage($id: ID!, $recommendedLimit: Int!) {
    place(id: $id) {
      ...PlaceHeading_place
      shortDescription
      description
      category {
        ...CategoryName_category
      }
      cuisines {
        value
        label
      }
      city {
        timeZone
      }
      avatar {
        id
        standard {
          ...ImageSize_variant
        }
      }
      background {
        id
        cover {
          ...ImageSize_variant
        }
      }
      ...PlaceLabels_place
      isReservationsEnabled
      hasAccess
      followerCount
      reviewCount
      newsCount
      averageRating
      location {
        ...Address_location
      }
      ...PlaceContacts_place
      features {
        alcohol
        cashfree
        wifi
        dancefloor
        entertainment
        liveMusic
        parkingType
        smokeZone
      }
      dresscode {
        id
        title
        description
      }
      parkingInfo
      roadInfo
      schedules {
        ...ScheduleHours_schedule
        name
      }
      organisation {
        id
        name
        placeCount
        avatar {
          ...Thumbnail_imageSet
        }
      }
      galleries {
        ...GalleryCard_gallery
      }
      menus {
        ...GalleryCard_gallery
      }
      menuDescription
      ...FollowButton_place
      ...WritePostLink_outlet
      ...PlaceModeBar_place
      ...ModerationNotice_place
      ...OutletPermissions_outlet
      ...Managed_outlet
      someFollowers {
        ...Author_user
      }
      recommended(limit: $recommendedLimit) {
        ...PlaceCard_place
      }
    }
  }
`);

interface PlacePageProps {
  placeId: string;
  /** Renders the page error (not found and the like); the route decides how. */
}

/** /{placeId}: everything SPEC section 3 says a place page shows. */
export function PlacePage({ placeId }: PlacePageProps) {
  const { data, loading, error } = useQuery(PlacePageQuery, {
    variables: { id: placeId, recommendedLimit: RECOMMENDED_PLACES_LIMIT },
  });
  // In preview mode the page shows the pending edit's texts.
  const place = usePreviewedPlace(data?.place);
  const guard = usePageGuard({ found: Boolean(place), loading, error });
  const { modal, closeModal } = useModal();
  const canonical = place ? paths.place.getHref(place.latinName) : undefined;
  const share = useShare();
  const { signedIn } = useSession();
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
  const address = [place.location?.street, place.location?.building].filter(Boolean).join(', ');
  const features = featureTexts(place.features);
  const standaloneFeatures = features.filter((feature) => feature.standalone);
  const parkingType = features.find((feature) => feature.feature === 'parkingType');
  const labelledFeatures = features.filter(
    (feature) => !feature.standalone && feature !== parkingType,
  );
  const schedules = mainFirst(place.schedules);
  const main = schedules.find((schedule) => schedule.isMain) ?? schedules[0];
  // The status line cards show, in the place's city time (SPEC section 4).
  const status =
    main && place.city ? scheduleText(main.items, new Date(), place.city.timeZone) : null;
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
            <div className={styles.actions}>
              <FollowButton place={place} />
              <WriteMessageButton to={{ placeId: place.id }} />
              <WritePostLink place={place} />
              {signedIn ? (
                <Suspense fallback={null}>
                  <PlaceManageLinks place={place} />
                </Suspense>
              ) : null}
              {place.isReservationsEnabled ? (
                <ButtonLink to={paths.placeBooking.getHref(slug)} icon={<CalendarIcon size={18} />}>
                  {messages.place.booking}
                </ButtonLink>
              ) : null}
              {place.hasAccess ? (
                <ButtonLink variant="secondary" to={paths.placeReservations.getHref(slug)}>
                  {messages.booking.staffLink}
                </ButtonLink>
              ) : null}
              {place.phones.length > 0 ? (
                <ModalButton variant="secondary" modal="sheet_phones">
                  {messages.place.phones}
                </ModalButton>
              ) : null}
              {signedIn ? (
                <Suspense fallback={null}>
                  <PermissionEntry subject="place" outlet={place} />
                </Suspense>
              ) : null}
              {share ? (
                <Button
                  variant="secondary"
                  icon={<ShareIcon size={18} />}
                  onClick={() =>
                    void share({ title: place.name, path: paths.place.getHref(place.latinName) })
                  }
                >
                  {messages.share.action}
                </Button>
              ) : null}
            </div>
          </Suspense>
          <Suspense fallback={null}>
            <StatList stats={stats} className={styles.stats} />
          </Suspense>
          {/* Below the first screen of a phone: hydrated after the top. */}
          <Suspense fallback={null}>
            <LatestPosts place={place} />
            {place.description ? (
              <PlaceSection id="about-title" title={messages.place.about}>
                <p className={styles.description}>{place.description}</p>
              </PlaceSection>
            ) : null}

            {features.length > 0 || place.dresscode || place.parkingInfo || place.roadInfo ? (
              <PlaceSection id="features-title" title={messages.place.features}>
                {standaloneFeatures.length > 0 ? (
                  <ul className={sections.featureTags}>
                    {standaloneFeatures.map((feature) => (
                      <li key={feature.feature} data-feature={feature.feature}>
                        {feature.text}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <dl className={sections.facts}>
                  {labelledFeatures.map((feature) => (
                    <div key={feature.feature} data-feature={feature.feature}>
                      <dt>{feature.label}</dt>
                      <dd>{feature.text}</dd>
                    </div>
                  ))}
                  {place.dresscode ? (
                    <div>
                      <dt>{messages.place.dresscode}</dt>
                      <dd>
                        {place.dresscode.title}
                        {place.dresscode.description ? (
                          <span className={typography.muted}> · {place.dresscode.description}</span>
                        ) : null}
                      </dd>
                    </div>
                  ) : null}
                  {parkingType || place.parkingInfo ? (
                    // One Parking row: the kind of parking, then the place's own words about it.
                    <div data-feature="parkingType">
                      <dt>{messages.place.parking}</dt>
                      <dd>
                        {parkingType ? <span>{parkingType.text}</span> : null}
                        {parkingType && place.parkingInfo ? (
                          <span className={typography.muted}> · {place.parkingInfo}</span>
                        ) : (
                          place.parkingInfo
                        )}
                      </dd>
                    </div>
                  ) : null}
                  <Fact label={messages.place.road} text={place.roadInfo} />
                </dl>
              </PlaceSection>
            ) : null}

            {schedules.length > 0 ? (
              <PlaceSection id="schedule-title" title={messages.place.schedule}>
                <div className={sections.schedules}>
                  {schedules.map((schedule) => (
                    <div key={schedule.id}>
                      <h3 className={sections.subTitle}>
                        {schedule.name || messages.place.mainSchedule}
                      </h3>
                      <dl className={sections.week}>
                        {scheduleWeek(schedule.items).map((day) => (
                          <div key={day.dayOfWeek}>
                            <dt>{day.weekday}</dt>
                            <dd>{day.hours}</dd>
                          </div>
                        ))}
                      </dl>
                    </div>
                  ))}
                </div>
              </PlaceSection>
            ) : null}

            {place.location ? (
              <PlaceSection id="location-title" title={messages.place.location}>
                <WhenNearScreen className={sections.map}>
                  <LazyMapView
                    className={sections.map}
                    center={{ lat: place.location.lat, lon: place.location.lon }}
                    markers={[
                      {
                        id: place.id,
                        title: place.name,
                        lat: place.location.lat,
                        lon: place.location.lon,
                      },
                    ]}
                    selectedId={place.id}
                    label={messages.place.mapOf(place.name)}
                  />
                </WhenNearScreen>
                <div className={sections.location}>
                  <PinIcon size={20} />
                  <div>
                    <p>
                      {address}
                      {place.city ? `${address ? ', ' : ''}${place.city.name}` : ''}
                    </p>
                    <ModalTrigger className={sections.linkButton} modal="map_modal">
                      {messages.place.openMap}
                    </ModalTrigger>
                  </div>
                </div>
              </PlaceSection>
            ) : null}

            {place.links.length > 0 ? (
              <PlaceSection id="links-title" title={messages.place.links}>
                <ul className={sections.links}>
                  {place.links.map((link) => {
                    const href = webLinkHref(link.link);
                    return (
                      <li key={link.id}>
                        {href ? (
                          <a href={href} target="_blank" rel="noreferrer nofollow">
                            {link.name || link.link}
                          </a>
                        ) : (
                          link.name || link.link
                        )}
                      </li>
                    );
                  })}
                </ul>
              </PlaceSection>
            ) : null}

            {place.organisation ? (
              <PlaceSection id="organisation-title" title={messages.place.organisation}>
                <Link
                  to={paths.organisation.getHref(place.organisation.id)}
                  className={sections.organisation}
                >
                  <span className={sections.avatar}>
                    {place.organisation.avatar ? (
                      <img src={place.organisation.avatar.thumbnail.url} alt="" />
                    ) : null}
                  </span>
                  <span>
                    <strong>{place.organisation.name}</strong>
                    <span className={typography.muted}>
                      {messages.place.organisationPlaces(place.organisation.placeCount)}
                    </span>
                  </span>
                </Link>
              </PlaceSection>
            ) : null}

            {place.someFollowers.length > 0 ? (
              <PlaceSection
                id="followers-title"
                title={messages.place.followersPreview}
                action={
                  <ModalTrigger
                    className={sections.linkButton}
                    modal="place_followers"
                    modalId={place.id}
                  >
                    {messages.follow.showAll}
                  </ModalTrigger>
                }
              >
                <ul className={sections.followers}>
                  {place.someFollowers.map((follower) => (
                    <li key={follower.id}>
                      <Link to={paths.user.getHref(follower.id)} title={follower.displayName}>
                        <span className={sections.avatar}>
                          {follower.avatar ? (
                            <img src={follower.avatar.thumbnail.url} alt="" />
                          ) : (
                            follower.displayName.charAt(0)
                          )}
                        </span>
                        <span className={sections.visuallyHidden}>{follower.displayName}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </PlaceSection>
            ) : null}

            <GallerySection kind="album" placeSlug={slug} galleries={place.galleries} />

            <GallerySection
              kind="menu"
              placeSlug={slug}
              lead={place.menuDescription}
              galleries={place.menus}
            />
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

/** One fact of the features section, left out when the place has no text for it. */
function Fact({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{text}</dd>
    </div>
  );
}
