// Fresh loaders per request (created in the context factory), so a page of N places costs the same
// number of upstream calls for any N, and nothing is cached across users or requests.
import DataLoader from 'dataloader';
import { recordNotFound } from './errors/normalise.js';
import { getComment } from './comment/comment-api.js';
import { getPost, type PostsRelated } from './post/post-api.js';
import type { TavolaApi } from './rest/client.js';
import type {
  RestCategory,
  RestCity,
  RestComment,
  RestCuisine,
  RestDresscode,
  RestOrganisation,
  RestPlace,
  RestPlaceFull,
  RestPost,
  RestUser,
} from './rest/types.js';
import {
  listCategories,
  listCuisines,
  listDresscodes,
  settledCategories,
  settledCuisines,
} from './catalog/catalog-api.js';
import { citiesByIds, getCity } from './city/city-api.js';
import { organisationsByIds } from './organisation/organisation-api.js';
import { getPlace, nearestPlaces, placesByIds } from './place/place-api.js';
import { getUser } from './user/user-api.js';

/**
 * Records this request can name without waiting: catalogues the gateway read a moment ago, and
 * the cities, places and chains the request already read. A resolver answering one of these as a plain value spares
 * graphql-js a promise per field and per object; anything else goes through the loaders.
 */
export interface KnownRecords {
  category(id: string): RestCategory | undefined;
  /** The known cuisines among `values` (unknown values left out), or undefined when not at hand. */
  cuisines(values: readonly string[]): RestCuisine[] | undefined;
  city(id: string): RestCity | undefined;
  /** A city this request read (also primed into its loaders). */
  addCity(city: RestCity): void;
  /** Places and chains a page of posts came with (also primed into the loaders). */
  place(id: string): RestPlace | undefined;
  addPlace(place: RestPlace): void;
  organisation(id: string): RestOrganisation | undefined;
  addOrganisation(organisation: RestOrganisation): void;
}

export interface Loaders {
  known: KnownRecords;
  /** Every category in display order; one GET /categories per request. */
  categories: () => Promise<RestCategory[]>;
  /** Every cuisine in display order; one GET /cuisines per request. */
  cuisines: () => Promise<RestCuisine[]>;
  dresscodes: () => Promise<RestDresscode[]>;
  categoryById: DataLoader<string, RestCategory>;
  cuisineByValue: DataLoader<string, RestCuisine>;
  /** Batched: one GET /cities?ids=... per tick of the resolver loop. */
  cityById: DataLoader<string, RestCity>;
  cityByLatinName: DataLoader<string, RestCity>;
  /** People by id (accounts): no batch read in the api, so one GET /users/{id} per id, at once. */
  userById: DataLoader<string, RestUser>;
  /** Batched: one GET /organisations?ids=... per tick (a feed's chains in one call). */
  organisationById: DataLoader<string, RestOrganisation>;
  /**
   * Places (short form) by id, batched: one GET /places/by-ids per tick, so every place a page of
   * posts, comments or likes embeds costs one call. Places the caller may not see are NOT_FOUND.
   */
  placeById: DataLoader<string, RestPlace>;
  /**
   * The nearest place of a city to a free point, keyed `cityId,lat,lon`, batched: one
   * GET /places/nearest per tick names every impression's place of a page. Null when none.
   */
  nearestPlace: DataLoader<string, RestPlace | null>;
  /**
   * One GET /places/{id} (a hex id or a slug) per place per request: a page's head and its server
   * render, which run in one request's context, read its place once.
   */
  placeFull: DataLoader<string, RestPlaceFull>;
  /** One GET /posts/{id} per post per request (CommentChange.post when it needs the whole post). */
  postById: DataLoader<string, RestPost>;
  /** One GET /comments/{id} per comment per request (a like answer asked for more than it says). */
  commentById: DataLoader<string, RestComment>;
}

// The api serves at most 100 ids per batch read.
const MAX_BATCH = 100;

export function createLoaders(api: TavolaApi): Loaders {
  const categories = once(() => listCategories(api));
  const cuisines = once(() => listCuisines(api));
  const dresscodes = once(() => listDresscodes(api));

  const known = knownRecords(api);
  const cityById = new DataLoader<string, RestCity>(
    async (ids) => {
      const cities = await citiesByIds(api, ids);
      return pick(ids, cities, (city) => city.id, 'City');
    },
    { maxBatchSize: MAX_BATCH },
  );

  const cityByLatinName = new DataLoader<string, RestCity>(async (latinNames) =>
    // No batch endpoint by latinName; reads of several slugs in one operation are rare.
    Promise.all(
      latinNames.map(async (latinName) => {
        try {
          const city = await getCity(api, latinName);
          cityById.prime(city.id, city);
          known.addCity(city);
          return city;
        } catch (error) {
          return error as Error;
        }
      }),
    ),
  );

  return {
    known,
    categories,
    cuisines,
    dresscodes,
    categoryById: new DataLoader(async (ids) =>
      pick(ids, await categories(), (category) => category.id, 'Category'),
    ),
    cuisineByValue: new DataLoader(async (values) =>
      pick(values, await cuisines(), (cuisine) => cuisine.value, 'Cuisine'),
    ),
    cityById,
    cityByLatinName,
    userById: new DataLoader<string, RestUser>((ids) =>
      Promise.all(ids.map((id) => getUser(api, id).catch((error: unknown) => error as Error))),
    ),
    organisationById: new DataLoader<string, RestOrganisation>(
      async (ids) =>
        pick(
          ids,
          await organisationsByIds(api, ids),
          (organisation) => organisation.id,
          'Organisation',
        ),
      { maxBatchSize: MAX_BATCH },
    ),
    placeById: new DataLoader<string, RestPlace>(
      async (ids) => pick(ids, await placesByIds(api, ids), (place) => place.id, 'Place'),
      { maxBatchSize: MAX_BATCH },
    ),
    nearestPlace: new DataLoader<string, RestPlace | null>(
      async (keys) =>
        nearestPlaces(
          api,
          keys.map((key) => {
            const [cityId = '', lat = '', lon = ''] = key.split(',');
            return { cityId, lat: Number(lat), lon: Number(lon) };
          }),
        ),
      { maxBatchSize: MAX_BATCH },
    ),
    placeFull: new DataLoader<string, RestPlaceFull>((keys) =>
      Promise.all(keys.map((key) => getPlace(api, key).catch((error: Error) => error))),
    ),
    postById: new DataLoader<string, RestPost>((ids) =>
      Promise.all(ids.map((id) => getPost(api, id).catch((error: Error) => error))),
    ),
    commentById: new DataLoader<string, RestComment>((ids) =>
      Promise.all(ids.map((id) => getComment(api, id).catch((error: Error) => error))),
    ),
  };
}

function knownRecords(api: TavolaApi): KnownRecords {
  // One snapshot of each catalogue per request, taken on first use, as the loaders take theirs.
  let categoryIndex: Map<string, RestCategory> | undefined;
  let cuisineIndex: Map<string, RestCuisine> | undefined;
  const cities = new Map<string, RestCity>();
  const places = new Map<string, RestPlace>();
  const organisations = new Map<string, RestOrganisation>();
  return {
    category(id) {
      categoryIndex ??= indexBy(settledCategories(api), (category) => category.id);
      return categoryIndex?.get(id);
    },
    cuisines(values) {
      cuisineIndex ??= indexBy(settledCuisines(api), (cuisine) => cuisine.value);
      const index = cuisineIndex;
      if (!index) return undefined;
      return values.flatMap((value) => index.get(value) ?? []);
    },
    city: (id) => cities.get(id),
    addCity: (city) => void cities.set(city.id, city),
    place: (id) => places.get(id),
    addPlace: (place) => void places.set(place.id, place),
    organisation: (id) => organisations.get(id),
    addOrganisation: (organisation) => void organisations.set(organisation.id, organisation),
  };
}

function indexBy<T>(records: readonly T[] | undefined, keyOf: (record: T) => string) {
  return records && new Map(records.map((record) => [keyOf(record), record]));
}

/** The `nearestPlace` loader's key of a free point in a city. */
export function pointKey(cityId: string, lat: number, lon: number): string {
  return `${cityId},${lat},${lon}`;
}

/**
 * Puts what a page of posts points to into this request's loaders, so resolving the page reads
 * nothing more. A place or chain the posts name that the api left out (the caller may not see
 * it) is NOT_FOUND, as its batch read answers it.
 */
export function primeRelated(
  loaders: Loaders,
  related: PostsRelated,
  posts: readonly RestPost[],
): void {
  for (const place of related.places) {
    loaders.placeById.prime(place.id, place);
    loaders.known.addPlace(place);
  }
  for (const organisation of related.organisations) {
    loaders.organisationById.prime(organisation.id, organisation);
    loaders.known.addOrganisation(organisation);
  }
  const places = new Set(related.places.map((place) => place.id));
  const organisations = new Set(related.organisations.map((organisation) => organisation.id));
  for (const item of posts.flatMap((post) => [post, ...post.lastComments])) {
    const placeId = item.place?.id;
    if (placeId && !places.has(placeId)) {
      loaders.placeById.prime(placeId, recordNotFound(`Place ${placeId}`));
    }
    const organisationId = item.organisation?.id;
    if (organisationId && !organisations.has(organisationId)) {
      loaders.organisationById.prime(
        organisationId,
        recordNotFound(`Organisation ${organisationId}`),
      );
    }
  }
  primeCities(loaders, related.cities);
  for (const { cityId, lat, lon, place } of related.nearestPlaces) {
    loaders.nearestPlace.prime(pointKey(cityId, lat, lon), place);
  }
}

/** Puts the cities the api just read into this request's loaders, so later fields reuse them. */
export function primeCities(loaders: Loaders, cities: readonly RestCity[]): void {
  for (const city of cities) {
    loaders.cityById.prime(city.id, city);
    loaders.known.addCity(city);
    loaders.cityByLatinName.prime(city.latinName, city);
  }
}

// A missing key is an error of its own, never `undefined` (STYLE: loaders per request).
function pick<T>(
  keys: readonly string[],
  records: readonly T[],
  keyOf: (record: T) => string,
  what: string,
): (T | Error)[] {
  const byKey = new Map(records.map((record) => [keyOf(record), record]));
  return keys.map((key) => byKey.get(key) ?? recordNotFound(`${what} ${key}`));
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}
