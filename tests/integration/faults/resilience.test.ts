// The api goes away and comes back: the gateway reports SPEC's fake 555 quickly (not after
// undici's 300 s default) and recovers on its own when the api returns on the same port.
import { describe, expect, it } from 'vitest';
import { graphql } from '../../support/graphql.js';
import { useServers } from '../../support/stack.js';

const QUERY =
  '{ places(city: "london-england-united-kingdom", limit: 2) { items { name city { name } } } }';

const servers = useServers();

describe('when the api is unreachable', () => {
  // Two api starts inside the test, each then checking its first answers against the contract.
  it(
    'gives 555 while the api is down and recovers when it is back on the same port',
    {
      timeout: 90_000,
    },
    async () => {
      let api = await servers.api();
      const port = api.port;
      const gateway = await servers.gateway({ apiUrl: api.url });

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

      api = await servers.api({ port });
      const after = await graphql(gateway.url, QUERY);

      expect(after.errors).toBeUndefined();
      expect(after.data).toMatchObject({
        places: { items: [expect.anything(), expect.anything()] },
      });
    },
  );

  it('gives 555 when the api accepts but never answers, within the upstream deadline', async () => {
    const silent = await servers.silent();
    const gateway = await servers.gateway({ apiUrl: silent.url, upstreamTimeoutMs: 500 });

    const { errors } = await graphql(gateway.url, '{ categories { name } }');

    expect(errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNREACHABLE',
      httpStatus: 555,
    });
  });
});
