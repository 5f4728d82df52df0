// Web push end to end through the real api and gateway: a person whose browser registered a push
// subscription (through the gateway, as the service worker does) and who has no live socket open
// gets one push per new notification at their push service, which a local server stands in for
// here (the test plays the browser: it holds the subscription's keys and decrypts what arrives).
// An open socket, an unsubscribe, or a push service that says the subscription is gone stop them.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { gql, LiveSocket, register, type Person, writeTo } from '../../support/live.js';
import { useServers, useStack, type PushBrowser, type PushEndpoint } from '../../support/stack.js';

const stack = useStack({ liveEvents: true, api: { pushAllowHttp: true } });
const servers = useServers();
let pushService: PushEndpoint;

beforeAll(async () => {
  pushService = await servers.pushService();
});

const person = () => register(stack.apiUrl, `push-${randomBytes(6).toString('hex')}@tavola.test`);

/** A browser of `who` that subscribed and registered its subscription through the gateway. */
async function subscribedBrowser(who: Person): Promise<PushBrowser> {
  const browser = pushService.browser();
  const { endpoint, keys } = browser.subscription;
  const data = await gql<{ subscribePush: boolean }>(
    stack.gatewayUrl,
    `mutation ($endpoint: String!, $p256dh: String!, $auth: String!) {
      subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, mute: false)
    }`,
    { endpoint, ...keys },
    who.token,
  );
  expect(data.subscribePush).toBe(true);
  return browser;
}

function write(from: Person, to: Person, text: string) {
  return writeTo(stack.gatewayUrl, from, to, text);
}

/** Whether some gateway's unexpired presence report names `who`. */
async function reportedPresent(who: Person): Promise<boolean> {
  const { rows } = await stack.api.db.query(
    'SELECT 1 FROM live_presence WHERE expires_at > now() AND $1 = ANY(user_ids)',
    [who.id],
  );
  return rows.length > 0;
}

let writer: Person;
/** Someone always away, whose push marks that the notifications before it were decided. */
let witness: Person;
let witnessBrowser: PushBrowser;

/**
 * Notifies the witness and waits for its push: pushes go out in the order the notifications
 * were written, so every notification written before has been pushed or passed over by then.
 */
async function pushesSettled(): Promise<void> {
  const before = witnessBrowser.received.length;
  await write(writer, witness, `Marker ${before}`);
  await witnessBrowser.waitForPushes(before + 1);
}

beforeAll(async () => {
  [writer, witness] = await Promise.all([person(), person()]);
  witnessBrowser = await subscribedBrowser(witness);
});

describe('web push', () => {
  it('the gateway gives the key browsers subscribe with', async () => {
    const data = await gql<{ pushPublicKey: string | null }>(stack.gatewayUrl, '{ pushPublicKey }');
    expect(data.pushPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('reaches a person with no open socket once, with the preview of the message', async () => {
    const reader = await person();
    const browser = await subscribedBrowser(reader);
    const chatId = await write(writer, reader, 'Is the terrace open today?');
    const [push] = await browser.waitForPushes(1);
    expect(push?.payload).toMatchObject({
      type: 'message',
      preview: 'Is the terrace…',
      url: `/chats/${chatId}`,
      silent: false,
    });
    const { pushPublicKey } = await gql<{ pushPublicKey: string }>(
      stack.gatewayUrl,
      '{ pushPublicKey }',
    );
    expect(push?.headers.authorization).toContain(`k=${pushPublicKey}`);
    await pushesSettled();
    expect(browser.received).toHaveLength(1);
  });

  it('does not reach a person while they have a socket open, and does after it closed', async () => {
    const reader = await person();
    const browser = await subscribedBrowser(reader);
    const socket = await LiveSocket.open(stack.gatewayUrl, reader.token);
    try {
      await vi.waitFor(async () => expect(await reportedPresent(reader)).toBe(true));
      await write(writer, reader, 'Seen this live?');
      await pushesSettled();
      expect(browser.received).toHaveLength(0);
      // The notification itself reached the open socket.
      await socket.until(() => socket.notifications.length >= 1);
    } finally {
      await socket.close();
    }
    await vi.waitFor(async () => expect(await reportedPresent(reader)).toBe(false));
    await write(writer, reader, 'And now?');
    expect((await browser.waitForPushes(1))[0]?.payload.preview).toBe('And now?');
  });

  it('stops after the browser unsubscribed', async () => {
    const reader = await person();
    const browser = await subscribedBrowser(reader);
    const unsubscribe = () =>
      gql<{ unsubscribePush: boolean }>(
        stack.gatewayUrl,
        'mutation ($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }',
        { endpoint: browser.subscription.endpoint },
        reader.token,
      );
    expect((await unsubscribe()).unsubscribePush).toBe(true);
    expect((await unsubscribe()).unsubscribePush).toBe(false);
    await write(writer, reader, 'Still subscribed?');
    await pushesSettled();
    expect(browser.received).toHaveLength(0);
  });

  it('forgets a subscription its push service says is gone (410)', async () => {
    const reader = await person();
    const browser = await subscribedBrowser(reader);
    browser.answerWith(410);
    await write(writer, reader, 'Anyone there?');
    await browser.waitForPushes(1);
    await vi.waitFor(async () => {
      const { rows } = await stack.api.db.query(
        'SELECT 1 FROM push_subscriptions WHERE endpoint = $1',
        [browser.subscription.endpoint],
      );
      expect(rows).toHaveLength(0);
    });
    await write(writer, reader, 'Hello?');
    await pushesSettled();
    expect(browser.received).toHaveLength(1);
  });
});
