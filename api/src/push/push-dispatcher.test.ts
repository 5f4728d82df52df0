// Pushes after a new notification, against a local stand-in for the push service: who gets one
// (recipients without a live socket on any gateway), what it says, and forgetting gone browsers.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatClient } from '../test-support/chat-client.js';
import {
  startApi,
  startPushEndpoint,
  type PushBrowser,
  type PushEndpoint,
  type RunningApi,
} from '../testing.js';
import { demoUserId } from '../seed/people.js';

let api: RunningApi;
let pushService: PushEndpoint;
const eventsSecret = randomBytes(32).toString('hex');
const client = chatClient(() => api.url);

beforeAll(async () => {
  [api, pushService] = await Promise.all([
    startApi({ eventsSecret, pushAllowHttp: true }),
    startPushEndpoint(),
  ]);
});
afterAll(async () => {
  await api?.close();
  await pushService?.close();
});

async function subscribedBrowser(who: string, mute = false): Promise<PushBrowser> {
  const browser = pushService.browser();
  const reply = await client.call(who, 'POST', '/api/v2/push-subscriptions', {
    ...browser.subscription,
    mute,
  });
  expect(reply.status).toBe(200);
  return browser;
}

async function reportPresence(gatewayId: string, userIds: string[]): Promise<void> {
  const response = await fetch(`${api.url}/api/v2/presence`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${eventsSecret}` },
    body: JSON.stringify({ gatewayId, userIds }),
  });
  expect(response.status).toBe(200);
}

/** A chat of `from` with `to` and a way to write in it. */
async function chatBetween(from: string, to: string) {
  const chat = await client.startChat(from, { userId: demoUserId(to.replace(/(\d+)$/, '-$1')) });
  return { chat, send: (text: string) => client.send(from, chat.id, text) };
}

describe('a new notification', () => {
  it('is pushed to each browser of a recipient with no live socket', async () => {
    // user1 and user2 already have a demo chat; this one is new.
    const [phone, laptop] = [await subscribedBrowser('user8'), await subscribedBrowser('user8')];
    const { chat, send } = await chatBetween('user1', 'user8');
    await send('Do you have a table for two tonight?');
    const [push] = await phone.waitForPushes(1);
    await laptop.waitForPushes(1);
    expect(push?.payload).toEqual({
      notificationId: expect.any(String),
      type: 'message',
      creatorName: expect.any(String),
      preview: 'Do you have…',
      url: `/chats/${chat.id}`,
      silent: false,
    });
    expect(push?.headers.authorization).toMatch(/^vapid t=.+, k=[A-Za-z0-9_-]{87}$/);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
  });

  it('is not pushed while a gateway reports a socket of the recipient, and is after', async () => {
    const present = await subscribedBrowser('user4');
    const absent = await subscribedBrowser('user5');
    const toPresent = await chatBetween('user1', 'user4');
    const toAbsent = await chatBetween('user1', 'user5');
    await reportPresence('gateway-a', [demoUserId('user-4')]);
    await toPresent.send('Are you coming tonight?');
    // Pushes go in outbox order: once the later one arrived, the earlier one was decided.
    await toAbsent.send('Are you coming too?');
    await absent.waitForPushes(1);
    expect(present.received).toHaveLength(0);

    // The gateway says the socket closed (an empty report removes the gateway).
    await reportPresence('gateway-a', []);
    await toPresent.send('Still there?');
    expect((await present.waitForPushes(1))[0]?.payload.preview).toBe('Still there?');

    // A gateway that stops reporting counts for nobody once its report expires.
    await reportPresence('gateway-b', [demoUserId('user-4')]);
    await api.db.query(
      `UPDATE live_presence SET expires_at = now() - interval '1 second' WHERE gateway_id = $1`,
      ['gateway-b'],
    );
    await toPresent.send('Hello again');
    expect((await present.waitForPushes(2))[1]?.payload.preview).toBe('Hello again');
  });

  it('is pushed silently to a browser whose person switched the sound off', async () => {
    const muted = await subscribedBrowser('user6', true);
    await (await chatBetween('user1', 'user6')).send('Quiet please');
    expect((await muted.waitForPushes(1))[0]?.payload).toMatchObject({ silent: true });
  });

  it('forgets a subscription the push service says is gone', async () => {
    const gone = await subscribedBrowser('user7');
    gone.answerWith(410);
    await (await chatBetween('user1', 'user7')).send('Anyone there?');
    await gone.waitForPushes(1);
    await vi.waitFor(async () => {
      const { rows } = await api.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
        gone.subscription.endpoint,
      ]);
      expect(rows).toHaveLength(0);
    });
  });
});
