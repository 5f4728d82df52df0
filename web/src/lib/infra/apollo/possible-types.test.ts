import { isAbstractType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchema } from '../../../test/schema';
import { possibleTypes } from './possible-types';

describe('possibleTypes', () => {
  it('names every interface and union of the schema with the types that implement them', () => {
    const schema = loadSchema();
    const fromSchema = Object.fromEntries(
      Object.values(schema.getTypeMap())
        .filter(isAbstractType)
        .map((type) => [
          type.name,
          schema
            .getPossibleTypes(type)
            .map((each) => each.name)
            .sort(),
        ]),
    );
    expect(possibleTypes).toEqual(fromSchema);
  });
});
