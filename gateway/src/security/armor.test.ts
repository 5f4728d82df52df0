import { getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.js';
import { asksOnlyTheSchema, createProtections } from './armor.js';

const schema = buildSchema();
const { validationRules } = createProtections();
const errorsOf = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, ...validationRules]).map(
    (error) => error.message,
  );

/** `levels` nested `ofType` selections under a type reference. */
const ofTypes = (levels: number): string =>
  levels === 0 ? 'name' : `name ofType { ${ofTypes(levels - 1)} }`;

describe('operation limits and introspection', () => {
  it('accepts GraphiQL’s introspection query, every option on', () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    expect(errorsOf(query)).toEqual([]);
  });

  it('counts __schema towards the depth of an operation that also asks for data', () => {
    const query = `{ health { ok } __schema { types { fields { type { ${ofTypes(6)} } } } } }`;
    expect(errorsOf(query)).toEqual([
      expect.stringMatching(/Query depth limit of 10 exceeded, found 11/),
    ]);
  });

  it('refuses a schema-only operation deeper or costlier than the introspection limits', () => {
    const deep = `{ __schema { types { fields { type { ${ofTypes(14)} } } } } }`;
    expect(errorsOf(deep).join('\n')).toMatch(/depth limit of 15 exceeded/);
    const wide = Array.from(
      { length: 15 },
      (_, index) => `t${index}: __schema { types { fields { type { ${ofTypes(10)} } } } }`,
    ).join(' ');
    expect(errorsOf(`{ ${wide} }`).join('\n')).toMatch(/Cost limit of 20000 exceeded/);
  });

  it('tells schema-only documents from ones asking data, fragments followed', () => {
    expect(asksOnlyTheSchema(parse('{ __schema { queryType { name } } __typename }'))).toBe(true);
    expect(
      asksOnlyTheSchema(parse('{ ...F } fragment F on Query { __type(name: "X") { name } }')),
    ).toBe(true);
    expect(asksOnlyTheSchema(parse('{ __schema { queryType { name } } health { ok } }'))).toBe(
      false,
    );
    expect(asksOnlyTheSchema(parse('{ ...F } fragment F on Query { health { ok } }'))).toBe(false);
  });
});

describe('non-finite numbers', () => {
  it('refuses a Float literal that overflows to Infinity', () => {
    expect(errorsOf('{ closestCity(lat: 1e999, lon: 0) { name } }')).toEqual([
      'Number cannot represent a non-finite value: 1e999',
    ]);
    expect(errorsOf(`{ closestCity(lat: -${'9'.repeat(400)}, lon: 0) { name } }`)).toHaveLength(1);
    expect(errorsOf('{ closestCity(lat: 48.85, lon: 2.35) { name } }')).toEqual([]);
  });
});

describe('code requests', () => {
  const validationErrorsOf = (query: string) =>
    validate(schema, parse(query), [...specifiedRules, ...validationRules]);

  it('refuses more than one code request in one operation, aliases and fragments counted', () => {
    const aliased = validationErrorsOf(
      `mutation { a: requestCode(contact: { phone: "447700900001" }) { timeout }
        b: requestCode(contact: { phone: "447700900002" }) { timeout } }`,
    );
    expect(aliased).toHaveLength(1);
    expect(aliased[0]?.message).toBe('Repeated sending SMS temporarily locked');
    expect(aliased[0]?.extensions).toMatchObject({
      status: 'ResendSmsTemporaryBlocked',
      httpStatus: 422,
      timeout: 30,
    });
    const mixed = validationErrorsOf(
      `mutation { requestCode(contact: { email: "a@b.test" }) { timeout } ...R }
       fragment R on Mutation { requestPasswordRestore(contact: { email: "a@b.test" }) { timeout } }`,
    );
    expect(mixed.map((error) => error.message)).toEqual([
      'Repeated sending SMS temporarily locked',
    ]);
  });

  it('lets one code request through', () => {
    expect(
      errorsOf('mutation { requestCode(contact: { phone: "447700900001" }) { timeout } }'),
    ).toEqual([]);
  });
});
