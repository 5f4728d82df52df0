import { randomBytes } from 'node:crypto';
import { replaceAttachedImages } from '../image/attached-images.js';
import type { PostType } from '../access/rules.js';
import { readById, type Queryable } from '../db/database.js';
import { setVisibilityFlag, type VisibilityFlag } from '../db/visibility-flag.js';

/** A row of `posts` as the post code reads it. */
export interface PostRow {
  id: string;
  type: PostType;
  user_id: string;
  by_outlet: boolean;
  place_id: string | null;
  organisation_id: string | null;
  city_id: string | null;
  text: string;
  rating: number | null;
  lat: number | null;
  lon: number | null;
  like_count: number;
  comment_count: number;
  is_edited: boolean;
  is_hidden: boolean;
  is_deleted: boolean;
  time_passed: number;
  created_at: Date | string;
}

export const postColumns = `p.id, p.type, p.user_id, p.by_outlet, p.place_id, p.organisation_id,
  p.city_id, p.text, p.rating, p.lat, p.lon, p.like_count, p.comment_count, p.is_edited,
  p.is_hidden, p.is_deleted, greatest(0, floor(extract(epoch FROM now() - p.created_at)))::int AS time_passed,
  p.created_at`;

export interface PostListFilter {
  cityId?: string;
  organisationId?: string;
  placeId?: string;
  userId?: string;
  type?: PostType;
  /** Only posts of the people and places this user follows. */
  followerId?: string;
  offset: number;
  limit: number;
}

/**
 * Visible posts (neither hidden nor deleted), newest first; id breaks ties so pages are stable.
 *
 * The following feed and a chain's feed draw on many sources (each person and place followed; the
 * chain and each of its places). Filtering one newest-first scan of all posts by "any of these
 * sources" reads every post back to the page's oldest, which for quiet sources is most of the
 * table. Instead each source gives only its own newest `offset + limit` posts through its index
 * (posts_user_feed, posts_place_feed, posts_organisation_feed) and the page is cut from their
 * union: the same rows, at a cost bounded by sources x page depth.
 */
export async function listPosts(db: Queryable, filter: PostListFilter): Promise<PostRow[]> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['NOT p.is_deleted', 'NOT p.is_hidden'];
  if (filter.cityId) where.push(`p.city_id = ${param(filter.cityId)}`);
  if (filter.placeId) where.push(`p.place_id = ${param(filter.placeId)}`);
  // A person's posts are those they published in their own name.
  if (filter.userId) where.push(`p.user_id = ${param(filter.userId)} AND NOT p.by_outlet`);
  if (filter.type) where.push(`p.type = ${param(filter.type)}`);
  const order = 'ORDER BY p.created_at DESC, p.id DESC';

  // Each source's newest posts that pass every other filter, at most as many as the page needs.
  const newest = (source: string, from: string, fromWhere: string) => {
    const depth = param(filter.offset + filter.limit);
    return `SELECT newest.id, newest.created_at FROM ${from} CROSS JOIN LATERAL (
              SELECT p.id, p.created_at FROM posts p WHERE ${[...where, source].join(' AND ')}
              ${order} LIMIT ${depth}) newest
            WHERE ${fromWhere}`;
  };
  let sources: string[] | null = null;
  if (filter.followerId && !filter.organisationId) {
    const id = param(filter.followerId);
    sources = [
      newest(
        'p.user_id = f.user_id AND NOT p.by_outlet',
        'follows f',
        `f.follower_id = ${id} AND f.user_id IS NOT NULL`,
      ),
      newest(
        'p.place_id = f.place_id',
        'follows f',
        `f.follower_id = ${id} AND f.place_id IS NOT NULL`,
      ),
    ];
  } else if (filter.organisationId && !filter.followerId) {
    const id = param(filter.organisationId);
    // The chain's own posts and those about its places.
    sources = [
      newest(`p.organisation_id = ${id}`, '(VALUES (1)) AS chain (one)', 'true'),
      newest('p.place_id = pl.id', 'places pl', `pl.organisation_id = ${id}`),
    ];
  } else {
    if (filter.organisationId) {
      const id = param(filter.organisationId);
      where.push(
        `(p.organisation_id = ${id}
          OR p.place_id IN (SELECT pl.id FROM places pl WHERE pl.organisation_id = ${id}))`,
      );
    }
    if (filter.followerId) {
      const id = param(filter.followerId);
      where.push(
        `((NOT p.by_outlet AND p.user_id IN (SELECT f.user_id FROM follows f
                                             WHERE f.follower_id = ${id} AND f.user_id IS NOT NULL))
          OR p.place_id IN (SELECT f.place_id FROM follows f
                            WHERE f.follower_id = ${id} AND f.place_id IS NOT NULL))`,
      );
    }
  }
  const page = `OFFSET ${param(filter.offset)} LIMIT ${param(filter.limit)}`;
  // With sources, the page is cut from their ids, so only its own rows are read whole.
  const { rows } = await db.query<PostRow>(
    sources
      ? `SELECT ${postColumns} FROM posts p
         WHERE p.id IN (SELECT page.id FROM (${sources.join(' UNION ')}) page
                        ORDER BY page.created_at DESC, page.id DESC ${page})
         ${order}`
      : `SELECT ${postColumns} FROM posts p WHERE ${where.join(' AND ')} ${order} ${page}`,
    params,
  );
  return rows;
}

export const findPost = readById<PostRow>(`SELECT ${postColumns} FROM posts p WHERE p.id = $1`);

export interface NewPost {
  type: PostType;
  userId: string;
  byOutlet: boolean;
  placeId: string | null;
  organisationId: string | null;
  cityId: string | null;
  text: string;
  rating: number | null;
  lat: number | null;
  lon: number | null;
  imageIds: readonly string[];
}

/** Inserts a post with its images and counts it; returns its id. */
export async function insertPost(tx: Queryable, post: NewPost): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await tx.query(
    `INSERT INTO posts (id, type, user_id, by_outlet, place_id, organisation_id, city_id, text,
                        rating, lat, lon)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      post.type,
      post.userId,
      post.byOutlet,
      post.placeId,
      post.organisationId,
      post.cityId,
      post.text,
      post.rating,
      post.lat,
      post.lon,
    ],
  );
  await replaceAttachedImages(tx, 'post', id, post.imageIds);
  await countPost(tx, post, 1);
  return id;
}

export interface PostChanges {
  text?: string;
  rating?: number;
  lat?: number;
  lon?: number;
  imageIds?: readonly string[];
}

export async function updatePost(tx: Queryable, id: string, changes: PostChanges): Promise<void> {
  await tx.query(
    `UPDATE posts SET text = coalesce($2, text), rating = coalesce($3, rating),
                      lat = coalesce($4, lat), lon = coalesce($5, lon),
                      is_edited = true, updated_at = now()
     WHERE id = $1`,
    [id, changes.text ?? null, changes.rating ?? null, changes.lat ?? null, changes.lon ?? null],
  );
  if (changes.imageIds) await replaceAttachedImages(tx, 'post', id, changes.imageIds);
}

type Counted = Pick<NewPost, 'type' | 'userId' | 'byOutlet' | 'placeId' | 'organisationId'>;

/**
 * Moves the counters a visible post adds to: its author's postCount (posts in their own name),
 * its place's newsCount or reviewCount, and those of the chain it or its place belongs to.
 * Users, then places, then organisations: the order every write locks them in.
 */
async function countPost(tx: Queryable, post: Counted, delta: 1 | -1): Promise<void> {
  if (!post.byOutlet) {
    await tx.query('UPDATE users SET post_count = greatest(post_count + $2, 0) WHERE id = $1', [
      post.userId,
      delta,
    ]);
  }
  if (post.placeId && post.type !== 'impression') {
    const column = post.type === 'news' ? 'news_count' : 'review_count';
    await tx.query(`UPDATE places SET ${column} = greatest(${column} + $2, 0) WHERE id = $1`, [
      post.placeId,
      delta,
    ]);
  }
  if (post.type !== 'impression' && (await hasOrganisations(tx))) {
    const column = post.type === 'news' ? 'news_count' : 'review_count';
    await tx.query(
      `UPDATE organisations SET ${column} = greatest(${column} + $3, 0)
       WHERE id = coalesce($1, (SELECT organisation_id FROM places WHERE id = $2))`,
      [post.organisationId, post.placeId, delta],
    );
  }
}

/** Organisations come with migration 003, which a database may not have yet. */
export async function hasOrganisations(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(
    `SELECT to_regclass('organisations') IS NOT NULL AS present`,
  );
  return rows[0]?.present ?? false;
}

const countedOf = (row: PostRow): Counted => ({
  type: row.type,
  userId: row.user_id,
  byOutlet: row.by_outlet,
  placeId: row.place_id,
  organisationId: row.organisation_id,
});

/**
 * Sets is_deleted or is_hidden; the counters move only when the post was visible before and is
 * not after (or the other way round for a restore), so repeated or parallel calls count once.
 */
export async function setPostFlag(
  tx: Queryable,
  id: string,
  flag: VisibilityFlag,
  value: boolean,
): Promise<void> {
  const row = await setVisibilityFlag<PostRow>(
    tx,
    { table: 'posts', alias: 'p', returning: postColumns },
    id,
    flag,
    value,
  );
  if (row) await countPost(tx, countedOf(row), value ? -1 : 1);
}
