// The hostile corpus, operations: generated documents that break each of the gateway's operation
// limits, sent over HTTP and over WebSocket to a production gateway (introspection off). Each is
// refused by the gateway alone (no api call), at once, naming the limit; the gateway answers a
// normal query afterwards. docs/hostile-suite.md lists what the suite covers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphql, graphqlOverWebSocket, type GraphQLErrorJson } from '../../support/graphql.js';
import {
  aliasFloods,
  depthBombs,
  directiveFloods,
  expectServing,
  fragmentCycles,
  fragmentFanOuts,
  introspectionProbes,
  nonFiniteLiterals,
  RUNS,
  tokenFloods,
  type HostileDocument,
} from '../../support/hostile.js';
import { useStack } from '../../support/stack.js';

const stack = useStack({ countCalls: true, gateway: { production: true, introspection: false } });

/**
 * A refusal takes milliseconds; working through a bomb would take far longer than this. Generous,
 * for a machine shared with other work.
 */
const AT_ONCE_MS = 10_000;

/** The errors refuse the document in the contract's shape, one of them naming the limit. */
function expectRefusal(
  errors: GraphQLErrorJson[] | undefined,
  document: HostileDocument,
  code: string,
): void {
  expect(errors?.map((error) => error.message)).toContainEqual(
    expect.stringMatching(document.refusal),
  );
  for (const error of errors ?? []) {
    expect(error.extensions).toMatchObject({
      code,
      status: 'FieldInvalid',
      httpStatus: 400,
      message: 'There was an error',
    });
  }
}

/** Sends the document over HTTP and over WebSocket: refused both ways, the api never called. */
async function expectRefusedAlone(document: HostileDocument, code: string): Promise<void> {
  stack.proxy.reset();
  const started = performance.now();
  const overHttp = await graphql(stack.gatewayUrl, document.query);
  expect(performance.now() - started).toBeLessThan(AT_ONCE_MS);
  expect(overHttp.status).toBe(400);
  expect(overHttp.data).toBeUndefined();
  expectRefusal(overHttp.errors, document, code);

  const overWebSocket = await graphqlOverWebSocket(stack.gatewayUrl, document.query);
  expect(overWebSocket.data).toBeUndefined();
  expectRefusal(overWebSocket.errors, document, code);
  expect(stack.proxy.calls).toEqual([]);
}

const NORMAL = '{ cities(query: "Paris", limit: 1) { name } }';

const VALIDATION = 'GRAPHQL_VALIDATION_FAILED';

describe('operation limits against generated documents, over HTTP and WebSocket', () => {
  it.each([
    ['depth bombs (11 to 60 fields deep)', depthBombs, VALIDATION],
    ['alias floods (16 to 120 aliases)', aliasFloods, VALIDATION],
    ['directive floods (21 to 180 directives)', directiveFloods, VALIDATION],
    ['token floods (2,001 to 7,000 tokens)', tokenFloods, 'GRAPHQL_PARSE_FAILED'],
    ['fragment cycles (rings of 1 to 10)', fragmentCycles, VALIDATION],
    ['fragment fan-outs (100,000+ fields once flattened)', fragmentFanOuts, VALIDATION],
    ['introspection hidden anywhere, in production', introspectionProbes, VALIDATION],
    ['non-finite number literals', nonFiniteLiterals, VALIDATION],
  ] as const)('refuses %s before any api call', async (_name, documents, code) => {
    await fc.assert(
      fc.asyncProperty(documents, (document) => expectRefusedAlone(document, code)),
      { numRuns: RUNS },
    );
    await expectServing(stack);
  });

  it('holds GET queries to the same limits, and refuses GET without a preflight header', async () => {
    const queries = fc.oneof(
      depthBombs,
      aliasFloods,
      directiveFloods,
      fragmentCycles,
      fragmentFanOuts,
      introspectionProbes,
    );
    await fc.assert(
      fc.asyncProperty(queries, fc.boolean(), async (document, preflight) => {
        stack.proxy.reset();
        const url = `${stack.gatewayUrl}/graphql?query=${encodeURIComponent(document.query)}`;
        // A page can send a GET cross-site; only a header it cannot set without a preflight lets
        // one through (CSRF prevention).
        const response = await fetch(url, {
          headers: preflight ? { 'apollo-require-preflight': 'true' } : {},
        });
        expect(response.status).toBe(400);
        const { data, errors } = (await response.json()) as {
          data?: unknown;
          errors?: GraphQLErrorJson[];
        };
        expect(data).toBeUndefined();
        if (preflight) expectRefusal(errors, document, VALIDATION);
        else expect(errors?.[0]?.message).toMatch(/Cross-Site Request Forgery/);
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    await expectServing(stack);
  });

  it('refuses a mixed flood sent all at once, and answers normal queries amid it', async () => {
    const kinds = [
      depthBombs,
      aliasFloods,
      directiveFloods,
      tokenFloods,
      fragmentCycles,
      fragmentFanOuts,
      introspectionProbes,
      nonFiniteLiterals,
    ];
    const flood = fc.sample(fc.oneof(...kinds), 40);
    const [hostile, normal] = await Promise.all([
      Promise.all(
        flood.map((document, index) =>
          index % 2 === 0
            ? graphql(stack.gatewayUrl, document.query)
            : graphqlOverWebSocket(stack.gatewayUrl, document.query),
        ),
      ),
      Promise.all(
        Array.from({ length: 10 }, () =>
          graphql<{ cities: { name: string }[] }>(stack.gatewayUrl, NORMAL),
        ),
      ),
    ]);
    hostile.forEach((reply, index) => {
      expect(reply.data).toBeUndefined();
      expect(reply.errors?.map((error) => error.message)).toContainEqual(
        expect.stringMatching(flood[index]?.refusal ?? /./),
      );
    });
    for (const reply of normal) expect(reply.data?.cities[0]?.name).toBe('Paris');
    await expectServing(stack);
  });
});
