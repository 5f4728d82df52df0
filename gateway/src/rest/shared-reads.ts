// The reads more than one domain makes (places by any filter, people by name, the chats counters):
// shared here, on top of the request's TavolaApi, rather than one domain reaching into another's
// REST module.
import type { TavolaApi } from './client.js';
import type { Operation, QueryOf } from './operations.js';
import type { RestNotViewedCounters, RestPlace, RestUser } from './types.js';

/**
 * Places by any of the REST filters as given (organisation, name search, nearest to a point):
 * callers that are not the filtered city list use this instead of `listPlaces`.
 */
export async function placesWhere(
  api: TavolaApi,
  query: QueryOf<Operation<'/api/v1/places', 'get'>>,
): Promise<RestPlace[]> {
  return (await api.get('/api/v1/places', { query })).data.places;
}

/** People by the REST filters as given (a name search, a page of them). */
export async function listUsers(
  api: TavolaApi,
  query: QueryOf<Operation<'/api/v1/users', 'get'>>,
): Promise<RestUser[]> {
  return (await api.get('/api/v1/users', { query })).data.users;
}

/**
 * Chats holding a message the caller's side has not viewed: the chats' part of the counters, which
 * the chats domain answers and the counters subscription starts with.
 */
export async function chatsNotViewedCount(api: TavolaApi): Promise<RestNotViewedCounters> {
  return (await api.get('/api/v2/chats/not-viewed-count')).data;
}
