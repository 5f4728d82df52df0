// The account calls' plumbing in the REST client, against a stand-in api that records what it got.
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { Upstream } from '../rest/transport.js';
import { httpSessionCookie } from './session-cookie.js';
import * as rest from './account-api.js';
import { accountQueries } from './resolvers.js';

let seen: IncomingHttpHeaders[] = [];
let server: http.Server;
let upstream: Upstream;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(request.headers);
    response.setHeader('content-type', 'application/json');
    const refuse = (code: number, status: string) => {
      response.statusCode = code;
      response.end(JSON.stringify({ code, status, messageUI: { message: 'x' }, data: {} }));
    };
    // The api without its development inbox (production mode).
    if (request.url?.startsWith('/api/v1/dev/inbox')) return refuse(404, 'RecordNotFound');
    if (request.headers.authorization === 'Bearer revoked') return refuse(401, 'Unauthorized');
    response.end(JSON.stringify({ data: { ok: true } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  upstream = new Upstream({
    apiUrl: `http://127.0.0.1:${port}`,
    timeoutMs: 2000,
    connectTimeoutMs: 1000,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await upstream?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A stand-in for the browser's answer, to read the Set-Cookie the gateway would send. */
function fakeResponse() {
  const headers = new Map<string, string>();
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
  } as unknown as http.ServerResponse;
  const request = { headers: {}, socket: {} } as unknown as http.IncomingMessage;
  return { session: httpSessionCookie(request, response), headers };
}

describe('account calls', () => {
  it('pass the token and the browser address on', async () => {
    seen = [];
    const { api } = createContext(
      upstream,
      { token: 't1', source: 'header' },
      undefined,
      '198.51.100.4',
    );
    await rest.logout(api);
    expect(seen[0]?.authorization).toBe('Bearer t1');
    expect(seen[0]?.['x-forwarded-for']).toBe('198.51.100.4');
  });

  it('clear the session cookie when the api refuses the cookie token', async () => {
    const { session, headers } = fakeResponse();
    const { api } = createContext(upstream, { token: 'revoked', source: 'cookie' }, session);
    await expect(rest.account(api)).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(headers.get('set-cookie')).toMatch(/^tavola_token=;.*Max-Age=0/);
  });

  it('leave cookies alone when the refused token came in a header', async () => {
    const { session, headers } = fakeResponse();
    const { api } = createContext(upstream, { token: 'revoked', source: 'header' }, session);
    await expect(rest.account(api)).rejects.toBeDefined();
    expect(headers.has('set-cookie')).toBe(false);
  });
});

describe('developmentInbox', () => {
  it('is null when the api has no inbox', async () => {
    const context = createContext(upstream, undefined);
    const resolve = accountQueries.developmentInbox as unknown as (
      parent: unknown,
      args: { contact: { phone: string } },
      ctx: typeof context,
    ) => Promise<unknown>;
    expect(await resolve({}, { contact: { phone: '447700900101' } }, context)).toBeNull();
  });
});
