// Generated hostile GraphQL documents for the hostile suites (docs/hostile-suite.md): each
// arbitrary builds documents over the real schema that one of the gateway's limits must refuse,
// with what the refusal must say.
import fc from 'fast-check';
import { expect } from 'vitest';
import { graphql, graphqlOverWebSocket } from './graphql.js';
import type { StackUnderTest } from './stack.js';

/** Runs per property: enough variety, and the whole suite stays well under a minute. */
export const RUNS = 20;

/** A query that must keep answering while the hostile documents are refused. */
const NORMAL = '{ cities(query: "Paris", limit: 1) { name } }';

/** A normal query still reaches the api and answers, over HTTP and WebSocket. */
export async function expectServing(stack: StackUnderTest): Promise<void> {
  stack.proxy.reset();
  const overHttp = await graphql<{ cities: { name: string }[] }>(stack.gatewayUrl, NORMAL);
  expect(overHttp.errors).toBeUndefined();
  expect(overHttp.data?.cities[0]?.name).toBe('Paris');
  const overWebSocket = await graphqlOverWebSocket<{ cities: { name: string }[] }>(
    stack.gatewayUrl,
    NORMAL,
  );
  expect(overWebSocket.data?.cities[0]?.name).toBe('Paris');
  expect(stack.proxy.calls.length).toBeGreaterThan(0);
}

/** A document the gateway must refuse before running it, and what its refusal must say. */
export interface HostileDocument {
  query: string;
  refusal: RegExp;
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * `levels` fields down the schema's cycle under `posts { items { ... } } }` (a post's chain, its
 * places, their chain ...), each level plain or inside an inline fragment on its parent type,
 * which adds no depth but hides the nesting from a naive count.
 */
function deepSelection(levels: number, wrapped: readonly boolean[], leaf: string): string {
  let inner = leaf;
  for (let level = levels - 1; level >= 0; level -= 1) {
    const [field, parent] =
      level % 2 === 1
        ? ['somePlaces', 'Organisation']
        : ['organisation', level === 0 ? 'Post' : 'Place'];
    const selection = `${field} { ${inner} }`;
    inner = wrapped[level] ? `... on ${parent} { ${selection} }` : selection;
  }
  return `{ posts { items { ${inner} } } }`;
}

/** 11 (one over the limit of 10) to 60 fields deep. */
export const depthBombs: fc.Arbitrary<HostileDocument> = fc
  .integer({ min: 8, max: 57 })
  .chain((levels) =>
    fc.record({
      levels: fc.constant(levels),
      wrapped: fc.array(fc.boolean(), { minLength: levels, maxLength: levels }),
      leaf: fc.constantFrom('id', '__typename', 'id name'),
    }),
  )
  .map(({ levels, wrapped, leaf }) => ({
    query: deepSelection(levels, wrapped, leaf),
    refusal: /Query depth limit of 10 exceeded/,
  }));

const ALIASED_FIELDS = [
  'health { ok }',
  '__typename',
  'cities(query: "Paris", limit: 1) { name }',
  'health { ok: ok }',
];

/** 16 (one over the limit of 15) to 120 aliases, at the root and inside selections. */
export const aliasFloods: fc.Arbitrary<HostileDocument> = fc
  .array(fc.record({ field: fc.constantFrom(...ALIASED_FIELDS), nested: fc.boolean() }), {
    minLength: 16,
    maxLength: 120,
    // Lengths over the whole range, not only near the minimum (fast-check's default).
    size: 'max',
  })
  .map((aliases) => ({
    query: `{ ${aliases
      .map(({ field, nested }, index) =>
        nested ? `h${index}: health { o${index}: ok }` : `a${index}: ${field}`,
      )
      .join(' ')} }`,
    refusal: /Aliases limit of 15 exceeded/,
  }));

const DIRECTIVE_PLACES = ['field-include', 'field-skip', 'leaf-include'] as const;

/** 21 (one over the limit of 20) to 180 directives over repeated selections, as literals or variables. */
export const directiveFloods: fc.Arbitrary<HostileDocument> = fc
  .record({
    selections: fc.array(fc.subarray([...DIRECTIVE_PLACES], { minLength: 1 }), {
      minLength: 8,
      maxLength: 60,
      size: 'max',
    }),
    byVariable: fc.boolean(),
  })
  .filter(({ selections }) => selections.flat().length > 20)
  .map(({ selections, byVariable }) => {
    const yes = byVariable ? '$yes' : 'true';
    const no = byVariable ? '$no' : 'false';
    const body = selections
      .map((places) => {
        const on = (place: (typeof DIRECTIVE_PLACES)[number], directive: string) =>
          places.includes(place) ? ` ${directive}` : '';
        return `health${on('field-include', `@include(if: ${yes})`)}${on('field-skip', `@skip(if: ${no})`)} { ok${on('leaf-include', `@include(if: ${yes})`)} }`;
      })
      .join(' ');
    const header = byVariable ? 'query ($yes: Boolean = true, $no: Boolean = false) ' : '';
    return { query: `${header}{ ${body} }`, refusal: /Directives limit of 20 exceeded/ };
  });

const TOKEN_FILLERS = [
  { text: 'ok', tokens: 1 },
  { text: '__typename', tokens: 1 },
  { text: '... on Health { ok }', tokens: 6 },
  { text: 'ok: ok', tokens: 3 },
];

/** 2,001 (one over the limit of 2,000) to 7,000 tokens, in bodies under the size limit. */
export const tokenFloods: fc.Arbitrary<HostileDocument> = fc
  .record({
    target: fc.integer({ min: 2_001, max: 7_000 }),
    filler: fc.constantFrom(...TOKEN_FILLERS),
  })
  .map(({ target, filler }) => ({
    query: `{ health { ${Array.from({ length: Math.ceil(target / filler.tokens) }, () => filler.text).join(' ')} } }`,
    refusal: /more that 2000 tokens/,
  }));

/**
 * Fragments that spread each other in a ring of 1 to 10 (a fragment spreading itself is the ring
 * of 1), on the root or down the chain's cycle, with more spreads and fields around.
 */
export const fragmentCycles: fc.Arbitrary<HostileDocument> = fc
  .record({
    ring: fc.integer({ min: 1, max: 10 }),
    onChains: fc.boolean(),
    start: fc.nat(),
    extraSpreads: fc.array(fc.nat(), { maxLength: 10 }),
  })
  .map(({ ring, onChains, start, extraSpreads }) => {
    const next = (index: number) => `F${(index + 1) % ring}`;
    const fragments = Array.from({ length: ring }, (_, index) => {
      const extra = extraSpreads
        .filter((target) => target % ring === index)
        .map((target) => `...F${(target * 7) % ring}`)
        .join(' ');
      return onChains
        ? `fragment F${index} on Organisation { id somePlaces { organisation { ...${next(index)} ${extra} } } }`
        : `fragment F${index} on Query { health { ok } ...${next(index)} ${extra} }`;
    });
    const entry = `F${start % ring}`;
    const operation = onChains
      ? `{ posts { items { organisation { ...${entry} } } } }`
      : `{ ...${entry} }`;
    return { query: `${operation} ${fragments.join(' ')}`, refusal: /Cannot spread fragment/ };
  });

/**
 * Fragments spreading the one below them `width` times, `levels` deep: few tokens, width^levels
 * fields once flattened (at least 100,000).
 */
export const fragmentFanOuts: fc.Arbitrary<HostileDocument> = fc
  .record({
    levels: fc.integer({ min: 3, max: 25 }),
    width: fc.integer({ min: 3, max: 40 }),
    inline: fc.boolean(),
  })
  // Under the token limit, so the cost refuses: a spread is 2 tokens (7 inside an inline
  // fragment), each fragment 6 more, the operation and the bottom fragment 14.
  .filter(
    ({ levels, width, inline }) =>
      width ** levels >= 100_000 && levels * (width * (inline ? 7 : 2) + 6) + 14 <= 2_000,
  )
  .map(({ levels, width, inline }) => {
    const fragments = ['fragment F0 on Health { ok __typename }'];
    for (let level = 1; level <= levels; level += 1) {
      const spread = inline ? `... on Health { ...F${level - 1} }` : `...F${level - 1}`;
      fragments.push(
        `fragment F${level} on Health { ${Array.from({ length: width }, () => spread).join(' ')} }`,
      );
    }
    return {
      query: `{ health { ...F${levels} } } ${fragments.join(' ')}`,
      refusal: /Query Cost limit of 5000 exceeded/,
    };
  });

const SCHEMA_SELECTIONS = [
  '__schema { queryType { name } }',
  '__schema { types { name fields { name } } }',
  '__type(name: "Query") { name fields { name } }',
  '__type(name: "User") { kind }',
];

/**
 * Introspection hidden anywhere in an operation that also asks for data: at the root, in an
 * inline or named fragment, under an alias. A production gateway refuses them all.
 */
export const introspectionProbes: fc.Arbitrary<HostileDocument> = fc
  .record({
    selection: fc.constantFrom(...SCHEMA_SELECTIONS),
    hiding: fc.constantFrom('root', 'inline', 'fragment', 'alias'),
    withData: fc.boolean(),
  })
  .map(({ selection, hiding, withData }) => {
    const data = withData ? 'cities(query: "Paris", limit: 1) { name }' : '';
    const hidden = {
      root: selection,
      inline: `... on Query { ${selection} }`,
      fragment: '...Schema',
      alias: `s: ${selection}`,
    }[hiding];
    const fragment = hiding === 'fragment' ? ` fragment Schema on Query { ${selection} }` : '';
    return { query: `{ ${data} ${hidden} }${fragment}`, refusal: /introspection/i };
  });

/** Number literals that overflow a double to Infinity. */
const nonFiniteLiteral: fc.Arbitrary<string> = fc
  .record({
    negative: fc.boolean(),
    digits: fc.oneof(
      fc.integer({ min: 309, max: 99_999 }).map((exponent) => `1e${exponent}`),
      fc.integer({ min: 309, max: 1_500 }).map((length) => '9'.repeat(length)),
      fc.integer({ min: 309, max: 1_500 }).map((length) => `${'9'.repeat(length)}.5`),
      fc.constant('1.7976931348623159e308'),
    ),
  })
  .map(({ negative, digits }) => `${negative ? '-' : ''}${digits}`);

const NON_FINITE_PLACES = [
  (literal: string) => `{ closestCity(lat: ${literal}, lon: 0) { name } }`,
  (literal: string) => `{ closestCity(lat: 51.5, lon: ${literal}) { name } }`,
  (literal: string) => `{ cities(query: "Paris", limit: ${literal}) { name } }`,
  (literal: string) => `{ placesByIds(ids: [], lat: ${literal}, lon: 0) { id } }`,
  (literal: string) =>
    `query ($lat: Float = ${literal}) { closestCity(lat: $lat, lon: 0) { name } }`,
  (literal: string) =>
    `mutation { createPost(input: { type: IMPRESSION, text: "x", cityId: "x", lat: ${literal}, lon: 0 }) { id } }`,
];

/** Non-finite literals in Float and Int arguments, defaults and input objects. */
export const nonFiniteLiterals: fc.Arbitrary<HostileDocument> = fc
  .record({ literal: nonFiniteLiteral, place: fc.constantFrom(...NON_FINITE_PLACES) })
  .map(({ literal, place }) => ({
    query: place(literal),
    refusal: escaped(`Number cannot represent a non-finite value: ${literal}`),
  }));

const CODE_SENDS = [
  (index: number) =>
    `c${index}: requestCode(contact: { phone: "4477009009${String(index).padStart(2, '0')}" }) { timeout }`,
  (index: number) =>
    `c${index}: requestCode(contact: { email: "flood${index}@tavola.test" }, purpose: REGISTRATION) { timeout }`,
  (index: number) =>
    `c${index}: requestPasswordRestore(contact: { email: "user${index}@tavola.test" }) { timeout }`,
];

/**
 * 2 to 15 code sends in one mutation, each at the root, in an inline fragment or in a named
 * fragment of its own.
 */
export const codeRequestFloods: fc.Arbitrary<HostileDocument> = fc
  .array(
    fc.record({
      send: fc.constantFrom(...CODE_SENDS),
      place: fc.constantFrom('root', 'inline', 'fragment'),
    }),
    { minLength: 2, maxLength: 15, size: 'max' },
  )
  .map((sends) => {
    const fragments: string[] = [];
    const selections = sends.map(({ send, place }, index) => {
      const field = send(index);
      if (place === 'inline') return `... on Mutation { ${field} }`;
      if (place === 'root') return field;
      fragments.push(`fragment Send${index} on Mutation { ${field} }`);
      return `...Send${index}`;
    });
    return {
      query: `mutation { ${selections.join(' ')} } ${fragments.join(' ')}`,
      refusal: /^Repeated sending SMS temporarily locked$/,
    };
  });
