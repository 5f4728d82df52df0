// Web push only to the public internet, through the real gateway and api with PUSH_ALLOW_HTTP off:
// endpoints on loopback, private or link-local addresses (the cloud metadata service) are refused
// with 422 and a field error, and a name that resolved to a public address when saved but
// resolves to this machine by the time a notification is pushed is checked again: a loopback
// listener on the endpoint's port sees no connection. docs/hostile-suite.md lists the cases.
import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gql, gqlReply, register, type Person, writeTo } from '../../support/live.js';
import { useStack } from '../../support/stack.js';

/** Where the stack's api believes host names point; the test changes it as DNS might. */
const addresses = new Map<string, string[]>();
const lookups: string[] = [];
const stack = useStack({
  liveEvents: true,
  api: {
    pushAllowHttp: false,
    resolveHost: async (hostname) => {
      lookups.push(hostname);
      const found = addresses.get(hostname);
      if (!found) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
      return found;
    },
  },
});

/** Counts every connection made to it, on every local address of its port. */
let listener: net.Server;
let connections = 0;
let port = 0;

beforeAll(async () => {
  listener = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

const SUBSCRIBE = `mutation ($endpoint: String!, $p256dh: String!, $auth: String!) {
  subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, mute: false)
}`;
const keys = () => ({
  p256dh: randomBytes(65).toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
const person = () => register(stack.apiUrl, `push-${randomBytes(6).toString('hex')}@tavola.test`);
const PUBLIC_ONLY = 'Must be a push service on the public internet';

function write(from: Person, to: Person, text: string) {
  return writeTo(stack.gatewayUrl, from, to, text);
}

describe('push endpoints', () => {
  it('loopback, private and link-local endpoints are refused with 422 through the gateway', async () => {
    const reader = await person();
    addresses.set('inside.example', ['10.0.0.7']);
    for (const [endpoint, message] of [
      [`https://127.0.0.1:${port}/send`, PUBLIC_ONLY],
      [`https://[::1]:${port}/send`, PUBLIC_ONLY],
      ['https://10.1.1.1/send', PUBLIC_ONLY],
      ['https://192.168.0.2/send', PUBLIC_ONLY],
      ['https://169.254.169.254/latest/meta-data', PUBLIC_ONLY],
      ['https://inside.example/send', PUBLIC_ONLY],
      [`http://127.0.0.1:${port}/send`, 'Must be an https URL'],
    ] as const) {
      const reply = await gqlReply<{ subscribePush: boolean }>(
        stack.gatewayUrl,
        SUBSCRIBE,
        { endpoint, ...keys() },
        reader.token,
      );
      expect(reply.data ?? null, endpoint).toBeNull();
      expect(reply.errors?.[0]?.extensions, endpoint).toMatchObject({
        code: 'BAD_USER_INPUT',
        status: 'FieldInvalid',
        httpStatus: 422,
        message,
        fieldErrors: { endpoint: message },
      });
    }
    const { rows } = await stack.api.db.query(
      'SELECT 1 FROM push_subscriptions WHERE user_id = $1',
      [reader.id],
    );
    expect(rows).toEqual([]);
    expect(connections).toBe(0);
  });

  it('a name that now resolves to this machine gets no push: checked again on send', async () => {
    const [writer, reader] = await Promise.all([person(), person()]);
    // Public when saved...
    addresses.set('localhost', ['142.250.74.46']);
    const saved = await gql<{ subscribePush: boolean }>(
      stack.gatewayUrl,
      SUBSCRIBE,
      { endpoint: `https://localhost:${port}/send/${reader.id}`, ...keys() },
      reader.token,
    );
    expect(saved.subscribePush).toBe(true);
    // ...loopback when pushed to.
    addresses.set('localhost', ['127.0.0.1', '::1']);
    const before = lookups.length;
    await write(writer, reader, 'Are you still there?');
    // The sender either looks the name up again (and refuses) or connects; wait for one.
    await vi.waitFor(
      () => expect(lookups.slice(before).includes('localhost') || connections > 0).toBe(true),
      { timeout: 20_000, interval: 100 },
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(connections).toBe(0);
  });
});
