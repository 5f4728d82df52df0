// The following feed and a chain's feed are cut from the newest posts of each of their sources;
// they must give exactly the page one filtered newest-first scan of all posts gives.
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { listPosts, type PostListFilter } from './post-repository.js';
import { useSeededTestDatabase } from '../test-support/seeded-database.js';

let db: Database;
useSeededTestDatabase((opened) => {
  db = opened;
});

/** The plain reading of a feed: every visible post matching, newest first, then the page. */
async function reference(
  kind: 'follower' | 'organisation',
  id: string,
  page: { offset: number; limit: number; type?: string },
): Promise<string[]> {
  const source =
    kind === 'follower'
      ? `((NOT p.by_outlet AND p.user_id IN (SELECT user_id FROM follows WHERE follower_id = $1))
          OR p.place_id IN (SELECT place_id FROM follows WHERE follower_id = $1))`
      : `(p.organisation_id = $1
          OR p.place_id IN (SELECT id FROM places WHERE organisation_id = $1))`;
  const { rows } = await db.query<{ id: string }>(
    `SELECT p.id FROM posts p
     WHERE NOT p.is_deleted AND NOT p.is_hidden AND ${source} AND ($4::text IS NULL OR p.type = $4)
     ORDER BY p.created_at DESC, p.id DESC OFFSET $2 LIMIT $3`,
    [id, page.offset, page.limit, page.type ?? null],
  );
  return rows.map((row) => row.id);
}

const ids = async (filter: PostListFilter) => (await listPosts(db, filter)).map((row) => row.id);

describe('listPosts from many sources', () => {
  it('gives the following feed of everyone who follows, page by page, as the plain reading', async () => {
    const { rows } = await db.query<{ follower_id: string }>(
      'SELECT DISTINCT follower_id FROM follows ORDER BY follower_id',
    );
    expect(rows.length).toBeGreaterThan(0);
    let nonEmpty = 0;
    for (const { follower_id: followerId } of rows) {
      for (const page of [
        { offset: 0, limit: 3 },
        { offset: 3, limit: 3 },
        { offset: 0, limit: 50 },
        { offset: 0, limit: 10, type: 'review' as const },
      ]) {
        const expected = await reference('follower', followerId, page);
        if (expected.length > 0) nonEmpty += 1;
        expect(await ids({ followerId, ...page })).toEqual(expected);
      }
    }
    expect(nonEmpty).toBeGreaterThan(0);
  });

  it("gives a chain's feed (its own posts and its places') as the plain reading", async () => {
    const { rows } = await db.query<{ id: string }>(
      `SELECT DISTINCT organisation_id AS id FROM places
       WHERE organisation_id IS NOT NULL ORDER BY 1`,
    );
    expect(rows.length).toBeGreaterThan(0);
    let nonEmpty = 0;
    for (const { id } of rows) {
      for (const page of [
        { offset: 0, limit: 2 },
        { offset: 2, limit: 2 },
        { offset: 0, limit: 50, type: 'news' as const },
      ]) {
        const expected = await reference('organisation', id, page);
        if (expected.length > 0) nonEmpty += 1;
        expect(await ids({ organisationId: id, ...page })).toEqual(expected);
      }
    }
    expect(nonEmpty).toBeGreaterThan(0);
  });
});
