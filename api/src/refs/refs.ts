import type { Queryable } from '../db/database.js';
import { toImageSet, type ImageSet, type ImageSetRow } from '../image/image-set.js';
import type { ImageStorage } from '../image/storage.js';
import { toUser, userColumns, userFrom, type User, type UserRecord } from './user-json.js';

/**
 * People and places as posts, comments, likes and follows embed them (authors, likers, followers), loaded for a
 * whole page in a constant number of queries, with `isFollowed` from the caller's point of view.
 */

/** Users by id (unknown ids are absent), as the api shows them to others (no contacts). */
export async function usersByIds(
  db: Queryable,
  storage: ImageStorage,
  ids: readonly string[],
  viewerId: string | null,
): Promise<Map<string, User>> {
  return followableByIds(
    db,
    ids,
    viewerId,
    'user_id',
    `SELECT ${userColumns} FROM ${userFrom} WHERE u.id = ANY($1::text[])`,
    (row: UserRecord, isFollowed) => ({
      ...toUser(row, storage, { showContacts: row.id === viewerId }),
      isFollowed,
    }),
  );
}

/**
 * Rows by id (`sql` takes the unique ids as $1) and whether the viewer follows each (`column` of
 * follows): two queries for a whole page.
 */
async function followableByIds<Row extends { id: string }, T>(
  db: Queryable,
  ids: readonly string[],
  viewerId: string | null,
  column: 'user_id' | 'place_id',
  sql: string,
  toItem: (row: Row, isFollowed: boolean) => T,
): Promise<Map<string, T>> {
  const unique = [...new Set(ids)];
  const items = new Map<string, T>();
  if (unique.length === 0) return items;
  const [{ rows }, followed] = await Promise.all([
    db.query<Row>(sql, [unique]),
    followedIds(db, viewerId, unique, column),
  ]);
  for (const row of rows) items.set(row.id, toItem(row, followed.has(row.id)));
  return items;
}

/** The SQL column telling whether the viewer (`viewerParam`) follows `id` (a `column` of follows). */
export function isFollowedSql(viewerParam: string, column: 'user_id' | 'place_id', id: string) {
  return `EXISTS (SELECT 1 FROM follows f
                    WHERE f.follower_id = ${viewerParam} AND f.${column} = ${id}) AS is_followed`;
}

/** Of these users or places (`column` of follows), the ones the viewer follows. */
async function followedIds(
  db: Queryable,
  viewerId: string | null,
  ids: readonly string[],
  column: 'user_id' | 'place_id',
): Promise<Set<string>> {
  if (!viewerId || ids.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    `SELECT ${column} AS id FROM follows WHERE follower_id = $1 AND ${column} = ANY($2::text[])`,
    [viewerId, ids],
  );
  return new Set(rows.map((row) => row.id));
}

/** Of these users, the ones the viewer follows. */
export function followedUserIds(db: Queryable, viewerId: string | null, ids: readonly string[]) {
  return followedIds(db, viewerId, ids, 'user_id');
}

/** A place as posts, comments and follow lists embed it. */
export interface PlaceRef {
  id: string;
  latinName: string;
  name: string;
  cityId: string;
  citySlug: string;
  organisationId: string | null;
  /** Its avatar, falling back to its background. */
  avatar: ImageSet | null;
  followerCount: number;
  reviewCount: number;
  newsCount: number;
  isFollowed: boolean;
  hasOwner: boolean;
  isDeleted: boolean;
}

export interface PlaceRefRow {
  id: string;
  latin_name: string;
  name: string;
  city_id: string;
  city_slug: string;
  organisation_id: string | null;
  avatar: ImageSetRow | null;
  follower_count: number;
  review_count: number;
  news_count: number;
  has_owner: boolean;
  status: string;
}

// The columns of PlaceRefRow (with `placeRefJoins`).
export const placeRefColumns = `p.id, p.latin_name, p.name, p.city_id, c.latin_name AS city_slug,
  p.organisation_id, p.follower_count, p.review_count, p.news_count, p.status,
  EXISTS (SELECT 1 FROM place_staff s WHERE s.place_id = p.id AND s.role = 'owner') AS has_owner,
  CASE WHEN i.id IS NULL THEN NULL ELSE jsonb_build_object(
    'id', i.id, 'variants', i.variants, 'order_number', i.order_number,
    'description', i.description) END AS avatar`;

export const placeRefJoins = `places p
  JOIN cities c ON c.id = p.city_id
  LEFT JOIN image_sets i ON i.id = coalesce(p.avatar_id, p.background_id) AND NOT i.is_deleted`;

/** Places by id, deleted ones included (a post keeps showing its place). */
export async function placesByIds(
  db: Queryable,
  storage: ImageStorage,
  ids: readonly string[],
  viewerId: string | null,
): Promise<Map<string, PlaceRef>> {
  return followableByIds(
    db,
    ids,
    viewerId,
    'place_id',
    `SELECT ${placeRefColumns} FROM ${placeRefJoins} WHERE p.id = ANY($1::text[])`,
    (row: PlaceRefRow, isFollowed) => toPlaceRef(row, storage, isFollowed),
  );
}

export function toPlaceRef(row: PlaceRefRow, storage: ImageStorage, isFollowed: boolean): PlaceRef {
  return {
    id: row.id,
    latinName: row.latin_name,
    name: row.name,
    cityId: row.city_id,
    citySlug: row.city_slug,
    organisationId: row.organisation_id,
    avatar: row.avatar ? toImageSet(row.avatar, storage) : null,
    followerCount: row.follower_count,
    reviewCount: row.review_count,
    newsCount: row.news_count,
    isFollowed,
    hasOwner: row.has_owner,
    isDeleted: row.status === 'deleted',
  };
}

/** A chain as posts and comments embed it. */
export interface OrganisationRef {
  id: string;
  name: string | null;
  hasOwner: boolean;
}

/**
 * Chains by id. Their names live in the organisations table of migration 003; on a database
 * without it a chain is known by its id only.
 */
export async function organisationsByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, OrganisationRef>> {
  const unique = [...new Set(ids)];
  const result = new Map<string, OrganisationRef>();
  if (unique.length === 0) return result;
  const { rows: present } = await db.query<{ present: boolean }>(
    `SELECT to_regclass('organisations') IS NOT NULL AS present`,
  );
  const withNames = present[0]?.present ?? false;
  const { rows } = await db.query<{ id: string; name: string | null; has_owner: boolean }>(
    `SELECT ids.id, ${withNames ? '(SELECT o.name FROM organisations o WHERE o.id = ids.id)' : 'NULL::text'} AS name,
            EXISTS (SELECT 1 FROM organisation_staff s
                    WHERE s.organisation_id = ids.id AND s.role = 'owner') AS has_owner
     FROM unnest($1::text[]) AS ids (id)`,
    [unique],
  );
  for (const row of rows) {
    result.set(row.id, { id: row.id, name: row.name, hasOwner: row.has_owner });
  }
  return result;
}

/** A person, place or chain by reference. */
export interface ActorIdRef {
  type: 'user' | 'place' | 'organisation';
  id: string;
}

/** One of a person, a place and a chain as the JSON embeds it; the other two are null. */
export interface EmbeddedActor {
  user: User | null;
  place: PlaceRef | null;
  organisation: OrganisationRef | null;
}

/**
 * People, places and chains by reference, read once for all (isFollowed from `viewerId`'s point
 * of view): the lookup answers each reference as `user`, `place` or `organisation`.
 */
export async function embeddedActors(
  db: Queryable,
  storage: ImageStorage,
  refs: readonly ActorIdRef[],
  viewerId: string | null,
): Promise<(ref: ActorIdRef) => EmbeddedActor> {
  const idsOf = (type: ActorIdRef['type']) =>
    refs.filter((ref) => ref.type === type).map((ref) => ref.id);
  const users = await usersByIds(db, storage, idsOf('user'), viewerId);
  const places = await placesByIds(db, storage, idsOf('place'), viewerId);
  const organisations = await organisationsByIds(db, idsOf('organisation'));
  return (ref) => ({
    user: ref.type === 'user' ? (users.get(ref.id) ?? null) : null,
    place: ref.type === 'place' ? (places.get(ref.id) ?? null) : null,
    organisation: ref.type === 'organisation' ? (organisations.get(ref.id) ?? null) : null,
  });
}

/** Whether a chain exists: a row of `organisations` (migration 003), else a place naming it. */
export async function organisationExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(
    `SELECT to_regclass('organisations') IS NOT NULL AS present`,
  );
  if (rows[0]?.present) {
    const found = await db.query(`SELECT 1 FROM organisations WHERE id = $1`, [id]);
    return found.rows.length > 0;
  }
  const found = await db.query(`SELECT 1 FROM places WHERE organisation_id = $1 LIMIT 1`, [id]);
  return found.rows.length > 0;
}

/**
 * The newest followers (up to `count`) of many people or places in two queries: for the
 * `someFollowers` previews of users, places and chains.
 */
export async function someFollowersOf(
  db: Queryable,
  storage: ImageStorage,
  kind: 'user' | 'place',
  ids: readonly string[],
  count: number,
  viewerId: string | null,
): Promise<Map<string, User[]>> {
  const result = new Map<string, User[]>();
  if (ids.length === 0) return result;
  const column = kind === 'user' ? 'user_id' : 'place_id';
  const { rows } = await db.query<{ id: string; follower_id: string }>(
    `SELECT id, follower_id FROM (
       SELECT f.${column} AS id, f.follower_id,
              row_number() OVER (PARTITION BY f.${column}
                                 ORDER BY f.created_at DESC, f.follower_id) AS n
       FROM follows f JOIN users u ON u.id = f.follower_id
       WHERE f.${column} = ANY($1::text[]) AND NOT u.is_deleted
     ) newest WHERE n <= $2 ORDER BY id, n`,
    [[...new Set(ids)], count],
  );
  const users = await usersByIds(
    db,
    storage,
    rows.map((row) => row.follower_id),
    viewerId,
  );
  for (const row of rows) {
    const user = users.get(row.follower_id);
    if (!user) continue;
    result.set(row.id, [...(result.get(row.id) ?? []), user]);
  }
  return result;
}
