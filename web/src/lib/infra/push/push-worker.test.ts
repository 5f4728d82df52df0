// The push worker's handling of the page's messages and of pushes, with a fake push manager and a
// fake gateway (the browser's push machinery is not available here; the documents it sends are
// checked against the gateway's schema).
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchema } from '../../../test/schema';
import * as messages from '../../messages';
import {
  handlePushWorkerMessage,
  isPushWorkerMessage,
  notificationOfPush,
  PUBLIC_KEY_QUERY,
  SUBSCRIBE_MUTATION,
  UNSUBSCRIBE_MUTATION,
  urlOfClickedNotification,
  type BrowserPushManager,
  type BrowserPushSubscription,
  type PushWorkerMessage,
} from './push-worker';

const schema = loadSchema();

// Any 65 bytes do for a fake key; the worker only passes them on.
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index * 7) % 256);
const KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

interface Call {
  operation: string;
  variables: Record<string, unknown>;
  authorization: string | undefined;
}

function fakeSubscription(endpoint: string, key: Uint8Array = KEY_BYTES) {
  const subscription = {
    endpoint,
    unsubscribed: false,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: `p256dh-of-${endpoint}`, auth: 'auth-secret' } }),
    unsubscribe: async () => {
      subscription.unsubscribed = true;
      return true;
    },
  };
  return subscription;
}

function browser(existing: ReturnType<typeof fakeSubscription> | null, publicKey: string | null) {
  const calls: Call[] = [];
  let current: BrowserPushSubscription | null = existing;
  let made = 0;
  const pushManager: BrowserPushManager = {
    getSubscription: async () => current,
    subscribe: async ({ applicationServerKey }) => {
      expect([...applicationServerKey]).toEqual([...KEY_BYTES]);
      made += 1;
      current = fakeSubscription(`https://push.example/new-${made}`);
      return current;
    },
  };
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /(query|mutation) (\w+)/.exec(body.query)?.[2] ?? '';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ operation, variables: body.variables, authorization: headers.authorization });
    const data =
      operation === 'PushPublicKey'
        ? { pushPublicKey: publicKey }
        : operation === 'SubscribePush'
          ? { subscribePush: true }
          : { unsubscribePush: true };
    return new Response(JSON.stringify({ data }), { status: 200 });
  };
  return { calls, deps: { pushManager, fetch }, current: () => current };
}

const message = (type: PushWorkerMessage['type'], notificationMute = false): PushWorkerMessage => ({
  type,
  accessToken: 'token-1',
  notificationMute,
});

describe('the messages of the page', () => {
  it('are subscribe, subscribe-force and unsubscribe with the token and the mute preference', () => {
    expect(isPushWorkerMessage(message('subscribe'))).toBe(true);
    expect(isPushWorkerMessage({ type: 'unsubscribe', accessToken: null })).toBe(true);
    expect(isPushWorkerMessage({ type: 'other' })).toBe(false);
    expect(isPushWorkerMessage({ type: 'subscribe', accessToken: 5 })).toBe(false);
    expect(isPushWorkerMessage(null)).toBe(false);
  });

  it('subscribe makes a subscription when there is none and registers it', async () => {
    const { calls, deps } = browser(null, KEY);
    await handlePushWorkerMessage(message('subscribe', true), deps);
    expect(calls.map((call) => call.operation)).toEqual(['PushPublicKey', 'SubscribePush']);
    expect(calls[1]).toEqual({
      operation: 'SubscribePush',
      authorization: 'Bearer token-1',
      variables: {
        endpoint: 'https://push.example/new-1',
        p256dh: 'p256dh-of-https://push.example/new-1',
        auth: 'auth-secret',
        mute: true,
        force: true,
      },
    });
  });

  it('subscribe keeps the subscription the browser has', async () => {
    const existing = fakeSubscription('https://push.example/kept');
    const { calls, deps, current } = browser(existing, KEY);
    await handlePushWorkerMessage(message('subscribe'), deps);
    expect(current()).toBe(existing);
    expect(existing.unsubscribed).toBe(false);
    expect(calls.at(-1)?.variables).toMatchObject({
      endpoint: 'https://push.example/kept',
      mute: false,
      force: false,
    });
  });

  it('subscribe replaces a subscription made with another key', async () => {
    const existing = fakeSubscription('https://push.example/old', new Uint8Array(65));
    const { calls, deps } = browser(existing, KEY);
    await handlePushWorkerMessage(message('subscribe'), deps);
    expect(existing.unsubscribed).toBe(true);
    expect(calls.at(-1)?.variables).toMatchObject({
      endpoint: 'https://push.example/new-1',
      force: true,
    });
  });

  it('subscribe-force drops the subscription the browser has and registers a new one', async () => {
    const existing = fakeSubscription('https://push.example/old');
    const { calls, deps } = browser(existing, KEY);
    await handlePushWorkerMessage(message('subscribe-force'), deps);
    expect(existing.unsubscribed).toBe(true);
    expect(calls.map((call) => call.operation)).toEqual([
      'PushPublicKey',
      'UnsubscribePush',
      'SubscribePush',
    ]);
    expect(calls[1]?.variables).toEqual({ endpoint: 'https://push.example/old' });
    expect(calls[2]?.variables).toMatchObject({
      endpoint: 'https://push.example/new-1',
      force: true,
    });
  });

  it('unsubscribe removes the subscription from the gateway, then from the browser', async () => {
    const existing = fakeSubscription('https://push.example/mine');
    const { calls, deps } = browser(existing, KEY);
    await handlePushWorkerMessage({ ...message('unsubscribe'), accessToken: null }, deps);
    expect(calls).toEqual([
      {
        operation: 'UnsubscribePush',
        authorization: undefined,
        variables: { endpoint: 'https://push.example/mine' },
      },
    ]);
    expect(existing.unsubscribed).toBe(true);
  });

  it('does nothing when the gateway has no key (push is off)', async () => {
    const { calls, deps, current } = browser(null, null);
    await handlePushWorkerMessage(message('subscribe'), deps);
    expect(calls.map((call) => call.operation)).toEqual(['PushPublicKey']);
    expect(current()).toBeNull();
  });

  it('sends documents the gateway accepts', () => {
    for (const document of [PUBLIC_KEY_QUERY, SUBSCRIBE_MUTATION, UNSUBSCRIBE_MUTATION]) {
      expect(validate(schema, parse(document))).toEqual([]);
    }
  });
});

describe('a push', () => {
  it("shows who did it and the preview, silently when muted, and opens the push's page", () => {
    const shown = notificationOfPush(
      JSON.stringify({
        notificationId: 'n1',
        type: 'message',
        creatorName: 'Anna Lee',
        preview: 'Is the terrace…',
        url: '/chats/abc',
        silent: true,
      }),
    );
    expect(shown).toEqual({
      title: 'Anna Lee',
      options: { body: 'Is the terrace…', tag: 'n1', silent: true, data: { url: '/chats/abc' } },
    });
    expect(urlOfClickedNotification(shown.options.data)).toBe('/chats/abc');
  });

  it('without a preview or our JSON still shows a notification, and opens only our pages', () => {
    expect(notificationOfPush(JSON.stringify({ type: 'message', creatorName: 'Bo' }))).toEqual({
      title: 'Bo',
      options: {
        body: messages.notification.actions.message,
        silent: false,
        data: { url: '/' },
      },
    });
    expect(notificationOfPush('not json').title).toBe(messages.push.title);
    expect(
      notificationOfPush(JSON.stringify({ url: 'https://evil.example/' })).options.data,
    ).toEqual({ url: '/' });
    expect(urlOfClickedNotification({ url: '//evil.example' })).toBe('/');
  });
});
