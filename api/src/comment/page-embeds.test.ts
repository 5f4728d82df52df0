// A page of posts is read in one query whatever its size, and each post of a page is exactly what
// its own read gives (nothing of one post leaks into another when they are read together).
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../access/rules.js';
import type { Database, Queryable } from '../db/database.js';
import { LocalImageStorage } from '../image/storage.js';
import { contentLimits } from '../messages.js';
import { postsJson } from '../post/post-json.js';
import { listPosts } from '../post/post-repository.js';
import { useSeededTestDatabase } from '../test-support/seeded-database.js';

let db: Database;
let viewer: Viewer;
const storage = new LocalImageStorage(os.tmpdir());

useSeededTestDatabase(async (opened) => {
  db = opened;
  // Someone who likes posts, so isLiked is true somewhere on the page.
  const { rows } = await db.query<{ user_id: string }>(
    'SELECT user_id FROM likes WHERE NOT by_outlet ORDER BY id LIMIT 1',
  );
  const id = rows[0]?.user_id;
  if (!id) throw new Error('the demo data has no likes');
  viewer = { id, isAdmin: false, isContentManager: false };
});

/**
 * The database, counting the queries sent through it or its transactions (not `exec`, which only
 * sets up: PREPARE, SET LOCAL).
 */
function counting(database: Database): { db: Database; count: () => number } {
  let queries = 0;
  const count = <T extends Queryable>(target: T): T => ({
    ...target,
    query: (sql: string, params?: readonly unknown[]) => {
      queries += 1;
      return target.query(sql, params);
    },
  });
  const counted: Database = {
    kind: database.kind,
    query: count(database).query,
    exec: (sql) => database.exec(sql),
    transaction: (fn) => database.transaction((tx) => fn(count(tx))),
    listen: (channel, onNotify) => database.listen(channel, onNotify),
    close: () => database.close(),
  };
  return { db: counted, count: () => queries };
}

/** The value without its timePassed fields, which move with the clock between two reads. */
function withoutClock(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutClock);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'timePassed')
        .map(([key, field]) => [key, withoutClock(field)]),
    );
  }
  return value;
}

describe('postsJson', () => {
  it('reads what a page embeds in one query, for 5 posts as for 40', async () => {
    const small = await listPosts(db, { offset: 0, limit: 5 });
    const large = await listPosts(db, { offset: 0, limit: 40 });
    expect(large).toHaveLength(40);
    const probe = counting(db);
    // The first call may prepare the statement; then every page costs the same.
    await postsJson(probe.db, storage, small, viewer);
    const before = probe.count();
    await postsJson(probe.db, storage, small, viewer);
    const forSmall = probe.count() - before;
    const posts = await postsJson(probe.db, storage, large, viewer);
    const forLarge = probe.count() - before - forSmall;
    expect([forSmall, forLarge]).toEqual([1, 1]);
    // The page really embeds things: authors, likes of the viewer, last comments.
    expect(posts.some((post) => post.user !== null)).toBe(true);
    expect(posts.some((post) => post.isLiked)).toBe(true);
    expect(posts.some((post) => post.lastComments.length > 0)).toBe(true);
    for (const post of posts) {
      expect(post.lastComments.length).toBeLessThanOrEqual(contentLimits.lastCommentsCount);
    }
  });

  it('gives each post of a page exactly as its own read does', async () => {
    const rows = await listPosts(db, { offset: 0, limit: 40 });
    const page = await postsJson(db, storage, rows, viewer);
    for (const [index, row] of rows.entries()) {
      const [alone] = await postsJson(db, storage, [row], viewer);
      expect(withoutClock(page[index])).toEqual(withoutClock(alone));
    }
  });
});
