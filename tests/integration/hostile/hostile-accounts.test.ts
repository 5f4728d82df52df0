// The hostile corpus, accounts: password guessing and code-request floods through the real
// gateway, concurrent, from generated contacts and addresses. The limits hold under the race (at
// most 5 wrong passwords evaluated per contact, at most the address's code sends), the rest are
// refused in the SPEC's words, and the api answers a normal request at once afterwards.
// docs/hostile-suite.md lists what the suite covers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  graphql,
  graphqlFrom,
  graphqlOverWebSocket,
  postRaw,
  type GraphQLErrorJson,
  type GraphQLResponse,
} from '../../support/graphql.js';
import { codeRequestFloods, RUNS } from '../../support/hostile.js';
import { DEMO_PASSWORD, rest } from '../../support/people.js';
import { useStack } from '../../support/stack.js';

/** Code sends per address and hour for this file: small, so a flood meets the limit. */
const CODE_SENDS_PER_ADDRESS = 5;
/** Wrong passwords evaluated per phone or e-mail in the window (accountLimits.passwordAttempts). */
const PASSWORD_ATTEMPTS = 5;

const stack = useStack({
  countCalls: true,
  api: { codeSends: { perAddressPerHour: CODE_SENDS_PER_ADDRESS } },
});

const LOGIN = `mutation ($contact: ContactInput!, $password: String!) {
  loginByPassword(contact: $contact, password: $password) { account { user { id } } }
}`;
const REQUEST_CODE = `mutation ($contact: ContactInput!) { requestCode(contact: $contact) { timeout } }`;
const NORMAL = '{ cities(query: "Paris", limit: 1) { name } }';

/**
 * What a normal request may take after a flood: it answers in milliseconds when the api is not
 * stuck behind the flood's work; generous, for a machine shared with other work.
 */
const AT_ONCE_MS = 10_000;

const firstError = (reply: GraphQLResponse<unknown>): GraphQLErrorJson | undefined =>
  reply.errors?.[0];

/** The wrong password was checked: the SPEC's permanent-login mismatch. */
function wasEvaluated(reply: GraphQLResponse<unknown>): boolean {
  const error = firstError(reply);
  return (
    error?.message === 'Incorrect password or email' &&
    error.extensions?.code === 'CREDENTIALS_MISMATCH' &&
    error.extensions.httpStatus === 422
  );
}

/** Refused unchecked: the api's 429 for a contact out of attempts, the wait in its words. */
function wasRefused(reply: GraphQLResponse<unknown>): boolean {
  const error = firstError(reply);
  const wait = /^Too many wrong passwords\. Try again in (\d+) sec$/.exec(error?.message ?? '');
  return (
    wait !== null &&
    error?.extensions?.code === 'TOO_MANY_REQUESTS' &&
    error.extensions.status === 'LogicalError' &&
    error.extensions.httpStatus === 429 &&
    error.extensions.timeout === Number(wait[1])
  );
}

/** A normal request reaches the api and answers within AT_ONCE_MS. */
async function expectServingAtOnce(): Promise<void> {
  const started = performance.now();
  const reply = await graphql<{ cities: { name: string }[] }>(stack.gatewayUrl, NORMAL);
  expect(reply.data?.cities[0]?.name).toBe('Paris');
  expect(performance.now() - started).toBeLessThan(AT_ONCE_MS);
}

describe('password guessing through the gateway', () => {
  it('evaluates 5 of 30 concurrent wrong passwords for one demo account, refuses the rest', async () => {
    const contact = { email: 'user7@tavola.test' };
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        graphqlFrom(stack.gatewayUrl, '127.0.1.1', LOGIN, {
          contact,
          password: `wrong guess ${index}`,
        }),
      ),
    );
    expect(replies.filter(wasEvaluated)).toHaveLength(PASSWORD_ATTEMPTS);
    expect(replies.filter(wasRefused)).toHaveLength(30 - PASSWORD_ATTEMPTS);
    for (const reply of replies) expect(reply.data).toBeNull();

    // The limit holds for the account: even the right password waits out the window.
    const right = await graphqlFrom(stack.gatewayUrl, '127.0.1.1', LOGIN, {
      contact,
      password: DEMO_PASSWORD,
    });
    expect(wasRefused(right)).toBe(true);

    // Another account signs in through the gateway at once, and the api answers normally.
    const started = performance.now();
    const other = await graphqlFrom<{ loginByPassword: { account: { user: { id: string } } } }>(
      stack.gatewayUrl,
      '127.0.1.2',
      LOGIN,
      { contact: { email: 'user8@tavola.test' }, password: DEMO_PASSWORD },
    );
    expect(other.errors).toBeUndefined();
    expect(other.data?.loginByPassword.account.user.id).toBeTruthy();
    expect(performance.now() - started).toBeLessThan(AT_ONCE_MS);
    await expectServingAtOnce();
  });

  it('evaluates at most 5 wrong passwords per contact, whatever the race and the guesses', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: PASSWORD_ATTEMPTS + 1, max: 20 }),
        fc.stringMatching(/^[a-z0-9]{1,20}$/),
        fc.array(fc.string({ minLength: 1, maxLength: 64 }), { minLength: 1, maxLength: 30 }),
        async (concurrent, name, guesses) => {
          run += 1;
          // A fresh contact and address each run: nobody's earlier guesses count.
          const contact = { email: `${name}.${run}@guess.test` };
          const from = `127.0.2.${run}`;
          const replies = await Promise.all(
            Array.from({ length: concurrent }, (_, index) =>
              graphqlFrom(stack.gatewayUrl, from, LOGIN, {
                contact,
                password: guesses[index % guesses.length],
              }),
            ),
          );
          const evaluated = replies.filter(wasEvaluated).length;
          expect(evaluated).toBe(PASSWORD_ATTEMPTS);
          expect(replies.filter(wasRefused)).toHaveLength(concurrent - evaluated);
        },
      ),
      // Each run checks 5 passwords with scrypt for real, a fair share of a second on 2 cores.
      { numRuns: 5 },
    );
    await expectServingAtOnce();
  });
});

describe('code request floods', () => {
  it('refuses more than one code send in one operation, over HTTP and WebSocket, before any api call', async () => {
    // Matched as the SPEC matches errors, by status: the code is the validation's, as on HTTP.
    const refusal = {
      message: 'Repeated sending SMS temporarily locked',
      extensions: expect.objectContaining({
        status: 'ResendSmsTemporaryBlocked',
        httpStatus: 422,
        timeout: 30,
      }),
    };
    await fc.assert(
      fc.asyncProperty(codeRequestFloods, async ({ query }) => {
        stack.proxy.reset();
        const overHttp = await graphql(stack.gatewayUrl, query);
        expect(overHttp.status).toBe(400);
        expect(overHttp.data).toBeUndefined();
        expect(overHttp.errors).toEqual([expect.objectContaining(refusal)]);
        const overWebSocket = await graphqlOverWebSocket(stack.gatewayUrl, query);
        expect(overWebSocket.data).toBeUndefined();
        expect(overWebSocket.errors).toEqual([expect.objectContaining(refusal)]);
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('sends at most the address’s codes of 20 concurrent requests, refuses the rest', async () => {
    const phones = Array.from(
      { length: 20 },
      (_, index) => `4477009008${String(index).padStart(2, '0')}`,
    );
    const replies = await Promise.all(
      phones.map((phone) =>
        graphqlFrom(stack.gatewayUrl, '127.0.3.1', REQUEST_CODE, { contact: { phone } }),
      ),
    );
    const sent = replies.filter((reply) => reply.errors === undefined);
    const refused = replies.filter((reply) => {
      const error = firstError(reply);
      return (
        error?.message === 'Repeated sending SMS temporarily locked' &&
        error.extensions?.code === 'RESEND_SMS_TEMPORARY_BLOCKED' &&
        error.extensions.httpStatus === 422
      );
    });
    expect(sent).toHaveLength(CODE_SENDS_PER_ADDRESS);
    expect(refused).toHaveLength(phones.length - CODE_SENDS_PER_ADDRESS);

    // Only the sent ones reached a phone.
    const inboxes = await Promise.all(
      phones.map((phone) =>
        rest<{ messages: unknown[] }>(stack.apiUrl, 'GET', `/dev/inbox?target=${phone}`),
      ),
    );
    const delivered = inboxes.reduce((sum, inbox) => sum + inbox.messages.length, 0);
    expect(delivered).toBe(CODE_SENDS_PER_ADDRESS);

    // Another address still gets a code at once.
    const started = performance.now();
    const elsewhere = await graphqlFrom(stack.gatewayUrl, '127.0.3.2', REQUEST_CODE, {
      contact: { phone: '447700900899' },
    });
    expect(elsewhere.errors).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(AT_ONCE_MS);
    await expectServingAtOnce();
  });

  it('counts the sending address, not the address a client claims in X-Forwarded-For', async () => {
    const replies: GraphQLResponse<unknown>[] = [];
    for (let index = 0; index < CODE_SENDS_PER_ADDRESS + 3; index += 1) {
      const reply = await postRaw(
        stack.gatewayUrl,
        JSON.stringify({
          query: REQUEST_CODE,
          variables: { contact: { phone: `4477009007${String(50 + index)}` } },
        }),
        {
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.2.${index}` },
          from: '127.0.3.3',
        },
      );
      replies.push(reply.body as GraphQLResponse<unknown>);
    }
    const sent = replies.filter((reply) => reply.errors === undefined);
    expect(sent).toHaveLength(CODE_SENDS_PER_ADDRESS);
    for (const reply of replies.slice(CODE_SENDS_PER_ADDRESS)) {
      expect(firstError(reply)?.message).toBe('Repeated sending SMS temporarily locked');
    }
  });
});
