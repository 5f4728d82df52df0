// Limits that must hold through the real gateway: password guesses racing from many addresses,
// code sends per address, and code requests multiplied by aliases.
import { describe, expect, it } from 'vitest';
import { graphqlFrom, type GraphQLResponse } from '../../support/graphql.js';
import { useStack } from '../../support/stack.js';

const stack = useStack({ countCalls: true, api: { codeSends: { perAddressPerHour: 3 } } });

/** A GraphQL POST to the gateway from the local address `from` (any of 127.0.0.0/8). */
const gqlFrom = (from: string, query: string, variables: Record<string, unknown>) =>
  graphqlFrom(stack.gatewayUrl, from, query, variables);

const LOGIN = `mutation ($contact: ContactInput!, $password: String!) {
  loginByPassword(contact: $contact, password: $password) { accessToken }
}`;
const REQUEST_CODE = `mutation ($contact: ContactInput!) { requestCode(contact: $contact) { timeout } }`;
const statusOf = (reply: GraphQLResponse<unknown>) => reply.errors?.[0]?.extensions?.status;

describe('password guesses through the gateway', () => {
  it('evaluates at most 5 of 20 concurrent wrong passwords from 20 addresses; the rest wait', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        gqlFrom(`127.0.0.${index + 10}`, LOGIN, {
          contact: { email: 'user15@tavola.test' },
          password: 'a wrong guess',
        }),
      ),
    );
    const httpStatuses = replies.map((reply) => reply.errors?.[0]?.extensions?.httpStatus);
    expect(httpStatuses.filter((status) => status === 422).length).toBeLessThanOrEqual(5);
    expect(httpStatuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    // Every answer is the api's own: none timed out at the gateway (555).
    expect(httpStatuses.every((status) => status === 422 || status === 429)).toBe(true);
    expect(replies.map(statusOf)).not.toContain('NoConnection');
  });
});

describe('code sends through the gateway', () => {
  it('refuses an address its 4th new number in the hour, another address still gets codes', async () => {
    for (const phone of ['447700900601', '447700900602', '447700900603']) {
      const reply = await gqlFrom('127.0.0.50', REQUEST_CODE, { contact: { phone } });
      expect(reply.errors).toBeUndefined();
    }
    const fourth = await gqlFrom('127.0.0.50', REQUEST_CODE, {
      contact: { phone: '447700900604' },
    });
    expect(fourth.errors?.[0]).toMatchObject({
      message: 'Repeated sending SMS temporarily locked',
      extensions: { code: 'RESEND_SMS_TEMPORARY_BLOCKED', httpStatus: 422 },
    });
    const elsewhere = await gqlFrom('127.0.0.51', REQUEST_CODE, {
      contact: { phone: '447700900604' },
    });
    expect(elsewhere.errors).toBeUndefined();
  });

  it('refuses 15 code requests in one operation before any api call', async () => {
    const aliases = Array.from(
      { length: 15 },
      (_, index) =>
        `c${index}: requestCode(contact: { phone: "4477009007${String(index).padStart(2, '0')}" }) { timeout }`,
    ).join('\n');
    stack.proxy.reset();
    const reply = await gqlFrom('127.0.0.60', `mutation { ${aliases} }`, {});
    expect(reply.status).toBe(400);
    expect(reply.errors).toHaveLength(1);
    expect(reply.errors?.[0]).toMatchObject({
      message: 'Repeated sending SMS temporarily locked',
      extensions: { status: 'ResendSmsTemporaryBlocked', httpStatus: 422, timeout: 30 },
    });
    expect(stack.proxy.calls).toEqual([]);
  });
});
