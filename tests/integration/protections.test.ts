// The gateway's guards: operation limits on HTTP and WebSocket alike, CSRF prevention, and the
// WebSocket Origin check. Real api behind, real gateway in front.
import { describe, expect, it } from 'vitest';
import { graphql, graphqlOverWebSocket, webSocketUpgradeStatus } from '../support/graphql.js';
import { useStack } from '../support/stack.js';

// Valid against any schema (introspection types) and 11 levels deep, over the limit of 10.
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

const stack = useStack();

describe('operation limits', () => {
  it('rejects a too-deep query on HTTP', async () => {
    const { status, data, errors } = await graphql(stack.gatewayUrl, TOO_DEEP);

    expect(status).toBe(400);
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/depth limit/i);
    expect(errors?.[0]?.extensions).toMatchObject({ httpStatus: 400, status: 'FieldInvalid' });
  });

  it('rejects the same query over WebSocket', async () => {
    const { data, errors } = await graphqlOverWebSocket(stack.gatewayUrl, TOO_DEEP);

    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/depth limit/i);
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
});
