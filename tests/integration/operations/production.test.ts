// What a production gateway keeps to itself: stack traces, field suggestions and, when configured
// off, the schema (introspection) on HTTP and WebSocket alike.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, graphqlOverWebSocket } from '../../support/graphql.js';
import { useServers, type RunningGateway } from '../../support/stack.js';

// No api is needed for any of this: the gateway has none behind it.
const servers = useServers();
let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await servers.gateway({ production: true, introspection: false });
});

describe('a production gateway', () => {
  it('suggests no field names and sends no stack trace', async () => {
    const { errors } = await graphql(gateway.url, '{ healt { ok } }');

    expect(errors?.[0]?.message).toMatch(/Cannot query field "healt"/);
    expect(errors?.[0]?.message).not.toMatch(/Did you mean/);
    expect(errors?.[0]?.extensions).not.toHaveProperty('stacktrace');
  });

  it('hides the stack trace of an upstream failure too', async () => {
    const { errors } = await graphql(gateway.url, '{ categories { name } }');

    expect(errors?.[0]?.extensions).toEqual({
      code: 'UPSTREAM_UNREACHABLE',
      status: 'NoConnection',
      httpStatus: 555,
      message: 'There is no Internet connection',
    });
  });

  it('refuses introspection on HTTP and over WebSocket when it is off', async () => {
    const query = '{ __schema { queryType { name } } }';

    const overHttp = await graphql(gateway.url, query);
    const overWebSocket = await graphqlOverWebSocket(gateway.url, query);

    expect(overHttp.errors?.[0]?.message).toMatch(/introspection/i);
    expect(overWebSocket.errors?.[0]?.message).toMatch(/introspection/i);
    expect(overWebSocket.data).toBeUndefined();
  });
});
