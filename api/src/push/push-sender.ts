import webPush from 'web-push';
import type { VapidConfig } from '../config.js';
import { pushLimits } from '../messages.js';
import { endpointRefusal, type EndpointRules } from './push-endpoint.js';
import type { PushSubscriptionRow } from './push-subscription-repository.js';

/** How one push ended: delivered to the push service, gone (404/410: forget it), or failed. */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; status?: number; error?: unknown };

export type SendPush = (
  subscription: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  payload: string,
) => Promise<PushOutcome>;

/** web-push's headers for fetch: text values, and the body's length left to fetch to say. */
function headersOf(headers: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Sends pushes with `web-push`: it encrypts the payload (aes128gcm) and signs the VAPID header;
 * the request itself goes through fetch, only to an endpoint that passes endpointRefusal, with a
 * short deadline and no redirects (the endpoint is the browser's word, not ours to follow
 * elsewhere).
 */
export function pushSender(vapid: VapidConfig, endpoints: EndpointRules): SendPush {
  return async (subscription, payload) => {
    // Checked again on every send: the name may resolve elsewhere since it was saved.
    const refusal = await endpointRefusal(subscription.endpoint, endpoints);
    if (refusal)
      return { kind: 'failed', error: new Error(`${refusal}: ${subscription.endpoint}`) };
    let request: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      request = webPush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        payload,
        {
          vapidDetails: vapid,
          TTL: pushLimits.messageTtlSeconds,
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (error) {
      // Keys the browser never could have made: the subscription is of no use.
      return { kind: 'failed', error };
    }
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: headersOf(request.headers),
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(pushLimits.sendTimeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return { kind: 'sent' };
      if (response.status === 404 || response.status === 410) {
        return { kind: 'gone', status: response.status };
      }
      return { kind: 'failed', status: response.status };
    } catch (error) {
      return { kind: 'failed', error };
    }
  };
}
