import type { Queryable } from '../db/database.js';

export type FollowTarget = { userId: string } | { placeId: string };

/** What a follow write left: whether it changed a row, and the two counts it moved. */
export interface FollowWrite {
  changed: boolean;
  /** Followers of the person or place followed. */
  followerCount: number;
  /** People and places the follower follows. */
  followingCount: number;
}

/**
 * Follows (`add`) or unfollows (`remove`) a person or a place: the follow row first, then the
 * counters moved by the rows really written, in the same transaction, so parallel requests keep
 * them exact. Counter rows are locked in one order (users by id, then the place), the order
 * dropFollowsOf locks them in too, so two people following each other cannot deadlock. The lock
 * is FOR NO KEY UPDATE: the follow row's foreign keys already hold KEY SHARE locks on both users,
 * which FOR UPDATE would wait for.
 */
export async function writeFollow(
  tx: Queryable,
  mode: 'add' | 'remove',
  followerId: string,
  target: FollowTarget,
): Promise<FollowWrite> {
  const [column, targetId] =
    'userId' in target ? ['user_id', target.userId] : ['place_id', target.placeId];
  const written =
    mode === 'add'
      ? await tx.query(
          `INSERT INTO follows (follower_id, ${column}) VALUES ($1, $2)
           ON CONFLICT (follower_id, ${column}) WHERE ${column} IS NOT NULL DO NOTHING RETURNING 1`,
          [followerId, targetId],
        )
      : await tx.query(
          `DELETE FROM follows WHERE follower_id = $1 AND ${column} = $2 RETURNING 1`,
          [followerId, targetId],
        );
  const delta = (mode === 'add' ? 1 : -1) * written.rows.length;
  // Even an unchanged follow updates (by 0): the lock makes the counts read the newest ones.
  const followedUser = 'userId' in target ? target.userId : followerId;
  // Both people are locked in id order by a statement of its own first: locking them inside the
  // UPDATE locked each row twice, and on PostgreSQL a writer queued for the row between the two
  // could close a deadlock.
  await tx.query('SELECT 1 FROM users WHERE id = $1 OR id = $2 ORDER BY id FOR NO KEY UPDATE', [
    followerId,
    followedUser,
  ]);
  const { rows: users } = await tx.query<{
    id: string;
    following_count: number;
    follower_count: number;
  }>(
    `UPDATE users u SET
       following_count = CASE WHEN u.id = $1 THEN greatest(following_count + $3, 0)
                              ELSE following_count END,
       follower_count = CASE WHEN u.id = $2 AND u.id <> $1
                             THEN greatest(follower_count + $3, 0) ELSE follower_count END
     WHERE u.id = $1 OR u.id = $2
     RETURNING u.id, u.following_count, u.follower_count`,
    [followerId, followedUser, delta],
  );
  const followingCount = users.find((row) => row.id === followerId)?.following_count ?? 0;
  if ('userId' in target) {
    const followerCount = users.find((row) => row.id === target.userId)?.follower_count ?? 0;
    return { changed: delta !== 0, followerCount, followingCount };
  }
  const { rows: places } = await tx.query<{ follower_count: number }>(
    `UPDATE places SET follower_count = greatest(follower_count + $2, 0) WHERE id = $1
     RETURNING follower_count`,
    [target.placeId, delta],
  );
  return { changed: delta !== 0, followerCount: places[0]?.follower_count ?? 0, followingCount };
}

export type FollowListType = 'follower' | 'following-user' | 'following-place';

/** Ids of one page of a follow list, newest follow first. */
export async function followPage(
  db: Queryable,
  list:
    | { type: 'follower'; of: FollowTarget }
    | { type: 'following-user' | 'following-place'; userId: string },
  page: { offset: number; limit: number },
): Promise<string[]> {
  let sql: string;
  let key: string;
  if (list.type === 'follower') {
    const [column, id] =
      'userId' in list.of ? ['user_id', list.of.userId] : ['place_id', list.of.placeId];
    sql = `SELECT f.follower_id AS id FROM follows f JOIN users u ON u.id = f.follower_id
           WHERE f.${column} = $1 AND NOT u.is_deleted
           ORDER BY f.created_at DESC, f.follower_id OFFSET $2 LIMIT $3`;
    key = id;
  } else if (list.type === 'following-user') {
    sql = `SELECT f.user_id AS id FROM follows f JOIN users u ON u.id = f.user_id
           WHERE f.follower_id = $1 AND NOT u.is_deleted
           ORDER BY f.created_at DESC, f.user_id OFFSET $2 LIMIT $3`;
    key = list.userId;
  } else {
    sql = `SELECT f.place_id AS id FROM follows f JOIN places p ON p.id = f.place_id
           WHERE f.follower_id = $1 AND p.status <> 'deleted'
           ORDER BY f.created_at DESC, f.place_id OFFSET $2 LIMIT $3`;
    key = list.userId;
  }
  const { rows } = await db.query<{ id: string }>(sql, [key, page.offset, page.limit]);
  return rows.map((row) => row.id);
}

/**
 * Removes every follow of and by a person (for an account being deleted), moving each counter
 * by what was really removed, so followerCount and followingCount keep matching the lists.
 */
export async function dropFollowsOf(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{
    follower_id: string;
    user_id: string | null;
    place_id: string | null;
  }>(
    `DELETE FROM follows WHERE follower_id = $1 OR user_id = $1
     RETURNING follower_id, user_id, place_id`,
    [userId],
  );
  const followers = rows.filter((row) => row.user_id === userId).map((row) => row.follower_id);
  const followedUsers = rows
    .filter((row) => row.follower_id === userId && row.user_id)
    .map((row) => row.user_id as string);
  const followedPlaces = rows
    .filter((row) => row.follower_id === userId && row.place_id)
    .map((row) => row.place_id as string);
  // Users in id order, then places: the order every follow locks them in.
  await tx.query(
    `UPDATE users u SET
       following_count = CASE WHEN u.id = $1 THEN 0
                              WHEN u.id = ANY($2::text[]) THEN greatest(following_count - 1, 0)
                              ELSE following_count END,
       follower_count = CASE WHEN u.id = $1 THEN 0
                             WHEN u.id = ANY($3::text[]) THEN greatest(follower_count - 1, 0)
                             ELSE follower_count END
     WHERE u.id IN (SELECT id FROM users WHERE id = $1 OR id = ANY($2::text[])
                    OR id = ANY($3::text[]) ORDER BY id FOR NO KEY UPDATE)`,
    [userId, followers, followedUsers],
  );
  if (followedPlaces.length > 0) {
    await tx.query(
      `UPDATE places SET follower_count = greatest(follower_count - 1, 0)
       WHERE id = ANY($1::text[])`,
      [followedPlaces],
    );
  }
}
