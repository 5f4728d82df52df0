import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { demoUserId } from '../seed/people.js';
import { LocalImageStorage } from '../image/storage.js';
import { followTarget, unfollowTarget } from './follow-actions.js';
import { dropFollowsOf } from './follow-repository.js';
import { useSeededTestDatabase } from '../test-support/seeded-database.js';

let db: Database;
useSeededTestDatabase((opened) => {
  db = opened;
});
// Image URLs only (of the follow notifications' people and places); nothing is stored.
const storage = new LocalImageStorage('/nonexistent');

const counts = async (id: string) =>
  (
    await db.query<{ follower_count: number; following_count: number }>(
      'SELECT follower_count, following_count FROM users WHERE id = $1',
      [id],
    )
  ).rows[0];

/** Users and places whose counters differ from their follow rows. */
async function wrongCounters(): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM users u
             WHERE follower_count <> (SELECT count(*) FROM follows f WHERE f.user_id = u.id)
                OR following_count <> (SELECT count(*) FROM follows f WHERE f.follower_id = u.id))
          + (SELECT count(*) FROM places p
             WHERE follower_count <> (SELECT count(*) FROM follows f WHERE f.place_id = p.id))
           AS n`,
  );
  return Number(rows[0]?.n);
}

describe('follows', () => {
  it('counts a follow once, however often it is repeated, in both directions', async () => {
    const fan = demoUserId('user-1');
    const star = demoUserId('user-2');
    await unfollowTarget(db, fan, { userId: star }, storage);
    const before = { fan: await counts(fan), star: await counts(star) };
    const results = await Promise.all(
      [1, 2, 3].map(() => followTarget(db, fan, { userId: star }, storage)),
    );
    expect(results.every((result) => result.isFollowed)).toBe(true);
    expect((await counts(star))?.follower_count).toBe((before.star?.follower_count ?? 0) + 1);
    expect((await counts(fan))?.following_count).toBe((before.fan?.following_count ?? 0) + 1);
    expect(await wrongCounters()).toBe(0);
  });

  it('drops every follow of and by a deleted person with the counters of the others', async () => {
    const leaving = demoUserId('user-3');
    const friend = demoUserId('user-4');
    await followTarget(db, leaving, { userId: friend }, storage);
    await followTarget(db, friend, { userId: leaving }, storage);
    const { rows: places } = await db.query<{ id: string }>('SELECT id FROM places LIMIT 1');
    const placeId = places[0]?.id ?? '';
    await followTarget(db, leaving, { placeId }, storage);
    expect(await wrongCounters()).toBe(0);

    await db.transaction((tx) => dropFollowsOf(tx, leaving));
    const { rows } = await db.query(
      'SELECT 1 FROM follows WHERE follower_id = $1 OR user_id = $1',
      [leaving],
    );
    expect(rows).toEqual([]);
    expect(await counts(leaving)).toEqual({ follower_count: 0, following_count: 0 });
    expect(await wrongCounters()).toBe(0);
  });
});
