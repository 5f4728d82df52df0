import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { ModalButton } from '../../components/ui/modal-button';
import { LockIcon, PinIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { useSession } from '../../lib/domain/session';
import { ErrorPage, NotFoundPage } from '../../components/ui/error-page';
import { PlacesMap } from '../../pages/places/places-map';
import { useListHead } from '../../lib/infra/list-head';
import { PlaceList, type ListExtent } from '../../features/place/place-list';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import {
  activeFilterCount,
  parseFilter,
  toPlaceFilter,
  writeFilter,
  type PlaceFilterState,
} from '../../features/place-filter/filter-params';
import { FilterSheet } from '../../features/place-filter/filter-sheet';
import { screenPath } from '../../features/place-filter/places-toolbar';
import { useGeoposition } from '../../features/place-filter/use-geoposition';
import { localWeekTime } from '../../lib/infra/schedule/local-time';
import { useHideNavbar, useNavbarWaiting } from '../../lib/hooks/app-state';
import { PAGE_SIZE } from '../../lib/constants';
import { storeCurrentCity } from '../../lib/domain/current-city';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { MODAL_ID_PARAM, MODAL_PARAM, useModal } from '../../lib/infra/modal';
import { PageLinks, pageFrom, pageHref } from '../../components/ui/page-links';
import { paths } from '../../lib/paths';
import { useRequestError } from '../../lib/hooks/use-request-error';
import styles from './places.module.css';
import { CurrentCityDocument, FilterOptionsDocument, PlaceListDocument } from '../../gql/graphql';

/** The SPEC route names of the place lists (section 2). */
export type PlacesVariant =
  | 'places'
  | 'places-map'
  | 'places-following'
  | 'places-following-map'
  | 'places-cuisine'
  | 'places-category';

const MAP_VARIANTS: readonly PlacesVariant[] = ['places-map', 'places-following-map'];
const FOLLOWING_VARIANTS: readonly PlacesVariant[] = ['places-following', 'places-following-map'];

/**
 * A list screen's title and description in its city: the category or cuisine it narrows to, else
 * the followed places (described as the list or the map they show), the map, or the plain list.
 */
function screenHead(
  city: string,
  screen: {
    category: { name: string } | undefined;
    cuisine: { label: string } | undefined;
    following: boolean;
    isMap: boolean;
  },
) {
  const words = messages.placesBrowse;
  const { category, cuisine, following, isMap } = screen;
  if (category) {
    return {
      title: words.categoryTitle(category.name, city),
      description: words.categoryDescription(category.name, city),
    };
  }
  if (cuisine) {
    return {
      title: words.cuisineTitle(cuisine.label, city),
      description: words.cuisineDescription(cuisine.label, city),
    };
  }
  const description = isMap ? words.mapDescription(city) : messages.places.pageDescription(city);
  if (following) return { title: words.followingTitle(city), description };
  return { title: isMap ? words.mapTitle(city) : messages.places.title(city), description };
}

/**
 * Every place list and map of a city (SPEC section 2): places, places-map, places-following,
 * places-following-map, places-cuisine and places-category. The filter lives in the URL query.
 */
export function PlacesRoute({ variant = 'places' }: { variant?: PlacesVariant }) {
  const { cityName = '', cuisine: routeCuisine, category: routeCategory } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { modal, closeModal } = useModal();
  const { account, signedIn, loading: sessionLoading } = useSession();
  const isMap = MAP_VARIANTS.includes(variant);
  const following = FOLLOWING_VARIANTS.includes(variant);

  const { data, error } = useQuery(CurrentCityDocument, { variables: { latinName: cityName } });
  const city = data?.city ?? null;
  // The category and cuisine routes name a catalog entry; anything else there is not found.
  const needsCatalog = variant === 'places-category' || variant === 'places-cuisine';
  const catalog = useQuery(FilterOptionsDocument, { skip: !needsCatalog });
  const category = routeCategory
    ? catalog.data?.categories.find((item) => item.latinName === routeCategory)
    : undefined;
  const cuisine = routeCuisine
    ? catalog.data?.cuisines.find((item) => item.value === routeCuisine)
    : undefined;
  const unknownRouteValue = needsCatalog && catalog.data !== undefined && !category && !cuisine;

  const pageError = useRequestError(error ?? catalog.error ?? null, 'page');
  useHideNavbar(isMap);
  useNavbarWaiting(!isMap && !data && !error);

  const filter = useMemo(() => parseFilter(searchParams), [searchParams]);
  const page = pageFrom(searchParams);
  const { position, status: geoStatus } = useGeoposition(filter.nearby);
  const today = city ? localWeekTime(new Date(), city.timeZone).date : '';
  const placeFilter = useMemo(
    () =>
      toPlaceFilter(filter, {
        routeCategory: category?.latinName ?? null,
        routeCuisine: cuisine?.value ?? null,
        following,
        today,
      }),
    [filter, category, cuisine, following, today],
  );
  const filtered = activeFilterCount(filter) > 0;
  // The plain list's first page is asked together with the city, not after it: the list finds it
  // in the cache when it mounts with the same variables (one round trip after the page's HTML).
  useQuery(PlaceListDocument, {
    variables: {
      city: cityName,
      filter: placeFilter,
      lat: null,
      lon: null,
      offset: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
    skip: variant !== 'places' || filtered,
  });

  const basePath =
    variant === 'places-category' && category
      ? paths.placesCategory.getHref(cityName, category.latinName)
      : variant === 'places-cuisine' && cuisine
        ? paths.placesCuisine.getHref(cityName, cuisine.value)
        : screenPath(cityName, following, isMap);

  // How far the list shown now reaches, tagged with that list (a new list, page or variant
  // starts without one, so no stale next link survives a switch).
  const listKey = `${basePath}|${searchParams.toString()}|${position?.lat ?? ''},${position?.lon ?? ''}`;
  const [extent, setExtent] = useState<({ key: string } & ListExtent) | null>(null);
  const onExtent = useCallback(
    (next: ListExtent) =>
      setExtent((current) =>
        current?.key === listKey &&
        current.loaded === next.loaded &&
        current.hasMore === next.hasMore
          ? current
          : { key: listKey, ...next },
      ),
    [listKey],
  );
  // Pages after the ones loaded so far (scrolling appends them to this page).
  const nextPageAfter = (reach: ListExtent | null) =>
    reach?.hasMore ? page + Math.max(1, Math.ceil(reach.loaded / PAGE_SIZE)) : null;
  // The head names the page after the one the URL names, however far scrolling has read on.
  const shown = extent?.key === listKey ? extent : null;
  const followedByPage = shown ? shown.hasMore || shown.loaded > PAGE_SIZE : false;

  const head = city ? screenHead(city.name, { category, cuisine, following, isMap }) : null;
  const title = head?.title ?? messages.places.listLabel;
  const pageTitle = page > 1 ? `${title}, ${messages.placesBrowse.page(page)}` : title;
  const description = head?.description;
  const canonical = city
    ? pageHref(basePath, new URLSearchParams(), filtered ? 1 : page)
    : undefined;

  useHead({
    title: pageTitle,
    description,
    // Filtered and personal variants are not pages of their own for crawlers.
    noIndex: filtered || following,
    canonical,
  });
  useListHead({
    title: pageTitle,
    description,
    descriptionRu: city ? messages.placesBrowse.pageDescriptionRu(city.name) : undefined,
    url: canonical,
    prev: city && !isMap && page > 1 ? pageHref(basePath, searchParams, page - 1) : null,
    next: city && !isMap && followedByPage ? pageHref(basePath, searchParams, page + 1) : null,
  });

  useEffect(() => {
    // The city the visitor is looking at becomes the current city for the next visit.
    if (city) storeCurrentCity(city.latinName);
  }, [city]);

  const applyFilter = (next: PlaceFilterState, nextFollowing: boolean) => {
    const params = writeFilter(searchParams, next);
    params.delete(MODAL_PARAM);
    params.delete(MODAL_ID_PARAM);
    const query = params.toString();
    const target = screenPath(cityName, nextFollowing, isMap);
    // The sheet's history entry becomes the filtered list: Back returns to the list before.
    void navigate(query ? `${target}?${query}` : target, { replace: true });
  };

  if (pageError) {
    return pageError.page === 'notFound' || !pageError.page ? (
      <NotFoundPage />
    ) : (
      <ErrorPage kind={pageError.page} />
    );
  }
  if ((data && !city) || unknownRouteValue) return <NotFoundPage />;

  const crumbs: Crumb[] = city
    ? [
        { label: city.name, href: paths.places.getHref(city.latinName) },
        ...(following ? [{ label: messages.placesBrowse.followingCrumb }] : []),
        ...(category ? [{ label: category.name }] : []),
        ...(cuisine ? [{ label: cuisine.label }] : []),
        ...(isMap ? [{ label: messages.placesBrowse.mapCrumb }] : []),
      ]
    : [];
  // The header shows the funnel on these screens (places-toolbar); the sheet it opens is here.
  const showToolbar = variant === 'places' || isMap || following;

  const waitingForPosition = filter.nearby && !position;
  let content;
  if (!city || sessionLoading) {
    content = (
      <div className={styles.center}>
        <Spinner label={messages.places.loading} />
      </div>
    );
  } else if (following && !signedIn) {
    content = (
      <StateMessage
        icon={<LockIcon size={32} />}
        title={messages.errors.unauthorized}
        role="status"
        actions={<ModalButton modal="login">{messages.nav.logIn}</ModalButton>}
      />
    );
  } else if (waitingForPosition) {
    content =
      geoStatus === 'denied' || geoStatus === 'unavailable' ? (
        <StateMessage
          icon={<PinIcon size={32} />}
          title={messages.placeFilter.nearbyDenied}
          role="status"
        />
      ) : (
        <div className={styles.center}>
          <Spinner label={messages.placeFilter.locating} />
        </div>
      );
  } else if (isMap) {
    content = (
      <PlacesMap
        key={JSON.stringify(placeFilter)}
        city={city.latinName}
        filter={placeFilter}
        cityCenter={{ lat: city.lat, lon: city.lon }}
        position={position}
      />
    );
  } else {
    const variables = {
      city: city.latinName,
      filter: placeFilter,
      lat: position?.lat ?? null,
      lon: position?.lon ?? null,
    };
    content = (
      <PlaceList
        key={`${JSON.stringify(variables)}|${page}`}
        variables={variables}
        startOffset={(page - 1) * PAGE_SIZE}
        empty={
          following
            ? { title: messages.placesBrowse.followingEmpty }
            : filtered || category || cuisine
              ? {
                  title: messages.placesBrowse.filteredEmpty,
                  hint: messages.placesBrowse.filteredEmptyHint,
                }
              : { title: messages.places.empty }
        }
        onExtent={onExtent}
        footer={(reach) => {
          const next = nextPageAfter(reach);
          return (
            <PageLinks
              page={page}
              prevHref={page > 1 ? pageHref(basePath, searchParams, page - 1) : null}
              nextHref={next ? pageHref(basePath, searchParams, next) : null}
            />
          );
        }}
      />
    );
  }

  return (
    <section
      className={isMap ? `${styles.page} ${styles.mapPage}` : styles.page}
      aria-labelledby="places-title"
    >
      <header className={styles.head}>
        {city ? <Breadcrumbs crumbs={crumbs} look="flush" /> : null}
        <div className={styles.titleRow}>
          <h1 id="places-title" className={styles.title}>
            {city ? title : <span className={styles.skeleton} />}
          </h1>
          {city && !isMap ? (
            <ButtonLink size="sm" variant="secondary" to={paths.organisations.getHref(cityName)}>
              {messages.organisation.listTitle(city.name)}
            </ButtonLink>
          ) : null}
        </div>
      </header>
      {content}
      {modal === 'sheet_filter' && showToolbar && city ? (
        <FilterSheet
          initial={filter}
          initialFollowing={following}
          canFollow={signedIn}
          isAdmin={account?.isAdmin ?? false}
          today={today}
          onApply={applyFilter}
          onBack={closeModal}
        />
      ) : null}
    </section>
  );
}
