// The api goes away and comes back: the gateway reports SPEC's fake 555 quickly (not after
// undici's 300 s default) and recovers on its own when the api returns on the same port.
import { afterAll, describe, expect, it } from 'vitest';
import { startApi } from '@tavola/api/testing';
import { startGateway } from '@tavola/gateway/testing';
import { graphql } from '../../support/graphql.js';
import { startSilentServer } from '../../support/silent-server.js';

const QUERY =
  '{ places(city: "london-england-united-kingdom", limit: 2) { items { name city { name } } } }';

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

describe('when the api is unreachable', () => {
  // Two api starts inside the test, each then checking its first answers against the contract.
  it(
    'gives 555 while the api is down and recovers when it is back on the same port',
    {
      timeout: 90_000,
    },
    async () => {
      let api = await startApi({ port: 0 });
      const port = api.port;
      const gateway = await startGateway({ apiUrl: api.url });
      stops.push(() => gateway.close());

      const before = await graphql(gateway.url, QUERY);
      expect(before.errors).toBeUndefined();

      await api.close();
      const started = Date.now();
      const down = await graphql(gateway.url, QUERY);
      const elapsed = Date.now() - started;

      expect(down.errors?.[0]?.extensions).toMatchObject({
        code: 'UPSTREAM_UNREACHABLE',
        status: 'NoConnection',
        httpStatus: 555,
        message: 'There is no Internet connection',
      });
      expect(elapsed).toBeLessThan(10_000);
      const health = await graphql<{ health: { ok: boolean } }>(gateway.url, '{ health { ok } }');
      expect(health.data?.health.ok).toBe(true);

      api = await startApi({ port });
      stops.push(() => api.close());
      const after = await graphql(gateway.url, QUERY);

      expect(after.errors).toBeUndefined();
      expect(after.data).toMatchObject({
        places: { items: [expect.anything(), expect.anything()] },
      });
    },
  );

  it('gives 555 when the api accepts but never answers, within the upstream deadline', async () => {
    const silent = await startSilentServer();
    stops.push(() => silent.close());
    const gateway = await startGateway({ apiUrl: silent.url, upstreamTimeoutMs: 500 });
    stops.push(() => gateway.close());

    const { errors } = await graphql(gateway.url, '{ categories { name } }');

    expect(errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNREACHABLE',
      httpStatus: 555,
    });
  });
});
