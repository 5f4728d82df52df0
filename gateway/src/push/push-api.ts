// The web push calls of the api (`/api/v2/push-subscriptions`, `/api/v2/push/public-key`,
// docs/live-events.md), on top of the request's TavolaApi. Typed from the OpenAPI document.
import type { TavolaApi } from '../rest/client.js';
import type { BodyOf, Operation } from '../rest/operations.js';

export type PushSubscribeBody = BodyOf<Operation<'/api/v2/push-subscriptions', 'post'>>;

export async function publicKey(api: TavolaApi): Promise<string | null> {
  return (await api.get('/api/v2/push/public-key')).data.publicKey ?? null;
}

export async function subscribe(api: TavolaApi, body: PushSubscribeBody): Promise<void> {
  await api.post('/api/v2/push-subscriptions', { body });
}

/** Whether the caller had a subscription with this endpoint. */
export async function unsubscribe(api: TavolaApi, endpoint: string): Promise<boolean> {
  return (await api.delete('/api/v2/push-subscriptions', { body: { endpoint } })).data.deleted;
}
