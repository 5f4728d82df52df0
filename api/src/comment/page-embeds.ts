import { hasOutletAccess, type StaffRole, type Viewer } from '../access/rules.js';
import { commentColumns, type CommentRow } from './comment-repository.js';
import type { Database, Queryable } from '../db/database.js';
import {
  isFollowedSql,
  placeRefColumns,
  placeRefJoins,
  toPlaceRef,
  type OrganisationRef,
  type PlaceRef,
  type PlaceRefRow,
} from '../refs/refs.js';
import { toImageSet, type ImageSet, type ImageSetRow } from '../image/image-set.js';
import type { ImageStorage } from '../image/storage.js';
import { preparedRead } from '../db/prepared-read.js';
import { toUser, userColumns, userFrom, type User, type UserRecord } from '../refs/user-json.js';

/**
 * Everything a page of posts or comments embeds (authors, likers, places, chains, cities, images,
 * likes, last comments and the comments they reply to, the caller's access to each place or
 * chain), read in ONE query whatever the page size. PGlite runs one statement at a time, so a
 * page costs its round trips one after another: a single statement that builds its answer as
 * JSON beats a dozen small ones run "in parallel".
 */

/** The post fields the page needs to find what a post embeds. */
export interface PagePost {
  id: string;
  place_id: string | null;
  organisation_id: string | null;
}

/** Likes of one post or comment as the caller sees them. */
export interface LikeFacts {
  isLiked: boolean;
  hasOutletLike: boolean;
  /** The newest personal likers, newest first. */
  someLikerIds: string[];
}

export interface PageEmbeds {
  /** The caller's access to each place and chain of the page, by its id (visitors: none). */
  access: Map<string, boolean>;
  postImages: Map<string, ImageSet[]>;
  commentImages: Map<string, ImageSet[]>;
  postLikes: Map<string, LikeFacts>;
  commentLikes: Map<string, LikeFacts>;
  /** Of each post, its newest visible comments (up to lastComments), oldest first. */
  lastComments: CommentRow[];
  /** The comments replied to by the page's comments, by id. */
  subjects: Map<string, CommentRow>;
  users: Map<string, User>;
  places: Map<string, PlaceRef>;
  organisations: Map<string, OrganisationRef>;
  cities: Map<string, { id: string; name: string; latinName: string }>;
  /** The page's reviews whose author had a confirmed reservation at the place that has passed. */
  visitedPostIds: Set<string>;
}

export interface PageEmbedsInput {
  posts: readonly PagePost[];
  /** Comments listed for themselves (a comments page), besides the posts' last comments. */
  comments: readonly CommentRow[];
  /** How many last comments of each post to embed (0: none). */
  lastComments: number;
  someLikes: number;
}

interface LikeFactsRow {
  id: string;
  liked: boolean;
  outlet_liked: boolean;
  likers: string[];
}

interface PageRow {
  last_comments: CommentRow[] | null;
  subjects: CommentRow[] | null;
  post_likes: LikeFactsRow[] | null;
  comment_likes: LikeFactsRow[] | null;
  images: (ImageSetRow & { owner: 'post' | 'comment'; owner_id: string })[] | null;
  users: (UserRecord & { is_followed: boolean })[] | null;
  places: (PlaceRefRow & { is_followed: boolean })[] | null;
  organisations: { id: string; name: string | null; has_owner: boolean }[] | null;
  cities: { id: string; name: string; latin_name: string }[] | null;
  outlets: { id: string; role: StaffRole | null; has_owner: boolean }[] | null;
  visited_posts: string[] | null;
}

// $1 post ids, $2 ids of listed comments, $3 the caller (null for visitors), $4 likers per item,
// $5 last comments per post. Each list is JSON so the whole page is one row.
const pageSql = `
WITH page_posts AS (
  SELECT p.id, p.type, p.user_id, p.by_outlet, p.place_id, p.organisation_id, p.city_id
  FROM posts p WHERE p.id = ANY($1::text[])
),
last_comments AS (
  SELECT ${commentColumns}
  FROM (
    SELECT c.*, row_number() OVER (PARTITION BY c.post_id
                                   ORDER BY c.created_at DESC, c.id DESC) AS n
    FROM comments c
    WHERE $5::int > 0 AND c.post_id = ANY($1::text[]) AND NOT c.is_deleted AND NOT c.is_hidden
  ) c JOIN posts p ON p.id = c.post_id
  WHERE c.n <= $5::int
),
page_comments AS (
  SELECT id, post_id, user_id, by_outlet, subject_comment_id, post_place_id, post_organisation_id
  FROM last_comments
  UNION ALL
  SELECT c.id, c.post_id, c.user_id, c.by_outlet, c.subject_comment_id, p.place_id, p.organisation_id
  FROM comments c JOIN posts p ON p.id = c.post_id
  WHERE c.id = ANY($2::text[])
),
subjects AS (
  SELECT ${commentColumns} FROM comments c JOIN posts p ON p.id = c.post_id
  WHERE c.id IN (SELECT subject_comment_id FROM page_comments)
),
post_likes AS (
  SELECT pp.id,
         EXISTS (SELECT 1 FROM likes l
                 WHERE l.post_id = pp.id AND coalesce(l.comment_id, '') = ''
                   AND l.liker_id = $3) AS liked,
         EXISTS (SELECT 1 FROM likes l
                 WHERE l.post_id = pp.id AND coalesce(l.comment_id, '') = ''
                   AND l.liker_id = coalesce(pp.place_id, pp.organisation_id)
                   AND l.by_outlet) AS outlet_liked,
         ARRAY (SELECT l.user_id FROM likes l
                WHERE l.post_id = pp.id AND l.comment_id IS NULL AND NOT l.by_outlet
                ORDER BY l.created_at DESC, l.id DESC LIMIT $4::int) AS likers
  FROM page_posts pp
),
comment_likes AS (
  SELECT pc.id,
         EXISTS (SELECT 1 FROM likes l
                 WHERE l.post_id = pc.post_id AND coalesce(l.comment_id, '') = pc.id
                   AND l.liker_id = $3) AS liked,
         EXISTS (SELECT 1 FROM likes l
                 WHERE l.post_id = pc.post_id AND coalesce(l.comment_id, '') = pc.id
                   AND l.liker_id = coalesce(pc.post_place_id, pc.post_organisation_id)
                   AND l.by_outlet) AS outlet_liked,
         ARRAY (SELECT l.user_id FROM likes l
                WHERE l.post_id = pc.post_id AND l.comment_id = pc.id AND NOT l.by_outlet
                ORDER BY l.created_at DESC, l.id DESC LIMIT $4::int) AS likers
  FROM page_comments pc
),
user_ids AS (
  SELECT user_id AS id FROM page_posts WHERE NOT by_outlet
  UNION SELECT unnest(likers) FROM post_likes
  UNION SELECT user_id FROM page_comments WHERE NOT by_outlet
  UNION SELECT user_id FROM subjects WHERE NOT by_outlet
  UNION SELECT unnest(likers) FROM comment_likes
),
place_ids AS (
  SELECT place_id AS id FROM page_posts WHERE place_id IS NOT NULL
  UNION SELECT post_place_id FROM page_comments WHERE by_outlet AND post_place_id IS NOT NULL
  UNION SELECT post_place_id FROM subjects WHERE by_outlet AND post_place_id IS NOT NULL
),
organisation_ids AS (
  SELECT organisation_id AS id FROM page_posts WHERE organisation_id IS NOT NULL
  UNION SELECT post_organisation_id FROM page_comments
        WHERE by_outlet AND post_organisation_id IS NOT NULL
  UNION SELECT post_organisation_id FROM subjects
        WHERE by_outlet AND post_organisation_id IS NOT NULL
),
-- Every place and chain the page's posts and comments belong to, for the caller's access.
outlet_places AS (
  SELECT place_id AS id FROM page_posts WHERE place_id IS NOT NULL
  UNION SELECT post_place_id FROM page_comments WHERE post_place_id IS NOT NULL
  UNION SELECT post_place_id FROM subjects WHERE post_place_id IS NOT NULL
),
outlet_organisations AS (
  SELECT organisation_id AS id FROM page_posts WHERE organisation_id IS NOT NULL
  UNION SELECT post_organisation_id FROM page_comments WHERE post_organisation_id IS NOT NULL
  UNION SELECT post_organisation_id FROM subjects WHERE post_organisation_id IS NOT NULL
)
SELECT
  (SELECT json_agg(lc ORDER BY lc.post_id, lc.created_at, lc.id) FROM last_comments lc)
    AS last_comments,
  (SELECT json_agg(s) FROM subjects s) AS subjects,
  (SELECT json_agg(pl) FROM post_likes pl) AS post_likes,
  (SELECT json_agg(cl) FROM comment_likes cl) AS comment_likes,
  (SELECT json_agg(im ORDER BY im.owner, im.owner_id, im.order_number) FROM (
     SELECT 'post' AS owner, a.post_id AS owner_id, i.id, i.variants, a.order_number, i.description
     FROM post_images a JOIN image_sets i ON i.id = a.image_set_id
     WHERE a.post_id = ANY($1::text[]) AND NOT i.is_deleted
     UNION ALL
     SELECT 'comment', a.comment_id, i.id, i.variants, a.order_number, i.description
     FROM comment_images a JOIN image_sets i ON i.id = a.image_set_id
     WHERE a.comment_id IN (SELECT id FROM page_comments) AND NOT i.is_deleted
   ) im) AS images,
  (SELECT json_agg(x) FROM (
     SELECT ${userColumns},
            ${isFollowedSql('$3', 'user_id', 'u.id')}
     FROM ${userFrom} WHERE u.id IN (SELECT id FROM user_ids)
   ) x) AS users,
  (SELECT json_agg(x) FROM (
     SELECT ${placeRefColumns},
            ${isFollowedSql('$3', 'place_id', 'p.id')}
     FROM ${placeRefJoins} WHERE p.id IN (SELECT id FROM place_ids)
   ) x) AS places,
  (SELECT json_agg(x) FROM (
     SELECT ids.id, o.name,
            EXISTS (SELECT 1 FROM organisation_staff s
                    WHERE s.organisation_id = ids.id AND s.role = 'owner') AS has_owner
     FROM organisation_ids ids LEFT JOIN organisations o ON o.id = ids.id
   ) x) AS organisations,
  (SELECT json_agg(x) FROM (
     SELECT c.id, c.name, c.latin_name FROM cities c
     WHERE c.id IN (SELECT city_id FROM page_posts)
   ) x) AS cities,
  (SELECT json_agg(x) FROM (
     SELECT ids.id,
            (SELECT s.role FROM place_staff s WHERE s.place_id = ids.id AND s.user_id = $3) AS role,
            EXISTS (SELECT 1 FROM place_staff s
                    WHERE s.place_id = ids.id AND s.role = 'owner') AS has_owner
     FROM outlet_places ids WHERE $3::text IS NOT NULL
     UNION ALL
     SELECT ids.id,
            (SELECT s.role FROM organisation_staff s
             WHERE s.organisation_id = ids.id AND s.user_id = $3),
            EXISTS (SELECT 1 FROM organisation_staff s
                    WHERE s.organisation_id = ids.id AND s.role = 'owner')
     FROM outlet_organisations ids WHERE $3::text IS NOT NULL
   ) x) AS outlets,
  (SELECT json_agg(pp.id) FROM page_posts pp
   WHERE pp.type = 'review' AND EXISTS (
     SELECT 1 FROM reservations r
     WHERE r.user_id = pp.user_id AND r.place_id = pp.place_id AND r.status = 'confirmed'
       AND r.datetime < now())) AS visited_posts`;

function isDatabase(db: Queryable): db is Database {
  return 'kind' in db && 'transaction' in db;
}

function likeFactsOf(rows: LikeFactsRow[] | null): Map<string, LikeFacts> {
  return new Map(
    (rows ?? []).map((row) => [
      row.id,
      { isLiked: row.liked, hasOutletLike: row.outlet_liked, someLikerIds: row.likers },
    ]),
  );
}

/** Reads what a page of posts and comments embeds, from the caller's point of view. */
export async function loadPageEmbeds(
  db: Queryable,
  storage: ImageStorage,
  viewer: Viewer | null,
  input: PageEmbedsInput,
): Promise<PageEmbeds> {
  const viewerId = viewer?.id ?? null;
  const params = [
    input.posts.map((post) => post.id),
    input.comments.map((comment) => comment.id),
    viewerId,
    input.someLikes,
    input.lastComments,
  ];
  const { rows } =
    isDatabase(db) && db.kind === 'pglite'
      ? await db.transaction(async (tx) => {
          // Planning this statement costs PGlite as much as running it, and PostgreSQL's own
          // choice keeps planning it anew on every call (its generic plan looks dearer on paper
          // than the custom ones): prepared once, and its generic plan forced for this call only.
          // That plan is made on first use after the start's ANALYZE (runtime.ts), so it follows
          // the data the process started with.
          await tx.exec('SET LOCAL plan_cache_mode = force_generic_plan');
          return preparedRead<PageRow>(db, tx, pageSql, params);
        })
      : await db.query<PageRow>(pageSql, params);
  const row = rows[0];
  if (!row) throw new Error('the page query returned no row');

  const postImages = new Map<string, ImageSet[]>();
  const commentImages = new Map<string, ImageSet[]>();
  for (const image of row.images ?? []) {
    const byOwner = image.owner === 'post' ? postImages : commentImages;
    const list = byOwner.get(image.owner_id) ?? [];
    list.push(toImageSet(image, storage));
    byOwner.set(image.owner_id, list);
  }
  const users = new Map<string, User>();
  for (const user of row.users ?? []) {
    const json = toUser(user, storage, { showContacts: user.id === viewerId });
    users.set(user.id, { ...json, isFollowed: user.is_followed });
  }
  const access = new Map<string, boolean>();
  for (const outlet of row.outlets ?? []) {
    access.set(
      outlet.id,
      hasOutletAccess(viewer, { role: outlet.role, hasOwner: outlet.has_owner }),
    );
  }
  return {
    access,
    postImages,
    commentImages,
    postLikes: likeFactsOf(row.post_likes),
    commentLikes: likeFactsOf(row.comment_likes),
    lastComments: row.last_comments ?? [],
    subjects: new Map((row.subjects ?? []).map((subject) => [subject.id, subject])),
    users,
    places: new Map(
      (row.places ?? []).map((place) => [place.id, toPlaceRef(place, storage, place.is_followed)]),
    ),
    organisations: new Map(
      (row.organisations ?? []).map((chain) => [
        chain.id,
        { id: chain.id, name: chain.name, hasOwner: chain.has_owner },
      ]),
    ),
    cities: new Map(
      (row.cities ?? []).map((city) => [
        city.id,
        { id: city.id, name: city.name, latinName: city.latin_name },
      ]),
    ),
    visitedPostIds: new Set(row.visited_posts ?? []),
  };
}
