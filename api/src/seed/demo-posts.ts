import { bulkInsert } from '../db/bulk-insert.js';
import type { Queryable } from '../db/database.js';
import { hasOrganisations } from '../post/post-repository.js';
import { demoImageSetIds } from './demo-data.js';
import { demoId } from './demo-id.js';
import { demoPeople, demoUserId } from './people.js';
import { Prng } from './prng.js';

/**
 * The demo social layer: news by place staff, reviews with ratings, impressions,
 * comments with replies, likes and follows among the demo people. Deterministic: the same
 * database gets the same rows. Counters are recomputed from the rows at the end, so every count
 * matches what the lists show.
 */

/** Bump when the generation below changes (the seeded test template hashes it). */
export const demoSocialVersion = 2;

const demoSocialSeed = 51_121;
/** Demo posts are dated back from here (fixed, so the rows never change). */
const newestPostAt = Date.UTC(2026, 10, 20, 18, 0, 0);

const newsTexts = [
  'New autumn menu from Monday: roasted squash, wild mushrooms and a chestnut tart.',
  'Live jazz every Thursday from 8 pm. Book a table near the stage.',
  'We are open late this weekend, kitchen until midnight.',
  'Our terrace is heated now, come and stay outside a little longer.',
  'Business lunch is back: two courses and a drink on weekdays from noon.',
  'Thank you for a wonderful first year with us!',
];
/** Review texts by rating (1 to 5), so what a review says agrees with its stars. */
export const reviewTextsByRating: Record<number, readonly string[]> = {
  1: [
    'Waited almost an hour for the mains and the soup came cold. Never again.',
    'Rude service and a burnt steak. Not worth a penny.',
    'Not what it used to be, sadly. Stale bread and a sticky table.',
  ],
  2: [
    'Nice room, but the food was bland and prices on the high side.',
    'Slow service and the pasta was overcooked. Disappointing.',
    'The coffee was fine, the cake was dry. Expected more.',
  ],
  3: [
    'A bit noisy on Friday night, but the cocktails made up for it.',
    'Decent food, nothing special. Fine if you are nearby.',
    'Good coffee, average pastries, friendly enough staff.',
  ],
  4: [
    'Lovely staff and the pasta was spot on. Will come back.',
    'Friendly welcome and generous portions. Desserts could be better.',
    'Perfect for a quiet coffee and a book.',
  ],
  5: [
    'The best brunch in the area, get the eggs with chilli butter.',
    'Outstanding from start to finish, the tasting menu is worth every penny.',
    'Our favourite place in town: warm room, great wine, perfect service.',
  ],
};
const impressionTexts = [
  'Sunset over the river, the best view in town tonight.',
  'Found a tiny market stall with amazing dumplings here.',
  'Street food festival this weekend, smells great.',
  'Quiet morning walk and the first coffee of the day.',
];
const commentTexts = [
  'Looks great!',
  'Totally agree.',
  'Thanks for the tip.',
  'We went there last week, same impression.',
  'Is it open on Sundays?',
  'Adding this to my list.',
  'Not my experience, but fair enough.',
];
const outletThanks = 'Thank you for your visit!';
const outletApology = 'Sorry about that, we will do better.';
/** How many reviews and impressions the demo city with the most places gets; others fewer. */
const mainCityPosts = { reviews: 40, impressions: 12 };
const otherCityPosts = { reviews: 10, impressions: 4, news: 3 };
/** Half the reviews go to a city's first few places (the staffed ones in London), as real
 * favourites gather many reviews while most places have one or two. */
const favouritePlaces = 6;

type Row = Record<string, unknown>;

export interface DemoSocialCity {
  id: string;
  /** Listed places of the city (some of them), with where they are. */
  places: { id: string; lat: number; lon: number }[];
}

export interface DemoSocialInput {
  /** Every demo city with listed places; the first (London) gets the most posts. */
  cities: DemoSocialCity[];
  /** Owners and managers of listed places, with the places' cities. */
  staff: { placeId: string; userId: string; cityId: string }[];
}

export interface DemoSocial {
  posts: Row[];
  post_images: Row[];
  comments: Row[];
  likes: Row[];
  follows: Row[];
}

/**
 * The rows built for a small fixed input: the seeded test template hashes it, so a change of
 * the generation below makes a new template even where the version was not bumped (or another
 * branch bumped it to the same number).
 */
export function demoSocialFingerprint(): string {
  const place = (digit: string, lat: number, lon: number) => ({ id: digit.repeat(24), lat, lon });
  const sample = buildDemoSocial({
    cities: [
      { id: '1'.repeat(24), places: [place('2', 51.5, -0.12), place('3', 51.51, -0.1)] },
      { id: '4'.repeat(24), places: [place('5', 48.85, 2.35)] },
    ],
    staff: [{ placeId: '2'.repeat(24), userId: '6'.repeat(24), cityId: '1'.repeat(24) }],
  });
  return JSON.stringify(sample);
}

/** Builds the social rows (pure: the same input gives the same rows). */
export function buildDemoSocial(input: DemoSocialInput): DemoSocial {
  const random = new Prng(demoSocialSeed);
  const people = demoPeople().map((person) => demoUserId(person.key));
  const ordinary = demoPeople()
    .filter((person) => person.key.startsWith('user-'))
    .map((person) => demoUserId(person.key));
  const images = demoImageSetIds();
  const contentManager = demoUserId('content-manager');
  const out: DemoSocial = { posts: [], post_images: [], comments: [], likes: [], follows: [] };
  const staffOf = new Map<string, string[]>();
  for (const { placeId, userId } of input.staff) {
    staffOf.set(placeId, [...(staffOf.get(placeId) ?? []), userId]);
  }
  const placeIds = input.cities.flatMap((city) => city.places.map((place) => place.id));

  let postIndex = 0;
  const addPost = (post: Row) => {
    const id = demoId('post', postIndex);
    const createdAt = new Date(newestPostAt - postIndex * 97 * 60_000).toISOString();
    postIndex += 1;
    out.posts.push({ id, created_at: createdAt, updated_at: createdAt, ...post });
    if (random.chance(0.4)) {
      random.sample(images, random.int(1, 2)).forEach((imageId, order) => {
        out.post_images.push({ post_id: id, image_set_id: imageId, order_number: order });
      });
    }
    return id;
  };

  for (const { placeId, userId, cityId } of input.staff) {
    for (let n = 0; n < 2; n += 1) {
      addPost({
        type: 'news',
        user_id: userId,
        by_outlet: n === 0,
        place_id: placeId,
        city_id: cityId,
        text: random.pick(newsTexts),
      });
    }
  }
  input.cities.forEach((city, index) => {
    if (city.places.length === 0) return;
    const counts = index === 0 ? mainCityPosts : otherCityPosts;
    // The demo staff run London places; elsewhere the content manager, who has access to places
    // without an owner, posts their news in the place's name.
    const ownerless = city.places.filter((place) => !staffOf.has(place.id));
    for (let n = 0; index > 0 && ownerless.length > 0 && n < otherCityPosts.news; n += 1) {
      addPost({
        type: 'news',
        user_id: contentManager,
        by_outlet: true,
        place_id: random.pick(ownerless).id,
        city_id: city.id,
        text: random.pick(newsTexts),
      });
    }
    for (let n = 0; n < counts.reviews; n += 1) {
      const rating = random.int(1, 5);
      addPost({
        type: 'review',
        user_id: random.pick(ordinary),
        place_id: random.pick(
          random.chance(0.5) ? city.places.slice(0, favouritePlaces) : city.places,
        ).id,
        city_id: city.id,
        text: random.pick(reviewTextsByRating[rating] ?? []),
        rating,
      });
    }
    // Impressions are taken a street or two from a place, where people walk.
    for (let n = 0; n < counts.impressions; n += 1) {
      const near = random.pick(city.places);
      addPost({
        type: 'impression',
        user_id: random.pick(ordinary),
        city_id: city.id,
        lat: Number((near.lat + random.float(-0.002, 0.002)).toFixed(6)),
        lon: Number((near.lon + random.float(-0.003, 0.003)).toFixed(6)),
        text: random.pick(impressionTexts),
      });
    }
  });
  // Posts were numbered newest first; shuffle types in time so feeds mix them.
  const times = random.sample(
    out.posts.map((post) => post.created_at),
    out.posts.length,
  );
  out.posts.forEach((post, index) => {
    post.created_at = times[index];
    post.updated_at = times[index];
  });

  let commentIndex = 0;
  for (const post of out.posts) {
    const postId = post.id as string;
    const postTime = Date.parse(post.created_at as string);
    const onPost: string[] = [];
    const count = random.chance(0.65) ? random.int(1, 4) : 0;
    for (let n = 0; n < count; n += 1) {
      const id = demoId('comment', commentIndex);
      commentIndex += 1;
      const subject = onPost.length > 0 && random.chance(0.35) ? random.pick(onPost) : null;
      const at = new Date(postTime + (n + 1) * 23 * 60_000).toISOString();
      out.comments.push({
        id,
        post_id: postId,
        user_id: random.pick(ordinary),
        by_outlet: false,
        subject_comment_id: subject,
        text: random.pick(commentTexts),
        created_at: at,
        updated_at: at,
      });
      onPost.push(id);
    }
    // The place answers some reviews in its own name.
    const answerers = post.type === 'review' ? staffOf.get(post.place_id as string) : undefined;
    const firstComment = onPost[0];
    if (answerers && firstComment && random.chance(0.5)) {
      const at = new Date(postTime + 300 * 60_000).toISOString();
      out.comments.push({
        id: demoId('comment', commentIndex),
        post_id: postId,
        user_id: random.pick(answerers),
        by_outlet: true,
        subject_comment_id: firstComment,
        text: Number(post.rating) <= 2 ? outletApology : outletThanks,
        created_at: at,
        updated_at: at,
      });
      commentIndex += 1;
    }
    for (const likerId of random.sample(people, random.int(0, 9))) {
      out.likes.push({ post_id: postId, liker_id: likerId, user_id: likerId, by_outlet: false });
    }
  }
  for (const comment of out.comments) {
    for (const likerId of random.sample(ordinary, random.int(0, 3))) {
      out.likes.push({
        post_id: comment.post_id,
        comment_id: comment.id,
        liker_id: likerId,
        user_id: likerId,
        by_outlet: false,
      });
    }
  }

  for (const follower of people) {
    const others = people.filter((id) => id !== follower);
    for (const userId of random.sample(others, random.int(1, 5))) {
      out.follows.push({ follower_id: follower, user_id: userId, place_id: null });
    }
    for (const placeId of random.sample(placeIds, random.int(0, 3))) {
      out.follows.push({ follower_id: follower, user_id: null, place_id: placeId });
    }
  }
  // Every row of a table needs the same keys for bulkInsert.
  const complete = (rows: Row[], keys: string[]) =>
    rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key] ?? null])));
  out.posts = complete(out.posts, [
    'id',
    'type',
    'user_id',
    'by_outlet',
    'place_id',
    'city_id',
    'text',
    'rating',
    'lat',
    'lon',
    'created_at',
    'updated_at',
  ]).map((row) => ({ ...row, by_outlet: row.by_outlet ?? false }));
  out.likes = complete(out.likes, ['post_id', 'comment_id', 'liker_id', 'user_id', 'by_outlet']);
  return out;
}

/** What the seed needs from the database: listed places of every city and their staff. */
async function demoSocialInput(tx: Queryable): Promise<DemoSocialInput | null> {
  // London first: it has the most places and stays the richest demo city.
  const { rows: cities } = await tx.query<{ id: string }>(
    `SELECT id FROM cities
     ORDER BY latin_name <> 'london-england-united-kingdom', latin_name`,
  );
  if (cities.length === 0) return null;
  const { rows: places } = await tx.query<{
    id: string;
    city_id: string;
    lat: number;
    lon: number;
  }>(
    `SELECT id, city_id, lat, lon FROM (
       SELECT id, city_id, lat, lon,
              row_number() OVER (PARTITION BY city_id ORDER BY id) AS n
       FROM places
       WHERE moderation_status = 'published' AND status <> 'deleted'
         AND lat IS NOT NULL AND lon IS NOT NULL) listed
     WHERE n <= 40 ORDER BY city_id, id`,
  );
  const { rows: staff } = await tx.query<{ place_id: string; user_id: string; city_id: string }>(
    `SELECT s.place_id, s.user_id, p.city_id FROM place_staff s JOIN places p ON p.id = s.place_id
     WHERE s.role IN ('owner', 'manager') AND p.moderation_status = 'published'
       AND p.status <> 'deleted' AND s.user_id = ANY($1::text[])
     ORDER BY s.place_id, s.user_id`,
    [demoPeople().map((person) => demoUserId(person.key))],
  );
  return {
    cities: cities.map((city) => ({
      id: city.id,
      places: places
        .filter((place) => place.city_id === city.id)
        .map((place) => ({ id: place.id, lat: place.lat, lon: place.lon })),
    })),
    staff: staff.map((row) => ({
      placeId: row.place_id,
      userId: row.user_id,
      cityId: row.city_id,
    })),
  };
}

/**
 * Inserts the demo social rows unless there are posts already (also for data folders seeded
 * before posts existed), then recomputes every counter from the rows. Call inside the seed
 * transaction, after the demo people.
 */
export async function seedDemoSocialIfMissing(tx: Queryable): Promise<boolean> {
  const { rows: present } = await tx.query<{ present: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM posts) AS present`,
  );
  if (present[0]?.present) return false;
  const input = await demoSocialInput(tx);
  if (!input) return false;
  const social = buildDemoSocial(input);
  await bulkInsert(tx, 'posts', social.posts);
  await bulkInsert(tx, 'post_images', social.post_images);
  await bulkInsert(tx, 'comments', social.comments);
  await bulkInsert(tx, 'likes', social.likes);
  await bulkInsert(tx, 'follows', social.follows);
  await recountSocial(tx);
  return true;
}

/** Sets every social counter to what the rows say. */
export async function recountSocial(tx: Queryable): Promise<void> {
  await tx.exec(`
    UPDATE comments c SET like_count = (
      SELECT count(*) FROM likes l WHERE l.comment_id = c.id);
    UPDATE posts p SET
      like_count = (SELECT count(*) FROM likes l WHERE l.post_id = p.id AND l.comment_id IS NULL),
      comment_count = (SELECT count(*) FROM comments c
                       WHERE c.post_id = p.id AND NOT c.is_deleted AND NOT c.is_hidden);
    UPDATE users u SET
      post_count = (SELECT count(*) FROM posts p WHERE p.user_id = u.id AND NOT p.by_outlet
                      AND NOT p.is_deleted AND NOT p.is_hidden),
      comment_count = (SELECT count(*) FROM comments c
                       WHERE c.user_id = u.id AND NOT c.is_deleted AND NOT c.is_hidden),
      follower_count = (SELECT count(*) FROM follows f WHERE f.user_id = u.id),
      following_count = (SELECT count(*) FROM follows f WHERE f.follower_id = u.id);
    UPDATE places pl SET
      follower_count = (SELECT count(*) FROM follows f WHERE f.place_id = pl.id),
      news_count = (SELECT count(*) FROM posts p WHERE p.place_id = pl.id AND p.type = 'news'
                      AND NOT p.is_deleted AND NOT p.is_hidden),
      review_count = (SELECT count(*) FROM posts p WHERE p.place_id = pl.id AND p.type = 'review'
                        AND NOT p.is_deleted AND NOT p.is_hidden);
  `);
  if (!(await hasOrganisations(tx))) return;
  // A chain counts its own news and the news and reviews of its places.
  await tx.exec(`
    UPDATE organisations o SET
      news_count = (SELECT count(*) FROM posts p LEFT JOIN places pl ON pl.id = p.place_id
                    WHERE coalesce(p.organisation_id, pl.organisation_id) = o.id
                      AND p.type = 'news' AND NOT p.is_deleted AND NOT p.is_hidden),
      review_count = (SELECT count(*) FROM posts p JOIN places pl ON pl.id = p.place_id
                      WHERE pl.organisation_id = o.id
                        AND p.type = 'review' AND NOT p.is_deleted AND NOT p.is_hidden);
  `);
}
