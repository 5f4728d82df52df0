import { describe, expect, it } from 'vitest';
import { apiClient, useApi } from '../test-support/api-under-test.js';
import type { Category } from '../catalog/catalog-repository.js';
import { contentLimits } from '../messages.js';
import { buildDemoData } from '../seed/demo-data.js';
import { demoPassword, demoUserId } from '../seed/people.js';
import type { PlaceFull, PlaceShort } from './place-types.js';

const london = 'london-england-united-kingdom';

const api = useApi();
const { get } = api;

async function places<T = PlaceShort>(query: string): Promise<T[]> {
  const { status, body } = await get<{ data: { places: T[] } }>(`/api/v1/places?${query}`);
  expect(status).toBe(200);
  return body.data.places;
}

async function fieldErrors(query: string): Promise<unknown> {
  const { status, body } = await get<{ status: string; data: { errors: unknown } }>(
    `/api/v1/places?${query}`,
  );
  expect(status).toBe(400);
  expect(body.status).toBe('FieldInvalid');
  return body.data.errors;
}

describe('GET /api/v1/places?query= with preferred_city', () => {
  /** The leading run of `cityId` in `list`, and whether any of that city's places come later. */
  function leading(list: PlaceShort[], cityId: string) {
    const run = list.findIndex((place) => place.cityId !== cityId);
    const head = run === -1 ? list.length : run;
    const later = list.slice(head).some((place) => place.cityId === cityId);
    return { head, later };
  }

  it('lists the preferred city’s matches first, by id or Latin name, the same set as without', async () => {
    const everywhere = await places('query=cafe&limit=100');
    const cities = [...new Set(everywhere.map((place) => place.cityId))];
    // A search that finds places in several cities, London among them but not all first.
    expect(cities.length).toBeGreaterThan(1);
    const [londonPlace] = await places(`city=${london}&limit=1`);
    const londonId = londonPlace?.cityId ?? '';
    const inLondon = everywhere.filter((place) => place.cityId === londonId).length;
    expect(inLondon).toBeGreaterThan(0);

    for (const preferred of [london, londonId]) {
      const found = await places(`query=cafe&limit=100&preferred_city=${preferred}`);
      expect(leading(found, londonId)).toEqual({ head: inLondon, later: false });
      expect(found.map((place) => place.id).sort()).toEqual(
        everywhere.map((place) => place.id).sort(),
      );
    }
    // Another city's matches, not first without a preference, come first when browsing it.
    const other = cities.find((id) => id !== londonId && id !== everywhere[0]?.cityId) ?? '';
    expect(leading(everywhere, other).head).toBe(0);
    const found = await places(`query=cafe&limit=100&preferred_city=${other}`);
    const inOther = everywhere.filter((place) => place.cityId === other).length;
    expect(leading(found, other)).toEqual({ head: inOther, later: false });
  });

  it('prefers no city when it does not know the one asked for', async () => {
    const everywhere = await places('query=cafe&limit=100');
    const found = await places('query=cafe&limit=100&preferred_city=atlantis');
    expect(found.map((place) => place.id)).toEqual(everywhere.map((place) => place.id));
  });
});

describe('GET /api/v1/places', () => {
  it('lists a page of short places of a city, 20 by default', async () => {
    const page = await places(`city=${london}`);
    expect(page).toHaveLength(20);
    const [first] = page;
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'id',
        'latinName',
        'name',
        'categoryId',
        'cityId',
        'cuisines',
        'avatar',
        'logo',
        'background',
        'averageCheck',
        'isTop50Bars',
        'isTop100Restaurants',
        'isTopCafes',
        'isReservationsEnabled',
        'location',
        'schedules',
        'status',
        'moderationStatus',
        'followerCount',
        'reviewCount',
        'newsCount',
        'isFollowed',
      ].sort(),
    );
    for (const place of page) {
      expect(place.moderationStatus).toBe('published');
      expect(place.status).not.toBe('deleted');
      expect(place.location.distance).toBeNull();
      expect(place.cuisines.length).toBeGreaterThan(0);
      expect(place.schedules[0]?.isMain).toBe(true);
    }
  });

  it('accepts the city id as well as its latinName', async () => {
    const bySlug = await places(`city=${london}&limit=5`);
    const byId = await places(`city=${bySlug[0]?.cityId}&limit=5`);
    expect(byId).toEqual(bySlug);
  });

  it('returns the same first London place on every run', async () => {
    const first = (await places(`city=${london}&limit=1`))[0];
    const again = (await places(`city=${london}&limit=1&offset=0`))[0];
    expect(first?.latinName).toBe(again?.latinName);
  });

  it('pages with limit+1 without repeating or skipping a place', async () => {
    const all = await places(`city=${london}&limit=100`);
    expect(all.length).toBeGreaterThanOrEqual(60);
    const seen: string[] = [];
    const pageSize = 7;
    for (let offset = 0; ; offset += pageSize) {
      const page = await places(`city=${london}&offset=${offset}&limit=${pageSize + 1}`);
      seen.push(...page.slice(0, pageSize).map((p) => p.id));
      if (page.length <= pageSize) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(all.map((p) => p.id));
  });

  it('returns only places of the given categories', async () => {
    const { body } = await get<{ data: { categories: Category[] } }>('/api/v1/categories');
    const idOf = (latinName: string) =>
      body.data.categories.find((c) => c.latinName === latinName)?.id;
    const bars = await places(`city=${london}&categories=bars&limit=100`);
    expect(bars.length).toBeGreaterThan(0);
    for (const place of bars) expect(place.categoryId).toBe(idOf('bars'));

    const barsOrPubs = await places(`city=${london}&categories=bars,pubs&limit=100`);
    expect(barsOrPubs.length).toBeGreaterThan(bars.length);
    for (const place of barsOrPubs) {
      expect([idOf('bars'), idOf('pubs')]).toContain(place.categoryId);
    }
  });

  it('returns only places serving the given cuisines, across filters all must match', async () => {
    const italian = await places(`city=${london}&cuisines=italian&limit=100`);
    expect(italian.length).toBeGreaterThan(0);
    for (const place of italian) expect(place.cuisines).toContain('italian');

    const italianRestaurants = await places(
      `city=${london}&cuisines=italian&categories=restaurants&limit=100`,
    );
    expect(italianRestaurants.length).toBeGreaterThan(0);
    expect(italianRestaurants.length).toBeLessThanOrEqual(italian.length);
    const ids = new Set(italian.map((p) => p.id));
    for (const place of italianRestaurants) expect(ids.has(place.id)).toBe(true);

    expect(await places(`city=${london}&cuisines=no-such-cuisine`)).toEqual([]);
  });

  it('adds the full fields with response_type=full', async () => {
    const [place] = await places<PlaceFull>(`city=${london}&limit=1&response_type=full`);
    expect(place).toMatchObject({
      shortDescription: expect.any(String),
      description: expect.any(String),
      phones: expect.any(Array),
      links: expect.any(Array),
      features: expect.objectContaining({ alcohol: expect.anything(), wifi: expect.anything() }),
    });
    expect(Object.keys(place?.features ?? {})).toHaveLength(16);
    expect(place?.phones.length).toBeGreaterThan(0);
    const [short] = await places(`city=${london}&limit=1`);
    expect(short).not.toHaveProperty('phones');
  });

  it('answers an unknown city with 404 RecordNotFound', async () => {
    const { status, body } = await get('/api/v1/places?city=atlantis');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, status: 'RecordNotFound' });
  });

  it('refuses bad numbers with 400 FieldInvalid and names the field', async () => {
    expect(await fieldErrors(`city=${london}&limit=0`)).toEqual({ limit: 'Must be at least 1' });
    expect(await fieldErrors(`city=${london}&limit=abc`)).toEqual({
      limit: 'Must be a whole number',
    });
    expect(await fieldErrors(`city=${london}&offset=-1`)).toEqual({ offset: 'Must be at least 0' });
    expect(await fieldErrors(`city=${london}&limit=101`)).toEqual({ limit: 'Must be at most 100' });
    expect(await fieldErrors(`city=${london}&response_type=huge`)).toHaveProperty('response_type');
    expect(await fieldErrors('')).toEqual({ city: 'This field is required' });
  });

  it('serves the images it links to', async () => {
    const page = await places(`city=${london}&limit=20`);
    const image = page.find((p) => p.background)?.background;
    expect(image?.thumbnail.url).toMatch(/^\/uploads\/demo\/[0-9a-f]{24}-thumbnail\.jpg$/);
    const response = await fetch(`${api.url}${image?.thumbnail.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

describe('GET /api/v1/places/{placeId}', () => {
  it('reads the same full place by slug and by id', async () => {
    const [listed] = await places(`city=${london}&limit=1`);
    const bySlug = await get<{ data: { place: PlaceFull } }>(`/api/v1/places/${listed?.latinName}`);
    const byId = await get<{ data: { place: PlaceFull } }>(`/api/v1/places/${listed?.id}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.place).toMatchObject({ id: listed?.id, name: listed?.name });
    expect(bySlug.body.data.place.links.length).toBeGreaterThan(0);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('answers an unknown place with 404 RecordNotFound', async () => {
    for (const id of ['no-such-place', 'ffffffffffffffffffffffff']) {
      const { status, body } = await get(`/api/v1/places/${id}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: 'RecordNotFound' });
    }
  });

  it('does not show unpublished or deleted places', async () => {
    const hidden = buildDemoData().places.filter(
      (p) => p.moderation_status !== 'published' || p.status === 'deleted',
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const place of hidden.slice(0, 3)) {
      expect((await get(`/api/v1/places/${place.latin_name}`)).status).toBe(404);
    }
    const all = await places(`city=${london}&limit=100`);
    const hiddenIds = new Set(hidden.map((p) => p.id));
    expect(all.filter((p) => hiddenIds.has(p.id))).toEqual([]);
  });
});

describe('isFollowed and someFollowers on place reads', () => {
  it('marks the places the caller follows on every read; false for visitors', async () => {
    const client = apiClient(api.url);
    const token = await client.tokenOf({ email: 'user15@tavola.test' }, demoPassword);
    const [first, second] = await places(`city=${london}&limit=2`);
    const placeId = first?.id ?? '';
    const other = second?.id ?? '';
    await client.call('DELETE', '/followers', { token, body: { placeId: other } });
    const followed = await client.call('POST', '/followers', { token, body: { placeId } });
    expect(followed.status).toBe(200);

    const signedIn = async (path: string) => (await client.call('GET', path, { token })).body.data;
    type Places = { places: PlaceShort[] };
    const page = (await signedIn(`/places?city=${london}&limit=2`)) as unknown as Places;
    expect(page.places.map((p) => [p.id, p.isFollowed])).toEqual([
      [placeId, true],
      [other, false],
    ]);
    const full = (await signedIn(
      `/places?city=${london}&limit=2&response_type=full`,
    )) as unknown as Places;
    expect(full.places.map((p) => p.isFollowed)).toEqual([true, false]);
    const byIds = (await signedIn(`/places/by-ids?ids=${other},${placeId}`)) as unknown as Places;
    expect(byIds.places.map((p) => p.isFollowed)).toEqual([false, true]);
    const one = (await signedIn(`/places/${first?.latinName}?lat=51.5&lon=-0.12`)) as unknown as {
      place: PlaceFull;
    };
    expect(one.place.isFollowed).toBe(true);
    expect(one.place.location.distance).toEqual(expect.any(Number));
    const following = (await signedIn(
      `/places?is_following=true&city=${london}`,
    )) as unknown as Places;
    expect(following.places.every((p) => p.isFollowed)).toBe(true);

    const visitorPage = await places(`city=${london}&limit=2`);
    expect(visitorPage.map((p) => p.isFollowed)).toEqual([false, false]);
    const visitorOne = await get<{ data: { place: PlaceFull } }>(`/api/v1/places/${placeId}`);
    expect(visitorOne.body.data.place.isFollowed).toBe(false);
  });

  it('gives the mean of its visible reviews on the full read, and null without reviews', async () => {
    const { rows } = await api.db.query<{ place_id: string; mean: number; n: number }>(
      `SELECT place_id, avg(rating)::float8 AS mean, count(*)::int AS n FROM posts
       WHERE type = 'review' AND NOT is_deleted AND NOT is_hidden
       GROUP BY place_id ORDER BY count(*) DESC, place_id LIMIT 1`,
    );
    const reviewed = rows[0];
    if (!reviewed) throw new Error('no reviewed place in the demo data');
    const read = await get<{ data: { place: PlaceFull } }>(`/api/v1/places/${reviewed.place_id}`);
    expect(read.body.data.place.reviewCount).toBe(reviewed.n);
    expect(read.body.data.place.averageRating).toBe(Math.round(reviewed.mean * 10) / 10);
    const { rows: unreviewed } = await api.db.query<{ id: string }>(
      `SELECT id FROM places p WHERE moderation_status = 'published' AND status <> 'deleted'
         AND NOT EXISTS (SELECT 1 FROM posts r WHERE r.place_id = p.id AND r.type = 'review')
       ORDER BY id LIMIT 1`,
    );
    const quiet = await get<{ data: { place: PlaceFull } }>(`/api/v1/places/${unreviewed[0]?.id}`);
    expect(quiet.body.data.place.averageRating).toBeNull();
  });

  it('previews the newest followers of a place on its full read', async () => {
    const client = apiClient(api.url);
    const [, , place] = await places(`city=${london}&limit=3`);
    const placeId = place?.id ?? '';
    const fans = ['user16', 'user17'];
    for (const fan of fans) {
      const token = await client.tokenOf({ email: `${fan}@tavola.test` }, demoPassword);
      expect((await client.call('POST', '/followers', { token, body: { placeId } })).status).toBe(
        200,
      );
    }
    const read = await get<{ data: { place: PlaceFull } }>(`/api/v1/places/${placeId}`);
    const { someFollowers, followerCount } = read.body.data.place;
    expect(someFollowers.length).toBe(Math.min(followerCount, contentLimits.someFollowersCount));
    // Newest first: the last to follow leads.
    expect(someFollowers.slice(0, 2).map((user) => user.id)).toEqual([
      demoUserId('user-17'),
      demoUserId('user-16'),
    ]);
    expect(someFollowers[0]).toMatchObject({ fullName: 'Florence Taylor', email: null });
    const listed = await places<PlaceFull>(`city=${london}&limit=3&response_type=full`);
    expect(listed[2]?.someFollowers.map((user) => user.id)).toEqual(
      someFollowers.map((user) => user.id),
    );
  });
});

describe('GET /places/nearest', () => {
  it("gives each free point its city's nearest place, in the order asked", async () => {
    const [first, second] = await places(`city=${london}&limit=2`);
    if (!first || !second) throw new Error('no London places');
    const points = [second, first]
      .map((place) => `${place.cityId},${place.location.lat},${place.location.lon}`)
      .join(';');

    const { status, body } = await get<{ data: { places: (PlaceShort | null)[] } }>(
      `/api/v1/places/nearest?points=${encodeURIComponent(points)}`,
    );

    expect(status).toBe(200);
    expect(body.data.places.map((place) => place?.id)).toEqual([second.id, first.id]);
    expect(body.data.places[0]?.location.distance).toBe(0);
  });

  it('has none for a city without places, and refuses points it cannot read', async () => {
    const { body } = await get<{ data: { places: unknown[] } }>(
      `/api/v1/places/nearest?points=${'0'.repeat(24)},51.5,-0.12`,
    );
    expect(body.data.places).toEqual([null]);

    for (const points of ['', 'x,1,2', `${'0'.repeat(24)},91,0`, `${'0'.repeat(24)},1`]) {
      const answer = await get<{ status: string }>(`/api/v1/places/nearest?points=${points}`);
      expect(answer.status, points).toBe(400);
      expect(answer.body.status).toBe('FieldInvalid');
    }
  });
});
