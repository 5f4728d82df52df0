// One request id from the browser's request to the api's SQL (docs/operations.md): the gateway
// takes the id a request came with, puts it on its own log lines and sends it on every call to the
// api, whose request and SQL lines carry it too. Real processes, their real JSON logs.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../support/free-port.js';
import { startLoggedProcess, type LoggedProcess } from '../../support/logged-process.js';
import { useServers } from '../../support/stack.js';

let api: LoggedProcess;
let gateway: LoggedProcess;
const servers = useServers();

beforeAll(async () => {
  const secret = randomBytes(24).toString('hex');
  // The demo database from the cached template: the api then starts without seeding.
  const dataDir = await servers.dataFolder({ seeded: true });
  const apiPort = await freePort();
  api = await startLoggedProcess({
    service: 'api',
    port: apiPort,
    env: { DATA_DIR: dataDir, API_PORT: String(apiPort), EVENTS_SECRET: secret },
  });
  const port = await freePort();
  gateway = await startLoggedProcess({
    service: 'gateway',
    port,
    env: { API_URL: api.url, PORT: String(port), HOST: '127.0.0.1', EVENTS_SECRET: secret },
  });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await api?.stop();
});

it('follows a request from the gateway to the api and its SQL', async () => {
  const requestId = `browser-${randomBytes(6).toString('hex')}`;
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId },
    body: JSON.stringify({ query: 'query TraceCities { cities(query: "lon") { id } }' }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-request-id')).toBe(requestId);

  const ofRequest = (process: LoggedProcess, msg: string) =>
    process.logs.filter((line) => line.requestId === requestId && line.msg === msg);
  await expect.poll(() => ofRequest(api, 'request').length).toBeGreaterThan(0);
  await expect.poll(() => ofRequest(gateway, 'graphql').length).toBe(1);
  expect(ofRequest(gateway, 'upstream')[0]).toMatchObject({
    path: expect.stringContaining('/api/v1/cities'),
  });
  expect(ofRequest(api, 'request')[0]).toMatchObject({
    url: expect.stringContaining('/api/v1/cities'),
  });
  expect(ofRequest(api, 'sql').map((line) => line.sql)).toEqual(
    expect.arrayContaining([expect.stringMatching(/\bcities\b/)]),
  );
  // Work of other requests does not carry it.
  const others = api.logs.filter((line) => line.msg === 'sql' && line.requestId !== requestId);
  expect(others.length).toBeGreaterThan(0);
});
