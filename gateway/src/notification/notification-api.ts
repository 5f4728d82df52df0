// The notification calls of the api (`/api/v2/notifications`, docs/live-events.md), on top of the
// request's TavolaApi. Paths, parameters and answers are typed from the OpenAPI document.
import type { TavolaApi } from '../rest/client.js';
import type { BodyOf, Operation, QueryOf } from '../rest/operations.js';
import type { RestNotification, RestNotViewedCounters } from '../rest/types.js';

export type NotificationListParams = Required<QueryOf<Operation<'/api/v2/notifications', 'get'>>>;
/** `forOutlet` and, to mark only some, their `ids` (always sent as a JSON array). */
export type MarkViewedBody = BodyOf<Operation<'/api/v2/notifications/viewed', 'post'>> & {
  ids?: string[];
};

/** Newest first: the caller's own, or (`forOutlet`) those of the places and chains they staff. */
export async function notifications(
  api: TavolaApi,
  query: NotificationListParams,
): Promise<RestNotification[]> {
  return (await api.get('/api/v2/notifications', { query })).data.notifications;
}

export async function notViewedCount(api: TavolaApi): Promise<RestNotViewedCounters> {
  return (await api.get('/api/v2/notifications/not-viewed-count')).data;
}

/** Marks `ids` (or, without ids, the whole list) viewed; answers the new counters. */
export async function markViewed(
  api: TavolaApi,
  body: MarkViewedBody,
): Promise<RestNotViewedCounters> {
  return (await api.post('/api/v2/notifications/viewed', { body })).data;
}
