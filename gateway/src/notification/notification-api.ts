// The notification calls of the api (`/api/v2/notifications`, docs/live-events.md), on top of the
// request's TavolaApi. Shapes come from the OpenAPI document, so a contract change is a type error.
import type { paths } from '../rest/api-types.gen.js';
import type { TavolaApi } from '../rest/client.js';
import type { RestNotification, RestNotViewedCounters } from '../rest/types.js';

type Ok<Operation extends { responses: { 200: { content: { 'application/json': unknown } } } }> =
  Operation['responses'][200]['content']['application/json'];

type NotificationList = Ok<paths['/api/v2/notifications']['get']>;
type NotViewedCount = Ok<paths['/api/v2/notifications/not-viewed-count']['get']>;
type ViewedAnswer = Ok<paths['/api/v2/notifications/viewed']['post']>;
export type NotificationListParams = Required<
  NonNullable<paths['/api/v2/notifications']['get']['parameters']['query']>
>;
export type MarkViewedBody = NonNullable<
  paths['/api/v2/notifications/viewed']['post']['requestBody']
>['content']['application/json'] & { ids?: string[] };

/** Newest first: the caller's own, or (`forOutlet`) those of the places and chains they staff. */
export async function notifications(
  api: TavolaApi,
  params: NotificationListParams,
): Promise<RestNotification[]> {
  const reply = await api.send<NotificationList>('GET', '/api/v2/notifications', {
    query: { ...params },
  });
  return reply.data.notifications;
}

export async function notViewedCount(api: TavolaApi): Promise<RestNotViewedCounters> {
  return (await api.send<NotViewedCount>('GET', '/api/v2/notifications/not-viewed-count')).data;
}

/** Marks `ids` (or, without ids, the whole list) viewed; answers the new counters. */
export async function markViewed(
  api: TavolaApi,
  body: MarkViewedBody,
): Promise<RestNotViewedCounters> {
  return (await api.send<ViewedAnswer>('POST', '/api/v2/notifications/viewed', { json: body }))
    .data;
}
