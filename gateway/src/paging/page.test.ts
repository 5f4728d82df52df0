import { describe, expect, it } from 'vitest';
import type { GraphQLError } from 'graphql';
import { assertByIdsArgs, fetchPage } from './page.js';

// A real in-memory list standing in for the api's ordering: rows 0..total-1.
function source(total: number) {
  const calls: { offset: number; limit: number }[] = [];
  const fetch = async (offset: number, limit: number) => {
    calls.push({ offset, limit });
    return Array.from(
      { length: Math.max(0, Math.min(limit, total - offset)) },
      (_, i) => offset + i,
    );
  };
  return { fetch, calls };
}

describe('fetchPage', () => {
  it('asks for limit+1 and reports more when the extra row exists', async () => {
    const { fetch, calls } = source(12);

    const page = await fetchPage(fetch, 0, 5);

    expect(page).toEqual({ items: [0, 1, 2, 3, 4], hasMore: true });
    expect(calls).toEqual([{ offset: 0, limit: 6 }]);
  });

  it('reports the end when the last page is exactly full', async () => {
    const { fetch } = source(10);

    expect(await fetchPage(fetch, 5, 5)).toEqual({ items: [5, 6, 7, 8, 9], hasMore: false });
  });

  it('keeps within the api cap of 100 for a page of 100', async () => {
    const { fetch, calls } = source(150);

    const page = await fetchPage(fetch, 0, 100);

    expect(page.items).toHaveLength(100);
    expect(page.hasMore).toBe(true);
    expect(calls.every((call) => call.limit <= 100)).toBe(true);
  });

  it.each([
    [0, 0, 'limit'],
    [0, 101, 'limit'],
    [-1, 5, 'offset'],
  ])('rejects offset %i limit %i as BAD_USER_INPUT on %s', async (offset, limit, field) => {
    const { fetch, calls } = source(10);

    const failure = fetchPage(fetch, offset, limit);

    await expect(failure).rejects.toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        httpStatus: 400,
        fieldErrors: { [field]: expect.any(String) },
      },
    });
    expect(calls).toHaveLength(0);
  });
});

describe('assertByIdsArgs', () => {
  it('accepts up to 100 ids', () => {
    expect(() => assertByIdsArgs(Array.from({ length: 100 }, (_, i) => String(i)))).not.toThrow();
  });

  it('rejects more than 100 ids as bad input naming the field', () => {
    try {
      assertByIdsArgs(Array.from({ length: 101 }, (_, i) => String(i)));
      expect.unreachable();
    } catch (error) {
      expect((error as GraphQLError).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { ids: 'At most 100 ids' },
      });
    }
  });
});
