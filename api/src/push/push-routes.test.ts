// The push subscription calls and the gateways' presence reports over real HTTP, as demo people.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoUserId } from '../seed/people.js';
import { useApi } from '../test-support/api-under-test.js';
import { chatClient } from '../test-support/chat-client.js';

const eventsSecret = randomBytes(32).toString('hex');
/** What the names of these tests resolve to: push.example stands for a public push service. */
const addresses: Record<string, string[]> = {
  'push.example': ['142.250.74.46', '2a00:1450:4001:82b::200a'],
  localhost: ['127.0.0.1', '::1'],
  'inside.example': ['10.1.2.3'],
  'metadata.example': ['169.254.169.254'],
  'mixed.example': ['142.250.74.46', '192.168.0.10'],
};
const api = useApi({
  eventsSecret,
  resolveHost: async (hostname) => {
    const found = addresses[hostname];
    if (!found) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    return found;
  },
});
// chatClient is the route tests' client for `/api/v2` calls as a demo person.
const client = chatClient(() => api.url);

const keys = () => ({
  p256dh: randomBytes(65).toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
const endpoint = () => `https://push.example/send/${randomBytes(8).toString('hex')}`;

async function subscribe(who: string | null, body: Record<string, unknown>) {
  return client.call(who, 'POST', '/api/v2/push-subscriptions', body);
}

describe('GET /api/v2/push/public-key', () => {
  it('answers the VAPID public key to anyone', async () => {
    const reply = await api.get<{ data: { publicKey: string } }>('/api/v2/push/public-key');
    expect(reply.status).toBe(200);
    expect(reply.body.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(reply.body.data.publicKey, 'base64url')[0]).toBe(4);
  });
});

describe('POST /api/v2/push-subscriptions', () => {
  it("registers the caller's subscription with its mute preference", async () => {
    const url = endpoint();
    const reply = await subscribe('user1', { endpoint: url, keys: keys(), mute: true });
    expect(reply.status).toBe(200);
    expect(reply.body.data.subscription).toMatchObject({ endpoint: url, mute: true });
  });

  it('keeps an existing subscription without force and replaces it with force', async () => {
    const url = endpoint();
    const first = await subscribe('user1', { endpoint: url, keys: keys() });
    const createdAt = (first.body.data.subscription as { createdAt: string }).createdAt;
    const again = await subscribe('user1', { endpoint: url, keys: keys(), mute: true });
    expect(again.body.data.subscription).toMatchObject({ endpoint: url, mute: true, createdAt });
    const forced = await subscribe('user1', { endpoint: url, keys: keys(), force: true });
    expect(forced.body.data.subscription).toMatchObject({ endpoint: url, mute: false });
    expect(
      Date.parse((forced.body.data.subscription as { createdAt: string }).createdAt),
    ).toBeGreaterThanOrEqual(Date.parse(createdAt));
  });

  it('moves a browser registered by someone else to the person signed in now', async () => {
    const url = endpoint();
    await subscribe('user1', { endpoint: url, keys: keys() });
    expect((await subscribe('user2', { endpoint: url, keys: keys() })).status).toBe(200);
    // Not user1's any more: they cannot remove it; user2 can.
    const remove = (who: string) =>
      client.call(who, 'DELETE', '/api/v2/push-subscriptions', { endpoint: url });
    expect((await remove('user1')).body.data).toEqual({ deleted: false });
    expect((await remove('user2')).body.data).toEqual({ deleted: true });
  });

  it('needs a signed-in caller, an https endpoint and base64url keys', async () => {
    expect((await subscribe(null, { endpoint: endpoint(), keys: keys() })).status).toBe(401);
    const invalid = async (body: Record<string, unknown>) => {
      const reply = await subscribe('user1', body);
      expect(reply.status).toBe(400);
      return reply.body.data.errors;
    };
    expect(await invalid({ keys: keys() })).toHaveProperty('endpoint');
    expect(await invalid({ endpoint: 'not a url', keys: keys() })).toHaveProperty('endpoint');
    expect(
      await invalid({ endpoint: endpoint(), keys: { p256dh: 'not base64!', auth: 'x' } }),
    ).toHaveProperty(['keys.p256dh']);
    expect(await invalid({ endpoint: endpoint() })).toHaveProperty('keys');
  });
});

describe('where a push endpoint may point', () => {
  const refusedWith = async (url: string, message: string) => {
    const reply = await subscribe('user1', { endpoint: url, keys: keys() });
    expect(reply.status, url).toBe(422);
    expect(reply.body, url).toMatchObject({
      status: 'FieldInvalid',
      messageUI: { message },
      data: { errors: { endpoint: message } },
    });
  };

  it('only https: plain http or ftp endpoints are 422', async () => {
    for (const url of [
      'http://127.0.0.1:9/local',
      'http://push.example/x',
      'ftp://push.example/x',
    ]) {
      await refusedWith(url, 'Must be an https URL');
    }
  });

  it('only hosts that resolve to public addresses: loopback, private, link-local are 422', async () => {
    for (const url of [
      'https://127.0.0.1/send',
      'https://127.1.2.3:8443/send',
      'https://10.0.0.8/send',
      'https://172.16.5.4/send',
      'https://192.168.1.1/send',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/send',
      'https://0.0.0.0/send',
      'https://[::1]/send',
      'https://[::ffff:127.0.0.1]/send',
      'https://[fd00::1]/send',
      'https://[fe80::1]/send',
      'https://localhost/send',
      'https://inside.example/send',
      'https://metadata.example/send',
      'https://mixed.example/send',
      'https://nowhere.example/send',
    ]) {
      await refusedWith(url, 'Must be a push service on the public internet');
    }
    const kept = await subscribe('user1', { endpoint: endpoint(), keys: keys() });
    expect(kept.status).toBe(200);
    const literal = await subscribe('user1', { endpoint: 'https://142.250.74.46/x', keys: keys() });
    expect(literal.status).toBe(200);
  });
});

describe('DELETE /api/v2/push-subscriptions', () => {
  it("removes the caller's subscription once", async () => {
    const url = endpoint();
    await subscribe('user3', { endpoint: url, keys: keys() });
    const remove = () =>
      client.call('user3', 'DELETE', '/api/v2/push-subscriptions', { endpoint: url });
    expect((await remove()).body.data).toEqual({ deleted: true });
    expect((await remove()).body.data).toEqual({ deleted: false });
    expect(
      (await client.call(null, 'DELETE', '/api/v2/push-subscriptions', { endpoint: url })).status,
    ).toBe(401);
  });
});

describe('PUT /api/v2/presence', () => {
  const put = (secret: string | undefined, body: unknown) =>
    fetch(`${api.url}/api/v2/presence`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
      },
      body: JSON.stringify(body),
    });

  it('is for gateways only', async () => {
    const body = { gatewayId: 'g1', userIds: [demoUserId('user-1')] };
    expect((await put(undefined, body)).status).toBe(401);
    expect((await put('not-the-events-secret', body)).status).toBe(401);
  });

  it("stores a gateway's report and says how long it holds", async () => {
    const reply = await put(eventsSecret, { gatewayId: 'g1', userIds: [demoUserId('user-1')] });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ data: { ttlSeconds: 90 } });
    expect((await put(eventsSecret, { gatewayId: 'g1', userIds: [] })).status).toBe(200);
    expect((await put(eventsSecret, { gatewayId: 'g1', userIds: ['someone'] })).status).toBe(400);
    expect((await put(eventsSecret, { userIds: [] })).status).toBe(400);
  });
});
