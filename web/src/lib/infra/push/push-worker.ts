// What the push service worker does (docs/live-events.md, "Web push"), apart from the worker's
// global scope so that it can be tested without a browser: the page's messages subscribe,
// subscribe-force and unsubscribe (SPEC section 7, with accessToken and notificationMute), a push
// shown as a notification, and a click that opens its page.
import { GRAPHQL_PATH } from '../../constants';
import * as messages from '../../messages';

/** A message of the page to the worker (SPEC section 7). */
export interface PushWorkerMessage {
  type: 'subscribe' | 'subscribe-force' | 'unsubscribe';
  /**
   * The person's access token, sent as a bearer token when given. The web app's session is an
   * httpOnly cookie it cannot read, so it sends null and the worker's same-origin calls carry
   * the cookie instead.
   */
  accessToken: string | null;
  /** Notification sounds are off: pushes come without sound. */
  notificationMute: boolean;
}

export function isPushWorkerMessage(value: unknown): value is PushWorkerMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    (message.type === 'subscribe' ||
      message.type === 'subscribe-force' ||
      message.type === 'unsubscribe') &&
    (message.accessToken === undefined ||
      message.accessToken === null ||
      typeof message.accessToken === 'string') &&
    (message.notificationMute === undefined || typeof message.notificationMute === 'boolean')
  );
}

/** The parts of the browser's PushSubscription the worker uses. */
export interface BrowserPushSubscription {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null };
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
}

/** The parts of the browser's PushManager the worker uses. */
export interface BrowserPushManager {
  getSubscription(): Promise<BrowserPushSubscription | null>;
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: Uint8Array<ArrayBuffer>;
  }): Promise<BrowserPushSubscription>;
}

export interface PushWorkerDeps {
  pushManager: BrowserPushManager;
  fetch: typeof fetch;
}

// Plain documents (the worker carries no GraphQL client); push-worker.test.ts checks them against
// the schema.
export const PUBLIC_KEY_QUERY = 'query PushPublicKey { pushPublicKey }';
export const SUBSCRIBE_MUTATION = `mutation SubscribePush($endpoint: String!, $p256dh: String!, $auth: String!, $mute: Boolean, $force: Boolean) {
  subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, mute: $mute, force: $force)
}`;
export const UNSUBSCRIBE_MUTATION = `mutation UnsubscribePush($endpoint: String!) {
  unsubscribePush(endpoint: $endpoint)
}`;

async function callGateway<T>(
  deps: PushWorkerDeps,
  accessToken: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await deps.fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: JSON.stringify({ query, variables }),
  });
  const reply = (await response.json()) as { data?: T | null; errors?: { message: string }[] };
  if (!response.ok || reply.errors?.length || !reply.data) {
    throw new Error(reply.errors?.[0]?.message ?? `the gateway answered ${response.status}`);
  }
  return reply.data;
}

/** A base64url text as bytes (the VAPID key browsers subscribe with). */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(left: ArrayBuffer | null | undefined, right: Uint8Array): boolean {
  if (!left || left.byteLength !== right.byteLength) return false;
  const bytes = new Uint8Array(left);
  return bytes.every((byte, index) => byte === right[index]);
}

/**
 * Handles one message of the page. subscribe keeps the browser's subscription when it has one
 * (made with the current key) and registers it; subscribe-force drops it and registers a new one;
 * unsubscribe removes it from the gateway, then from the browser. Nothing happens when the
 * gateway has no key (push is off).
 */
export async function handlePushWorkerMessage(
  message: PushWorkerMessage,
  deps: PushWorkerDeps,
): Promise<void> {
  const token = message.accessToken ?? null;
  const existing = await deps.pushManager.getSubscription();
  if (message.type === 'unsubscribe') {
    if (!existing) return;
    try {
      await callGateway(deps, token, UNSUBSCRIBE_MUTATION, { endpoint: existing.endpoint });
    } finally {
      // Whatever the gateway said, this browser stops receiving pushes.
      await existing.unsubscribe();
    }
    return;
  }
  const { pushPublicKey } = await callGateway<{ pushPublicKey: string | null }>(
    deps,
    token,
    PUBLIC_KEY_QUERY,
  );
  if (!pushPublicKey) return;
  const key = base64UrlBytes(pushPublicKey);
  const keep =
    message.type === 'subscribe' &&
    existing !== null &&
    (existing.options === undefined || sameBytes(existing.options.applicationServerKey, key));
  let subscription = keep ? existing : null;
  if (!subscription) {
    if (existing) {
      await callGateway(deps, token, UNSUBSCRIBE_MUTATION, { endpoint: existing.endpoint }).catch(
        () => undefined,
      );
      await existing.unsubscribe();
    }
    subscription = await deps.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  }
  const { endpoint, keys } = subscription.toJSON();
  await callGateway(deps, token, SUBSCRIBE_MUTATION, {
    endpoint: endpoint ?? subscription.endpoint,
    p256dh: keys?.p256dh ?? '',
    auth: keys?.auth ?? '',
    mute: message.notificationMute,
    force: !keep,
  });
}

/** What the api pushes (api/src/push/push-payload.ts). */
export interface PushPayload {
  notificationId?: string;
  type?: string;
  creatorName?: string;
  preview?: string | null;
  url?: string;
  silent?: boolean;
}

export interface ShownNotification {
  title: string;
  options: {
    body: string;
    tag?: string;
    silent: boolean;
    data: { url: string };
  };
}

/** Only paths of this site are opened. */
function sitePath(url: string | undefined): string {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

/** The notification a push is shown as; a push that is not our JSON still shows one. */
export function notificationOfPush(data: string | null): ShownNotification {
  let payload: PushPayload = {};
  try {
    const parsed: unknown = data ? JSON.parse(data) : {};
    if (typeof parsed === 'object' && parsed !== null) payload = parsed as PushPayload;
  } catch {
    // Shown as a plain new notification.
  }
  const words = messages.notification.actions;
  const body =
    payload.preview ||
    (payload.type === 'message'
      ? words.message
      : payload.type === 'follower'
        ? words.startedFollowingYou
        : messages.push.newNotification);
  return {
    title: payload.creatorName || messages.push.title,
    options: {
      body,
      ...(payload.notificationId ? { tag: payload.notificationId } : {}),
      silent: payload.silent === true,
      data: { url: sitePath(payload.url) },
    },
  };
}

/** The page a clicked notification opens. */
export function urlOfClickedNotification(data: unknown): string {
  const url =
    typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return sitePath(typeof url === 'string' ? url : undefined);
}
