import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { answerFromWrite, asksOnly } from './selection.js';

const schema = buildSchema(`
  type Post { id: ID! commentCount: Int! text: String! }
  type Query { post: Post }
`);

/** Runs `query` and reports what asksOnly said inside the `post` field. */
async function judge(query: string, variableValues?: Record<string, unknown>): Promise<boolean> {
  let verdict: boolean | undefined;
  await graphql({
    schema,
    source: query,
    variableValues,
    rootValue: {
      post: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
        verdict = asksOnly(info, ['id', 'commentCount']);
        return { id: '1', commentCount: 2, text: 'x' };
      },
    },
  });
  if (verdict === undefined) throw new Error('the resolver did not run');
  return verdict;
}

describe('asksOnly', () => {
  it('is true for the allowed fields and __typename', async () => {
    expect(await judge('{ post { id commentCount __typename } }')).toBe(true);
  });

  it('is false as soon as another field is asked', async () => {
    expect(await judge('{ post { id text } }')).toBe(false);
  });

  it('looks into inline fragments and named fragments', async () => {
    expect(
      await judge(
        '{ post { ... on Post { id } ...Count } } fragment Count on Post { commentCount }',
      ),
    ).toBe(true);
    expect(await judge('{ post { ...Text } } fragment Text on Post { text }')).toBe(false);
  });
});

describe('asksOnly with @skip and @include', () => {
  const query = 'query ($more: Boolean!) { post { id text @include(if: $more) } }';

  it('leaves out the fields a directive leaves out', async () => {
    expect(await judge(query, { more: false })).toBe(true);
    expect(await judge(query, { more: true })).toBe(false);
    expect(
      await judge('query ($less: Boolean!) { post { id text @skip(if: $less) } }', { less: true }),
    ).toBe(true);
  });
});

describe('answerFromWrite', () => {
  /** Runs `query` with `post` answered from a write of id and commentCount; counts the reads. */
  async function answer(query: string) {
    let reads = 0;
    const result = await graphql({
      schema,
      source: query,
      rootValue: {
        post: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) =>
          answerFromWrite(info, { id: '1', commentCount: 3 }, async () => {
            reads += 1;
            return { id: '1', commentCount: 2, text: 'Fog at dusk' };
          }),
      },
    });
    return { data: result.data, reads };
  }

  it('answers from the write alone when only its fields are asked', async () => {
    expect(await answer('{ post { id commentCount } }')).toEqual({
      data: { post: { id: '1', commentCount: 3 } },
      reads: 0,
    });
  });

  it('reads the whole object for any other field, the written fields winning', async () => {
    expect(await answer('{ post { commentCount text } }')).toEqual({
      data: { post: { commentCount: 3, text: 'Fog at dusk' } },
      reads: 1,
    });
  });
});
