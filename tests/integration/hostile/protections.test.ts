// The gateway's guards: operation limits on HTTP and WebSocket alike, CSRF prevention, and the
// WebSocket Origin check. Real api behind, real gateway in front.
import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphql, graphqlOverWebSocket, webSocketUpgradeStatus } from '../../support/graphql.js';
import { useStack } from '../../support/stack.js';

// Valid against any schema (introspection types) and 11 levels deep: over the operation limit of 10
// and over graphql-js's own introspection depth (schema-only operations get a deeper budget).
const TOO_DEEP = /* GraphQL */ `
  {
    __type(name: "Place") {
      fields {
        type {
          fields {
            type {
              fields {
                type {
                  fields {
                    type {
                      fields {
                        name
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

const stack = useStack({ countCalls: true });

describe('operation limits', () => {
  it('rejects a too-deep query on HTTP', async () => {
    const { status, data, errors } = await graphql(stack.gatewayUrl, TOO_DEEP);

    expect(status).toBe(400);
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/depth/i);
    expect(errors?.[0]?.extensions).toMatchObject({ httpStatus: 400, status: 'FieldInvalid' });
  });

  it('rejects the same query over WebSocket', async () => {
    const { data, errors } = await graphqlOverWebSocket(stack.gatewayUrl, TOO_DEEP);

    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/depth/i);
  });

  it('answers a normal query over WebSocket with real data', async () => {
    const { data, errors } = await graphqlOverWebSocket<{ cities: { name: string }[] }>(
      stack.gatewayUrl,
      '{ cities(query: "Paris", limit: 1) { name } }',
    );

    expect(errors).toBeUndefined();
    expect(data?.cities[0]?.name).toBe('Paris');
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: health { ok }`).join(' ');

    const { status, errors } = await graphql(stack.gatewayUrl, `{ ${aliases} }`);

    expect(status).toBe(400);
    expect(errors?.[0]?.message).toMatch(/aliases/i);
  });
});

describe('numbers and introspection', () => {
  it('refuses a non-finite Float, as a literal or a variable, before any api call', async () => {
    stack.proxy.reset();
    const literal = await graphql(stack.gatewayUrl, '{ closestCity(lat: 1e999, lon: 0) { name } }');
    expect(literal.status).toBe(400);
    expect(literal.errors?.[0]).toMatchObject({
      message: 'Number cannot represent a non-finite value: 1e999',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', httpStatus: 400, status: 'FieldInvalid' },
    });
    // JSON itself reads 1e999 as Infinity.
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"query ($lat: Float!) { closestCity(lat: $lat, lon: 0) { name } }","variables":{"lat":1e999}}',
    });
    expect(response.status).toBe(400);
    const variable = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(variable.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(stack.proxy.calls).toEqual([]);
  });

  it('counts __schema in the depth limit of an operation that also asks for data', async () => {
    const ofTypes = 'ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } }';
    const query = `{ health { ok } __schema { types { fields { type { ${ofTypes} } } } } }`;
    const { status, errors } = await graphql(stack.gatewayUrl, query);
    expect(status).toBe(400);
    expect(errors?.[0]?.message).toMatch(/depth limit of 10 exceeded, found 11/);
  });

  it('answers GraphiQL’s introspection query', async () => {
    const { status, data, errors } = await graphql<{ __schema: { types: unknown[] } }>(
      stack.gatewayUrl,
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
    );
    expect(errors).toBeUndefined();
    expect(status).toBe(200);
    expect(data?.__schema.types.length).toBeGreaterThan(20);
  });
});

describe('request size', () => {
  it('refuses a GraphQL body over the size limit with 413', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ health { ok } } # ${'x'.repeat(200_000)}` }),
    });

    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: { extensions: { httpStatus: number } }[] };
    expect(body.errors[0]?.extensions.httpStatus).toBe(413);
  });
});

describe('browser protections', () => {
  it('blocks a simple (non-preflighted) text/plain POST as CSRF', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ health { ok } }' }),
    });

    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
  });

  it('refuses a WebSocket from a foreign Origin and accepts its own', async () => {
    expect(await webSocketUpgradeStatus(stack.gatewayUrl, 'https://evil.example')).toBe(403);
    expect(await webSocketUpgradeStatus(stack.gatewayUrl, stack.gatewayUrl)).toBe(101);
  });

  it('refuses the gateway’s own host and port under another scheme, or its host on another port', async () => {
    const own = new URL(stack.gatewayUrl);
    expect(await webSocketUpgradeStatus(stack.gatewayUrl, `https://${own.host}`)).toBe(403);
    expect(
      await webSocketUpgradeStatus(
        stack.gatewayUrl,
        `http://${own.hostname}:${Number(own.port) + 1}`,
      ),
    ).toBe(403);
  });
});
