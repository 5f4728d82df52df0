import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { someFollowersOf } from '../refs/refs.js';
import { LocalImageStorage } from '../image/storage.js';
import { buildDemoSocial, reviewTextsByRating, type DemoSocialInput } from './demo-posts.js';
import { demoUserId } from './people.js';
import { useSeededTestDatabase } from '../test-support/seeded-database.js';

const place = (letter: string, lat: number, lon: number) => ({ id: letter.repeat(24), lat, lon });
const input: DemoSocialInput = {
  cities: [
    { id: 'e'.repeat(24), places: [place('a', 51.5, -0.12), place('b', 51.51, -0.1)] },
    { id: '9'.repeat(24), places: [place('c', 48.85, 2.35), place('d', 48.86, 2.34)] },
  ],
  staff: [{ placeId: 'a'.repeat(24), userId: 'f'.repeat(24), cityId: 'e'.repeat(24) }],
};

describe('buildDemoSocial', () => {
  it('is deterministic', () => {
    expect(buildDemoSocial(input)).toEqual(buildDemoSocial(input));
  });

  it('follows the post type rules and never repeats a like or follow', () => {
    const social = buildDemoSocial(input);
    const types = new Set(social.posts.map((post) => post.type));
    expect([...types].sort()).toEqual(['impression', 'news', 'review']);
    for (const post of social.posts) {
      if (post.type === 'review') expect(post.rating).toBeGreaterThanOrEqual(1);
      if (post.type === 'review') expect(post.rating).toBeLessThanOrEqual(5);
      if (post.type !== 'review') expect(post.rating).toBeNull();
      if (post.type === 'impression') expect(post.place_id).toBeNull();
      // News of staffed places by their staff; elsewhere by the content manager.
      if (post.type === 'news' && post.place_id === 'a'.repeat(24)) {
        expect(post.user_id).toBe('f'.repeat(24));
      }
      if (post.type === 'news' && post.place_id !== 'a'.repeat(24)) {
        expect(post.user_id).toBe(demoUserId('content-manager'));
        expect(post.by_outlet).toBe(true);
      }
    }
    const likeKeys = social.likes.map(
      (like) => `${like.post_id}/${like.comment_id}/${like.liker_id}`,
    );
    expect(new Set(likeKeys).size).toBe(likeKeys.length);
    const followKeys = social.follows.map((f) => `${f.follower_id}/${f.user_id}/${f.place_id}`);
    expect(new Set(followKeys).size).toBe(followKeys.length);
    expect(social.follows.some((f) => f.follower_id === f.user_id)).toBe(false);
    for (const city of input.cities) {
      const ofCity = social.posts.filter((post) => post.city_id === city.id);
      expect(ofCity.some((post) => post.type === 'review')).toBe(true);
      expect(ofCity.some((post) => post.type === 'impression')).toBe(true);
    }
    const commentIds = new Set(social.comments.map((comment) => comment.id));
    for (const comment of social.comments) {
      if (comment.subject_comment_id) expect(commentIds.has(comment.subject_comment_id)).toBe(true);
    }
  });

  it('writes reviews whose words agree with their stars', () => {
    const reviews = buildDemoSocial(input).posts.filter((post) => post.type === 'review');
    for (const review of reviews) {
      expect(reviewTextsByRating[review.rating as number]).toContain(review.text);
    }
    const praise = reviews.filter((review) => String(review.text).includes('best brunch'));
    expect(praise.every((review) => review.rating === 5)).toBe(true);
    expect(new Set(reviews.map((review) => review.rating)).size).toBeGreaterThan(3);
  });

  it('puts impressions a street or two from a place of their city', () => {
    const social = buildDemoSocial(input);
    for (const impression of social.posts.filter((post) => post.type === 'impression')) {
      const city = input.cities.find((each) => each.id === impression.city_id);
      const near = city?.places.some(
        (each) =>
          Math.abs(each.lat - Number(impression.lat)) <= 0.002 &&
          Math.abs(each.lon - Number(impression.lon)) <= 0.003,
      );
      expect(near).toBe(true);
    }
  });
});

describe('the seeded social layer', () => {
  let db: Database;
  useSeededTestDatabase((opened) => {
    db = opened;
  });

  it('has posts of every type, comments with replies, likes and follows', async () => {
    const { rows } = await db.query<{ what: string; n: number }>(
      `SELECT type AS what, count(*)::int AS n FROM posts GROUP BY type
       UNION ALL SELECT 'replies', count(*)::int FROM comments WHERE subject_comment_id IS NOT NULL
       UNION ALL SELECT 'outlet replies', count(*)::int FROM comments WHERE by_outlet
       UNION ALL SELECT 'likes', count(*)::int FROM likes
       UNION ALL SELECT 'follows', count(*)::int FROM follows`,
    );
    const counts = Object.fromEntries(rows.map((row) => [row.what, row.n]));
    for (const what of ['news', 'review', 'impression', 'replies', 'likes', 'follows']) {
      expect(counts[what], what).toBeGreaterThan(0);
    }
  });

  it('has reviews, news and impressions in every city with places', async () => {
    const { rows } = await db.query<{
      name: string;
      reviews: number;
      news: number;
      impressions: number;
    }>(
      `SELECT c.name,
              count(*) FILTER (WHERE p.type = 'review')::int AS reviews,
              count(*) FILTER (WHERE p.type = 'news')::int AS news,
              count(*) FILTER (WHERE p.type = 'impression')::int AS impressions
       FROM cities c LEFT JOIN posts p ON p.city_id = c.id
       WHERE EXISTS (SELECT 1 FROM places pl WHERE pl.city_id = c.id)
       GROUP BY c.name ORDER BY c.name`,
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect(row.reviews, row.name).toBeGreaterThan(0);
      expect(row.news, row.name).toBeGreaterThan(0);
      expect(row.impressions, row.name).toBeGreaterThan(0);
    }
  });

  it('gives a few favourite places many reviews, as a city guide has', async () => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM posts WHERE type = 'review'
       GROUP BY place_id ORDER BY count(*) DESC LIMIT 3`,
    );
    expect(rows.map((row) => row.n).every((n) => n >= 4)).toBe(true);
  });

  it('keeps every counter equal to the rows it counts', async () => {
    const { rows } = await db.query<{ what: string; wrong: number }>(
      `SELECT 'post likes' AS what, count(*)::int AS wrong FROM posts p
         WHERE like_count <> (SELECT count(*) FROM likes l
                              WHERE l.post_id = p.id AND l.comment_id IS NULL)
       UNION ALL SELECT 'comment likes', count(*)::int FROM comments c
         WHERE like_count <> (SELECT count(*) FROM likes l WHERE l.comment_id = c.id)
       UNION ALL SELECT 'post comments', count(*)::int FROM posts p
         WHERE comment_count <> (SELECT count(*) FROM comments c
                                 WHERE c.post_id = p.id AND NOT c.is_deleted AND NOT c.is_hidden)
       UNION ALL SELECT 'followers', count(*)::int FROM users u
         WHERE follower_count <> (SELECT count(*) FROM follows f WHERE f.user_id = u.id)
       UNION ALL SELECT 'following', count(*)::int FROM users u
         WHERE following_count <> (SELECT count(*) FROM follows f WHERE f.follower_id = u.id)
       UNION ALL SELECT 'user posts', count(*)::int FROM users u
         WHERE post_count <> (SELECT count(*) FROM posts p WHERE p.user_id = u.id
                              AND NOT p.by_outlet AND NOT p.is_deleted AND NOT p.is_hidden)
       UNION ALL SELECT 'place followers', count(*)::int FROM places pl
         WHERE follower_count <> (SELECT count(*) FROM follows f WHERE f.place_id = pl.id)
       UNION ALL SELECT 'place reviews', count(*)::int FROM places pl
         WHERE review_count <> (SELECT count(*) FROM posts p WHERE p.place_id = pl.id
                                AND p.type = 'review' AND NOT p.is_deleted AND NOT p.is_hidden)
       UNION ALL SELECT 'place news', count(*)::int FROM places pl
         WHERE news_count <> (SELECT count(*) FROM posts p WHERE p.place_id = pl.id
                              AND p.type = 'news' AND NOT p.is_deleted AND NOT p.is_hidden)`,
    );
    expect(rows.filter((row) => row.wrong > 0)).toEqual([]);
  });

  it('previews the newest followers of people and places, at most the asked number', async () => {
    const { rows } = await db.query<{ id: string; n: number }>(
      `SELECT place_id AS id, count(*)::int AS n FROM follows WHERE place_id IS NOT NULL
       GROUP BY place_id ORDER BY count(*) DESC, place_id LIMIT 1`,
    );
    const top = rows[0];
    if (!top) throw new Error('no followed place in the demo data');
    const storage = new LocalImageStorage('/nonexistent');
    const previews = await someFollowersOf(db, storage, 'place', [top.id, 'f'.repeat(24)], 1, null);
    expect(previews.get(top.id)).toHaveLength(1);
    expect(previews.has('f'.repeat(24))).toBe(false);
    const all = await someFollowersOf(db, storage, 'place', [top.id], 100, null);
    expect(all.get(top.id)).toHaveLength(top.n);
  });
});
