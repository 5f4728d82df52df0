// The city feed through the real gateway and api: whole authors, places, chains, images and last
// comments at a constant number of upstream calls, paging, and the following feed's sign-in.
import { describe, expect, it } from 'vitest';
import { codeOf } from '../../support/people.js';
import type { Feed } from '../../support/social.js';
import { FEED, LONDON, useSocial } from '../../support/social.js';

const { stack, gql, ok, london, feed, rest } = useSocial();

/** What the related objects of a REST page of posts are read by. */
interface RestPostRefs {
  id: string;
  place: { id: string } | null;
  city: { id: string } | null;
  lat: number | null;
  lon: number | null;
  lastComments: { place: { id: string } | null }[];
}

interface RestRelated {
  places: { id: string }[];
  organisations: { id: string }[];
  cities: { id: string }[];
  nearestPlaces: unknown[];
}

const sortedById = <T extends { id: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.id.localeCompare(b.id));

describe('city feed', () => {
  it('gives a page of 20 posts with authors, whole places, images and last comments', async () => {
    const data = await ok<Feed>(FEED, { cityId: await london(), limit: 20 });
    const posts = data.posts.items;
    expect(posts).toHaveLength(20);
    expect(data.posts.hasMore).toBe(true);
    expect(new Set(posts.map((post) => post.id)).size).toBe(20);

    for (const post of posts) {
      expect(['NEWS', 'REVIEW', 'IMPRESSION']).toContain(post.type);
      expect(post.city?.latinName).toBe(LONDON);
      // A person wrote it, or the place or chain did (byOutlet).
      if (post.byOutlet) expect(post.place ?? post.organisation).not.toBeNull();
      else expect(post.user?.displayName).toEqual(expect.any(String));
      if (post.type === 'REVIEW') expect(post.rating).toBeGreaterThanOrEqual(1);
      else expect(post.rating).toBeNull();
      expect(post.likeCount).toBeGreaterThanOrEqual(post.someLikes.length);
      expect(post.isLiked).toBe(false);
      expect(post.lastComments.length).toBeLessThanOrEqual(Math.min(2, post.commentCount));
    }

    const withPlace = posts.filter((post) => post.place);
    expect(withPlace.length).toBeGreaterThan(0);
    for (const { place } of withPlace) {
      // The whole place, as the places list gives it: its city and category resolved.
      expect(place?.city.latinName).toBe(LONDON);
      expect(place?.category?.id).toEqual(expect.any(String));
      expect(place?.isFollowed).toBe(false);
    }

    const commented = posts.flatMap((post) => post.lastComments);
    expect(commented.length).toBeGreaterThan(0);
    for (const comment of commented) {
      expect(comment.user?.displayName ?? comment.place?.name).toEqual(expect.any(String));
    }

    const image = posts.flatMap((post) => post.imageSets)[0];
    expect(image?.standard.url).toMatch(/^\/uploads\//);
    const file = await fetch(`${stack.gatewayUrl}${image?.standard.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });

  it('costs the same upstream calls at 10 and at 50 posts', async () => {
    stack.proxy.reset();
    const small = await ok<Feed>(FEED, { cityId: await london(), limit: 10 });
    const smallCalls = [...stack.proxy.calls];
    stack.proxy.reset();
    const large = await ok<Feed>(FEED, { cityId: await london(), limit: 50 });
    const largeCalls = [...stack.proxy.calls];

    expect(small.posts.items).toHaveLength(10);
    expect(large.posts.items).toHaveLength(50);
    const placeIds = new Set(large.posts.items.flatMap((post) => post.place?.id ?? []));
    expect(placeIds.size).toBeGreaterThan(10);
    expect(largeCalls.length).toBe(smallCalls.length);
    // The posts call answers the places, chains, cities and nearest places the page points to.
    expect(largeCalls.length).toBeLessThanOrEqual(2);
    expect(largeCalls.filter((call) => call.startsWith('/api/v1/posts'))).toHaveLength(1);
    expect(largeCalls.filter((call) => call.startsWith('/api/v1/places/by-ids'))).toHaveLength(0);
    expect(largeCalls.filter((call) => call.startsWith('/api/v1/places/nearest'))).toHaveLength(0);
  });

  it("answers a page's related objects in the REST posts call as their own reads give them", async () => {
    const page = `/posts?cityId=${LONDON}&offset=0&limit=50`;
    const plain = await rest<{ posts: RestPostRefs[]; related?: unknown }>('GET', page);
    expect(plain.related).toBeUndefined();

    const { posts, related } = await rest<{ posts: RestPostRefs[]; related: RestRelated }>(
      'GET',
      `${page}&related=true`,
    );
    expect(posts.map((post) => post.id)).toEqual(plain.posts.map((post) => post.id));
    const placeIds = [
      ...new Set(
        posts.flatMap((post) =>
          [post, ...post.lastComments].flatMap((item) => (item.place ? [item.place.id] : [])),
        ),
      ),
    ];
    expect(placeIds.length).toBeGreaterThan(10);
    const byIds = await rest<{ places: { id: string; cityId: string }[] }>(
      'GET',
      `/places/by-ids?ids=${placeIds.join(',')}&response_type=short`,
    );
    expect(sortedById(related.places)).toEqual(sortedById(byIds.places));

    const cityIds = [
      ...new Set([
        ...posts.flatMap((post) => (post.city ? [post.city.id] : [])),
        ...byIds.places.map((place) => place.cityId),
      ]),
    ];
    const cities = await rest<{ cities: { id: string }[] }>(
      'GET',
      `/cities?ids=${cityIds.join(',')}`,
    );
    expect(sortedById(related.cities)).toEqual(sortedById(cities.cities));

    const impressions = posts.filter((post) => post.lat !== null && post.lon !== null);
    expect(impressions.length).toBeGreaterThan(0);
    const points = impressions.map((post) => `${post.city?.id},${post.lat},${post.lon}`);
    const nearest = await rest<{ places: unknown[] }>(
      'GET',
      `/places/nearest?points=${encodeURIComponent(points.join(';'))}`,
    );
    expect(related.nearestPlaces).toEqual(
      impressions.map((post, index) => ({
        cityId: post.city?.id,
        lat: post.lat,
        lon: post.lon,
        place: nearest.places[index],
      })),
    );
  });

  it('pages on with offset, and refuses a page over 50', async () => {
    const first = await feed(5);
    const second = await ok<Feed>(FEED, { cityId: await london(), offset: 5, limit: 5 });
    const ids = [...first, ...second.posts.items].map((post) => post.id);
    expect(new Set(ids).size).toBe(10);

    const tooMany = await gql<Feed>(FEED, { cityId: await london(), limit: 51 });
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.extensions?.fieldErrors).toEqual({ limit: 'Must be from 1 to 50' });
  });

  it('asks a visitor to sign in for the following feed', async () => {
    const reply = await gql(`{ posts(filter: { isFollowing: true }) { items { id } } }`);
    expect(codeOf(reply)).toBe('UNAUTHENTICATED');
  });
});
