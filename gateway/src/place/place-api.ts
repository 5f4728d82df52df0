// The place reads of the api, on top of the request's TavolaApi. Paths, arguments and answers are
// typed by the OpenAPI document, so a contract change is a type error here.
import type { TavolaApi } from '../rest/client.js';
import type { Operation, QueryOf } from '../rest/operations.js';
import type { RestPlace, RestPlaceFull } from '../rest/types.js';

/** GET /places query parameters (SPEC section 7), as the places resolvers build them. */
export type PlaceListParams = Omit<QueryOf<Operation<'/api/v1/places', 'get'>>, 'response_type'>;

/** A page of places, short form; the caller has turned its arguments into `params`. */
export async function listPlaces(api: TavolaApi, params: PlaceListParams): Promise<RestPlace[]> {
  const query = { ...params, response_type: 'short' as const };
  return (await api.get('/api/v1/places', { query })).data.places;
}

/** Places by id in the asked order (short form); ids the caller may not see are left out. */
export async function placesByIds(
  api: TavolaApi,
  ids: readonly string[],
  position: { lat?: number | undefined; lon?: number | undefined } = {},
): Promise<RestPlace[]> {
  const query = { ids: ids.join(','), response_type: 'short' as const, ...position };
  return (await api.get('/api/v1/places/by-ids', { query })).data.places;
}

/** Each point's nearest place of its city (short, with its distance), null where none. */
export async function nearestPlaces(
  api: TavolaApi,
  points: readonly { cityId: string; lat: number; lon: number }[],
): Promise<(RestPlace | null)[]> {
  const query = {
    points: points.map((point) => `${point.cityId},${point.lat},${point.lon}`).join(';'),
  };
  return (await api.get('/api/v1/places/nearest', { query })).data.places;
}

export async function getPlace(api: TavolaApi, placeId: string): Promise<RestPlaceFull> {
  return (await api.get('/api/v1/places/{placeId}', { path: { placeId } })).data.place;
}
