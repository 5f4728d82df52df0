import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { asksOnly } from './selection.js';

const schema = buildSchema(`
  type Post { id: ID! commentCount: Int! text: String! }
  type Query { post: Post }
`);

/** Runs `query` and reports what asksOnly said inside the `post` field. */
async function judge(query: string): Promise<boolean> {
  let verdict: boolean | undefined;
  await graphql({
    schema,
    source: query,
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
