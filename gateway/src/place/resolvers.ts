import type { GraphQLError } from 'graphql';
import type { QueryResolvers, PlaceResolvers } from '../generated/resolvers.js';
import type { Logger } from 'pino';
import { primeCities, type Loaders } from '../loaders.js';
import type { RestCuisine } from '../rest/types.js';
import {
  averageCheckLevel,
  isFullPlace,
  isPlaceDeleted,
  placeAvatar,
  placeStatus,
} from './mapping.js';
import { placeListParams } from './filter.js';
import { assertByIdsArgs, assertPageArgs, fetchPage } from '../paging/page.js';
import { listPlaces, placesByIds } from './place-api.js';

export const placeQueries: Pick<QueryResolvers, 'places' | 'placesByIds' | 'place'> = {
  async places(_, { offset, limit, ...args }, { api, loaders }) {
    const pageOffset = offset ?? 0;
    const pageLimit = limit ?? 5;
    assertPageArgs(pageOffset, pageLimit);
    const params = placeListParams(args);
    // The city read (NOT_FOUND when unknown) and the page read go out together; the city then
    // fills the loader that every Place.city of the page reads from.
    const [found, page] = await Promise.all([
      params.city === undefined ? null : loaders.cityByLatinName.load(params.city),
      fetchPage(
        (upstreamOffset, upstreamLimit) =>
          listPlaces(api, { ...params, offset: upstreamOffset, limit: upstreamLimit }),
        pageOffset,
        pageLimit,
      ),
    ]);
    if (found) primeCities(loaders, [found]);
    return page;
  },
  async placesByIds(_, { ids, lat, lon }, { api }) {
    assertByIdsArgs(ids);
    if (ids.length === 0) return [];
    return placesByIds(api, ids, { lat: lat ?? undefined, lon: lon ?? undefined });
  },
  place: (_, { id }, { loaders }) => loaders.placeFull.load(id),
};

export const placeResolvers: PlaceResolvers = {
  // The catalogues and the page's city are usually at hand: answered then without a promise.
  category: (place, _, { loaders }) =>
    place.categoryId === null
      ? null
      : (loaders.known.category(place.categoryId) ?? loaders.categoryById.load(place.categoryId)),
  city: (place, _, { loaders }) =>
    loaders.known.city(place.cityId) ?? loaders.cityById.load(place.cityId),
  cuisines: (place, _, context) =>
    context.loaders.known.cuisines(place.cuisines) ??
    loadCuisines(place.id, place.cuisines, context),
  avatar: (place) => placeAvatar(place),
  averageCheck: (place) => averageCheckLevel(place.averageCheck),
  status: (place) => placeStatus(place.status),
  isDeleted: (place) => isPlaceDeleted(place.status),
  shortDescription: (place) => (isFullPlace(place) ? place.shortDescription : null),
  description: (place) => (isFullPlace(place) ? place.description : null),
  phones: (place) => (isFullPlace(place) ? place.phones : []),
  features: (place) => (isFullPlace(place) ? place.features : null),
};

async function loadCuisines(
  placeId: string,
  values: string[],
  { loaders, logger }: { loaders: Loaders; logger: Logger },
): Promise<RestCuisine[]> {
  const loaded = await loaders.cuisineByValue.loadMany(values);
  const failure = loaded.find((item) => item instanceof Error && !isNotFound(item));
  if (failure) {
    // The field is a non-null list, so an error here would blank the whole page of places.
    // Cuisines are a detail of the card: show none and keep the page (DESIGN: one failure does not
    // blank a list). Unknown values are dropped the same way.
    logger.warn({ place: placeId, err: (failure as Error).message }, 'cuisines unavailable');
  }
  return loaded.filter((item): item is RestCuisine => !(item instanceof Error));
}

function isNotFound(error: Error): boolean {
  return (error as Partial<GraphQLError>).extensions?.code === 'NOT_FOUND';
}
