// The head of a public page in its first HTML answer: the title, description, canonical link and
// Open Graph tags the page sets once rendered in the browser (useHead, useOpenGraph,
// useListHead), read here with one query of the gateway's schema so that a crawler which runs no
// script reads them too. The texts are the pages' own (lib/messages.ts).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { postTitle } from '../features/post/post-page';
import { pageFrom, pageHref } from '../components/ui/page-links';
import { PAGE_SIZE } from '../lib/constants';
import * as messages from '../lib/messages';
import type { OpenGraph } from '../lib/infra/open-graph';
import { paths, UNREGISTERED_USER_ID } from '../lib/paths';
import type { RunOperation } from './render-page';
import {
  PageHeadCityDocument,
  PageHeadOrganisationDocument,
  PageHeadOrganisationsPageDocument,
  PageHeadPlaceDocument,
  PageHeadPlacesPageDocument,
  PageHeadPostDocument,
  PageHeadUserDocument,
} from '../gql/graphql';

export interface PageHead {
  title: string;
  description: string | null;
  /** Root-relative; made absolute with the request's origin. */
  canonical: string | null;
  noIndex: boolean;
  openGraph: OpenGraph | null;
  /** A paged list's neighbouring pages (root-relative), where there are. */
  prev?: string | null;
  next?: string | null;
  /** The image the page opens with (its largest paint), fetched first when the read knows it. */
  heroImage?: string;
}

/** The head of a page that is not there (the app's not-found page). */
export const NOT_FOUND_HEAD: PageHead = {
  title: messages.errors.pages.notFound.title,
  description: null,
  canonical: null,
  noIndex: true,
  openGraph: null,
};

/**
 * The head of page `page` of a list at `path`: its own canonical link and title, and the pages
 * before and after it (SPEC section 1), so each page of the list is indexed as itself.
 */
function pagedHead(
  path: string,
  page: number,
  hasMore: boolean,
  title: string,
  description: string,
): PageHead {
  const at = (number: number) => pageHref(path, new URLSearchParams(), number);
  const pageTitle = page > 1 ? `${title}, ${messages.placesBrowse.page(page)}` : title;
  return {
    ...indexedHead(pageTitle, description, at(page), null, 'website'),
    prev: page > 1 ? at(page - 1) : null,
    next: hasMore ? at(page + 1) : null,
  };
}

/**
 * The data of one read, or null when it found nothing (NOT_FOUND); any other failure throws, and
 * the page goes out with the app's default head.
 */
async function readOne<Data, Variables extends Record<string, unknown>>(
  run: RunOperation,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data | null> {
  const result = await run(document, variables);
  const failure = result.errors?.find((error) => error.extensions?.['code'] !== 'NOT_FOUND');
  if (failure) throw new Error(failure.message);
  return (result.data as Data | null | undefined) ?? null;
}

/** An indexed page whose Open Graph tags repeat its title, description and canonical link. */
function indexedHead(
  title: string,
  description: string,
  canonical: string,
  image: string | null,
  type: NonNullable<OpenGraph['type']>,
): PageHead {
  return {
    title,
    description,
    canonical,
    noIndex: false,
    openGraph: { title, description, image, url: canonical, type },
  };
}

interface CityListPage {
  latinName: string;
  offset: number;
  limit: number;
}

/**
 * The head of a city's paged list (its places, its chains) at the URL's `?page=`, read with the
 * list's page as the list asks for it; not found when there is no such city.
 */
async function cityListHead<Data extends { city: { name: string; latinName: string } | null }>(
  run: RunOperation,
  search: URLSearchParams,
  document: TypedDocumentNode<Data, CityListPage>,
  cityName: string,
  hasMore: (data: Data) => boolean,
  list: {
    href: (latinName: string) => string;
    title: (cityName: string) => string;
    description: (cityName: string) => string;
  },
): Promise<PageHead> {
  const page = pageFrom(search);
  const data = await readOne(run, document, {
    latinName: cityName,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const city = data?.city;
  if (!data || !city) return NOT_FOUND_HEAD;
  return pagedHead(
    list.href(city.latinName),
    page,
    hasMore(data),
    list.title(city.name),
    list.description(city.name),
  );
}

/** What a route's head is read from: its route id (app/router.tsx) and its params. */
export interface HeadRoute {
  id: string;
  params: Readonly<Record<string, string | undefined>>;
}

type HeadReader = (
  params: HeadRoute['params'],
  run: RunOperation,
  search: URLSearchParams,
) => Promise<PageHead>;

// The pages whose heads come from their entity, by route id; the rest keep the app's default.
const HEAD_READERS: Record<string, HeadReader> = {
  async place({ placeId = '' }, run) {
    const place = (await readOne(run, PageHeadPlaceDocument, { id: placeId }))?.place;
    if (!place) return NOT_FOUND_HEAD;
    const description =
      place.shortDescription ?? messages.place.pageDescription(place.name, place.city?.name ?? '');
    // Opened by its hex id, a place is canonically its slug (SPEC section 2).
    const canonical = paths.place.getHref(place.latinName);
    // The page's cover: the background, else the avatar (pages/place).
    const image = place.background?.cover.url ?? place.avatar?.standard.url ?? null;
    return {
      ...indexedHead(place.name, description, canonical, image, 'place'),
      ...(image ? { heroImage: image } : {}),
    };
  },
  async post({ postId = '' }, run) {
    const post = (await readOne(run, PageHeadPostDocument, { id: postId }))?.post;
    if (!post) return NOT_FOUND_HEAD;
    return {
      title: postTitle(post.text),
      description: post.text ? post.text.slice(0, 160) : null,
      canonical: paths.post.getHref(post.id),
      noIndex: post.isDeleted || post.isHidden,
      openGraph: null,
    };
  },
  async organisation({ organisationId = '' }, run) {
    const organisation = (await readOne(run, PageHeadOrganisationDocument, { id: organisationId }))
      ?.organisation;
    if (!organisation) return NOT_FOUND_HEAD;
    return indexedHead(
      organisation.name,
      messages.organisation.pageDescription(organisation.name, organisation.placeCount),
      paths.organisation.getHref(organisation.id),
      organisation.avatar?.standard.url ?? null,
      'website',
    );
  },
  async user({ userId = '' }, run) {
    const user = (await readOne(run, PageHeadUserDocument, { id: userId }))?.user;
    if (!user) return NOT_FOUND_HEAD;
    return {
      title: user.isDeleted ? messages.profile.deleted : user.displayName,
      description: user.isDeleted
        ? null
        : (user.about ?? messages.profile.pageDescription(user.displayName)),
      canonical: paths.user.getHref(user.id),
      noIndex: user.isDeleted,
      openGraph: null,
    };
  },
  places: ({ cityName = '' }, run, search) =>
    cityListHead(run, search, PageHeadPlacesPageDocument, cityName, (data) => data.places.hasMore, {
      href: paths.places.getHref,
      title: messages.places.title,
      description: messages.places.pageDescription,
    }),
  organisations: ({ cityName = '' }, run, search) =>
    cityListHead(
      run,
      search,
      PageHeadOrganisationsPageDocument,
      cityName,
      (data) => data.organisations.hasMore,
      {
        href: paths.organisations.getHref,
        title: messages.organisation.listTitle,
        description: messages.organisation.listDescription,
      },
    ),
  async feed({ cityName = '' }, run) {
    const city = (await readOne(run, PageHeadCityDocument, { latinName: cityName }))?.city;
    if (!city) return NOT_FOUND_HEAD;
    return {
      title: messages.feed.title,
      description: messages.feed.cityDescription(city.name),
      canonical: paths.cityFeed.getHref(city.latinName),
      noIndex: false,
      openGraph: null,
    };
  },
};

// Ids and slugs are latin letters, digits, '-' and '_': any other value names no entity of ours,
// and is not worth a read.
const KEY = /^[A-Za-z0-9_-]{1,200}$/;

/** Whether the route's head is read from its entity (the page then says when it is ready). */
export function readsHead(route: HeadRoute | null): route is HeadRoute {
  return (
    route !== null &&
    route.id in HEAD_READERS &&
    // A visitor's own profile page is no person's.
    !(route.id === 'user' && route.params['userId'] === UNREGISTERED_USER_ID) &&
    Object.values(route.params).every((value) => value === undefined || KEY.test(value))
  );
}

/**
 * The head of `route` read with one query (NOT_FOUND_HEAD when its entity is not there); `search`
 * is the URL's query (a list's `?page=N`).
 */
export function headOf(
  route: HeadRoute,
  run: RunOperation,
  search: URLSearchParams = new URLSearchParams(),
): Promise<PageHead> {
  const reader = HEAD_READERS[route.id];
  return reader ? reader(route.params, run, search) : Promise.resolve(NOT_FOUND_HEAD);
}
