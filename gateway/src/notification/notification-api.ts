// The notification calls of the api (`/api/v2/notifications`, docs/live-events.md), on top of the
// request's TavolaApi.
import type { TavolaApi } from '../rest/client.js';
import type { RestNotification, RestNotViewedCounters } from '../rest/types.js';

const NOTIFICATIONS_PATH = '/api/v2/notifications';

export interface NotificationListParams {
  forOutlet: boolean;
  offset: number;
  limit: number;
}

/** Newest first: the caller's own, or (`forOutlet`) those of the places and chains they staff. */
export async function notifications(
  api: TavolaApi,
  params: NotificationListParams,
): Promise<RestNotification[]> {
  const reply = await api.send<{ data: { notifications: RestNotification[] } }>(
    'GET',
    NOTIFICATIONS_PATH,
    { query: { ...params } },
  );
  return reply.data.notifications;
}

export async function notViewedCount(api: TavolaApi): Promise<RestNotViewedCounters> {
  return (
    await api.send<{ data: RestNotViewedCounters }>('GET', `${NOTIFICATIONS_PATH}/not-viewed-count`)
  ).data;
}

/** Marks `ids` (or, without ids, the whole list) viewed; answers the new counters. */
export async function markViewed(
  api: TavolaApi,
  body: { forOutlet: boolean; ids?: string[] },
): Promise<RestNotViewedCounters> {
  return (
    await api.send<{ data: RestNotViewedCounters }>('POST', `${NOTIFICATIONS_PATH}/viewed`, {
      json: body,
    })
  ).data;
}
