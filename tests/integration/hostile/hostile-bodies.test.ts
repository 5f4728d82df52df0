// The hostile corpus, bodies and frames: generated HTTP bodies no GraphQL client sends (batches,
// broken JSON, wrong content types, wrong shapes, huge or non-finite variables, bodies over the
// limit) and raw WebSocket frames of the same kinds. Each is refused in the contract's error shape
// without reaching the api (or, for a huge argument value, without the api's HTTP server refusing
// it), and the gateway answers normally afterwards. docs/hostile-suite.md lists what the suite
// covers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  graphql,
  postRaw,
  webSocketFrames,
  type GraphQLErrorJson,
  type FramesReply,
  type RawReply,
} from '../../support/graphql.js';
import { expectServing, RUNS } from '../../support/hostile.js';
import { useStack } from '../../support/stack.js';

const stack = useStack({ countCalls: true, gateway: { production: true, introspection: false } });

const JSON_TYPE = { 'content-type': 'application/json' };
const NORMAL = '{ cities(query: "Paris", limit: 1) { name } }';
/** The gateway's GraphQL body limit (GRAPHQL_BODY_LIMIT, 100 kB by default). */
const BODY_LIMIT = 100 * 1024;

interface ErrorsBody {
  data?: unknown;
  errors?: GraphQLErrorJson[];
}

/** A refused request: the status, and its one error in the contract's shape. */
function expectBadRequest(reply: RawReply, status = 400, message?: RegExp): void {
  expect(reply.status).toBe(status);
  const body = reply.body as ErrorsBody;
  expect(body.data).toBeUndefined();
  expect(body.errors).toHaveLength(1);
  expect(body.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_REQUEST',
    status: 'FieldInvalid',
    httpStatus: status,
  });
  if (message) expect(body.errors?.[0]?.message).toMatch(message);
}

/** A bad argument: the error of a variable (or a value) of the wrong type or size. */
const BAD_ARGUMENT = { code: 'BAD_USER_INPUT', status: 'FieldInvalid', httpStatus: 400 };

/** A variable of the wrong type or size, refused in the contract's shape before any api call. */
function expectBadVariable(errors: GraphQLErrorJson[] | undefined): void {
  expect(errors?.[0]?.message).toMatch(/^Variable "\$\w+" got invalid value/);
  expect(errors?.[0]?.extensions).toMatchObject(BAD_ARGUMENT);
  expect(stack.proxy.calls).toEqual([]);
}

/** Any JSON value, as a body or a part of one. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

const operations = fc.record({
  query: fc.constantFrom(NORMAL, '{ health { ok } }', 'mutation { logout }'),
  variables: fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 }),
});

describe('HTTP bodies', () => {
  it('refuses batches (JSON arrays) of any operations: batching is off', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operations, { maxLength: 20 }), async (batch) => {
        stack.proxy.reset();
        const reply = await postRaw(stack.gatewayUrl, JSON.stringify(batch), {
          headers: JSON_TYPE,
        });
        expectBadRequest(reply, 400, /^Operation batching disabled\.$/);
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    await expectServing(stack);
  });

  it('refuses broken JSON: a valid body cut short or with a stray character', async () => {
    const broken = fc
      .record({
        body: operations.map((operation) => JSON.stringify(operation)),
        cut: fc.nat(),
        stray: fc.constantFrom('', '{', '"', ',', ']', '\\', '\u0000'),
      })
      .map(({ body, cut, stray }) => body.slice(0, cut % body.length) + stray)
      .filter((body) => {
        try {
          JSON.parse(body);
          return false;
        } catch {
          return true;
        }
      });
    await fc.assert(
      fc.asyncProperty(broken, async (body) => {
        stack.proxy.reset();
        expectBadRequest(await postRaw(stack.gatewayUrl, body, { headers: JSON_TYPE }));
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    await expectServing(stack);
  });

  it('refuses JSON bodies that are not an operation object', async () => {
    const notAnOperation = fc.oneof(
      fc.constant(null),
      fc.boolean(),
      fc.double(),
      fc.string(),
      fc.constant({}),
      fc.record({ query: fc.oneof(fc.integer(), fc.array(fc.string()), fc.constant(null)) }),
    );
    await fc.assert(
      fc.asyncProperty(notAnOperation, async (value) => {
        stack.proxy.reset();
        const body = JSON.stringify(value);
        expectBadRequest(await postRaw(stack.gatewayUrl, body, { headers: JSON_TYPE }));
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses variables, extensions and operation names of the wrong type', async () => {
    const wrongShape = fc.oneof(
      fc.record({
        variables: fc.oneof(fc.array(anyJson), fc.string(), fc.integer(), fc.boolean()),
      }),
      fc.record({ extensions: fc.oneof(fc.array(anyJson), fc.string(), fc.integer()) }),
      fc.record({ operationName: fc.oneof(fc.integer(), fc.array(fc.string()), fc.boolean()) }),
    );
    await fc.assert(
      fc.asyncProperty(wrongShape, async (shape) => {
        stack.proxy.reset();
        const body = JSON.stringify({ query: NORMAL, ...shape });
        expectBadRequest(
          await postRaw(stack.gatewayUrl, body, { headers: JSON_TYPE }),
          400,
          /`(variables|extensions|operationName)` in a POST body/,
        );
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    await expectServing(stack);
  });

  it('refuses a JSON operation under any other content type, or none', async () => {
    // Types a page may send without a preflight: refused as CSRF whatever the body.
    const simple = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];
    const others = ['application/xml', 'text/html', 'application/graphql', 'image/png'];
    const contentTypes = fc.oneof(
      fc.constantFrom(...simple, ...others, undefined),
      fc.constantFrom(...simple).map((type) => `${type}; charset=utf-8`),
    );
    await fc.assert(
      fc.asyncProperty(contentTypes, operations, async (type, operation) => {
        stack.proxy.reset();
        const reply = await postRaw(stack.gatewayUrl, JSON.stringify(operation), {
          headers: type === undefined ? {} : { 'content-type': type },
        });
        const preflightFree = type === undefined || simple.some((s) => type.startsWith(s));
        expectBadRequest(
          reply,
          400,
          preflightFree ? /Cross-Site Request Forgery/ : /POST body missing, invalid Content-Type/,
        );
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    await expectServing(stack);
  });

  it('refuses bodies over the limit with 413, with or without a length', async () => {
    const oversized = fc.record({
      size: fc.integer({ min: BODY_LIMIT + 1, max: 1024 * 1024 }),
      chunked: fc.boolean(),
      json: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(oversized, async ({ size, chunked, json }) => {
        stack.proxy.reset();
        const body = json
          ? JSON.stringify({ query: NORMAL, variables: { q: 'x'.repeat(size) } })
          : 'x'.repeat(size);
        const reply = await postRaw(stack.gatewayUrl, body, { headers: JSON_TYPE, chunked });
        expectBadRequest(reply, 413, /^Request body too large$/);
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: 20 },
    );
    await expectServing(stack);
  });
});

const SEARCH = 'query ($q: String) { cities(query: $q, limit: 1) { name } }';
const CLOSEST = 'query ($lat: Float!) { closestCity(lat: $lat, lon: 0) { name } }';
const LIMIT = 'query ($limit: Int) { cities(query: "Paris", limit: $limit) { name } }';
const BY_IDS = 'query ($ids: [ID!]!) { placesByIds(ids: $ids) { id } }';

/** Variables no client sends, as raw JSON text, for operations whose types refuse them. */
const badVariables = fc.oneof(
  // Deeply nested arrays where a string or a list of ids goes.
  fc
    .record({ depth: fc.integer({ min: 2, max: 40_000 }), ids: fc.boolean() })
    .map(({ depth, ids }) => ({
      query: ids ? BY_IDS : SEARCH,
      variables: `{"${ids ? 'ids' : 'q'}":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    })),
  // Numbers JSON reads as Infinity (1e999) or past a 32-bit Int.
  fc.integer({ min: 309, max: 99_999 }).map((exponent) => ({
    query: CLOSEST,
    variables: `{"lat":${exponent % 2 === 0 ? '-' : ''}1e${exponent}}`,
  })),
  fc.double({ min: 2 ** 31, max: 1e300, noNaN: true }).map((limit) => ({
    query: LIMIT,
    variables: JSON.stringify({ limit }),
  })),
  // Objects and lists where a scalar goes.
  fc.oneof(fc.object(), fc.array(fc.string(), { minLength: 1 })).map((value) => ({
    query: CLOSEST,
    variables: JSON.stringify({ lat: value }),
  })),
);

describe('variables', () => {
  it('refuses variables of the wrong type or size, however deep, before any api call', async () => {
    await fc.assert(
      fc.asyncProperty(badVariables, async ({ query, variables }) => {
        stack.proxy.reset();
        const body = `{"query":${JSON.stringify(query)},"variables":${variables}}`;
        const reply = await postRaw(stack.gatewayUrl, body, { headers: JSON_TYPE });
        expect(reply.status).toBe(400);
        expectBadVariable((reply.body as ErrorsBody).errors);
      }),
      { numRuns: RUNS },
    );
    await expectServing(stack);
  });

  it('refuses a huge search text as a bad argument, without the api', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 9 * 1024, max: 90 * 1024 }), async (length) => {
        stack.proxy.reset();
        const reply = await graphql(stack.gatewayUrl, SEARCH, { q: 'é'.repeat(length / 2) });
        expect(reply.errors?.[0]?.extensions).toMatchObject(BAD_ARGUMENT);
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: 20 },
    );
    await expectServing(stack);
  });
});

/** A subscribe frame of graphql-ws, as text. */
const subscribe = (payload: unknown) => JSON.stringify({ id: '1', type: 'subscribe', payload });

/** A socket the gateway closed with `code`, answering nothing and calling no api. */
function expectClosedUnserved(reply: FramesReply, code: number): void {
  expect(reply.closeCode).toBe(code);
  expect(reply.messages).toEqual([]);
  expect(stack.proxy.calls).toEqual([]);
}

describe('WebSocket frames', () => {
  it('closes the socket with 4400 on a frame graphql-ws cannot read, before any api call', async () => {
    const unreadable = fc.oneof(
      fc.string().filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      }),
      fc
        .array(fc.record({ id: fc.string(), type: fc.constant('subscribe') }))
        .map((frames) => JSON.stringify(frames)),
      fc
        .oneof(fc.array(anyJson), fc.string(), fc.integer())
        .map((variables) => subscribe({ query: NORMAL, variables })),
      fc
        .oneof(fc.integer(), fc.constant(null), fc.array(fc.string()))
        .map((query) => subscribe({ query })),
      anyJson.map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(unreadable, async (frame) => {
        stack.proxy.reset();
        const reply = await webSocketFrames(stack.gatewayUrl, [frame]);
        expectClosedUnserved(reply, 4400);
      }),
      { numRuns: RUNS },
    );
    await expectServing(stack);
  });

  it('refuses variables of the wrong type or size over WebSocket as over HTTP', async () => {
    await fc.assert(
      fc.asyncProperty(badVariables, async ({ query, variables }) => {
        stack.proxy.reset();
        const frame = `{"id":"1","type":"subscribe","payload":{"query":${JSON.stringify(query)},"variables":${variables}}}`;
        const reply = await webSocketFrames(stack.gatewayUrl, [frame]);
        expect(reply.messages).toHaveLength(1);
        const [message] = reply.messages;
        expect(message?.type).toBe('error');
        expectBadVariable(message?.payload as GraphQLErrorJson[]);
      }),
      { numRuns: RUNS },
    );
    await expectServing(stack);
  });

  it('closes the socket with 1009 on a frame over 1 MiB', async () => {
    const sizes = fc.integer({ min: 1024 * 1024 + 1, max: 3 * 1024 * 1024 });
    await fc.assert(
      fc.asyncProperty(sizes, async (size) => {
        stack.proxy.reset();
        const frame = subscribe({ query: `${NORMAL} #${'x'.repeat(size)}` });
        const reply = await webSocketFrames(stack.gatewayUrl, [frame]);
        expect(reply.closeCode).toBe(1009);
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: 10 },
    );
    await expectServing(stack);
  });
});

describe('tokens no header can carry', () => {
  const tokenCharacters = fc.stringMatching(/^[A-Za-z0-9_-]{1,43}$/);
  /** Tokens with what an Authorization header cannot carry as it is, or past 1,024 characters. */
  const malformed = (strays: string[], maxLength: number) =>
    fc.oneof(
      fc
        .record({ token: tokenCharacters, stray: fc.constantFrom(...strays), at: fc.nat() })
        .map(({ token, stray, at }) => {
          const cut = at % (token.length + 1);
          return token.slice(0, cut) + stray + token.slice(cut);
        }),
      fc.integer({ min: 1_025, max: maxLength }).map((length) => 'x'.repeat(length)),
    );

  it('closes a WebSocket whose token cannot be sent with 4403, before any api call', async () => {
    const strays = [' ', '\r\nX-Forwarded-For: 10.0.0.1', '€', '\u0000', '"', ',', 'é', '\t'];
    await fc.assert(
      fc.asyncProperty(malformed(strays, 100_000), async (token) => {
        stack.proxy.reset();
        const reply = await webSocketFrames(stack.gatewayUrl, [], { connectionParams: { token } });
        expectClosedUnserved(reply, 4403);
      }),
      { numRuns: RUNS },
    );
    await expectServing(stack);
  });

  it('answers a request whose bearer token cannot be sent as unauthenticated, before any api call', async () => {
    // What an HTTP header itself may hold: no line breaks, nothing past Latin-1, and under the
    // gateway's own header limit (16 KiB, past which its HTTP server answers 431 by itself).
    const strays = ['"', ',', ';', 'é', '{', '\\'];
    await fc.assert(
      fc.asyncProperty(malformed(strays, 8_000), async (token) => {
        stack.proxy.reset();
        const reply = await graphql(stack.gatewayUrl, NORMAL, {}, { token });
        expect(reply.data).toBeNull();
        expect(reply.errors?.[0]?.extensions).toMatchObject({
          code: 'UNAUTHENTICATED',
          status: 'Unauthorized',
          httpStatus: 401,
        });
        expect(reply.errors?.[0]?.message).toBe('Authorization is required');
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    await expectServing(stack);
  });
});
