// The place filters of GET /places, checked against the demo data module: every expected
// list is computed here in TypeScript from buildDemoData(), never from SQL. Shared by the api's
// own suite (so it also runs on PostgreSQL) and tests/integration/places-filters.test.ts.
import { describe, expect, it } from 'vitest';
import { contentLimits } from '../messages.js';
import { buildDemoData } from '../seed/demo-data.js';
import type { Organisation } from '../organisation/organisation-types.js';
import type { PlaceFull, PlaceShort } from '../place/place-types.js';
import { demoAccessToken } from './demo-tokens.js';

type Row = Record<string, unknown>;

interface DemoPlaceRow {
  id: string;
  name: string;
  city_id: string;
  category_id: string | null;
  organisation_id: string | null;
  average_check: number | null;
  is_reservations_enabled: boolean;
  lat: number;
  lon: number;
  status: string;
  moderation_status: string;
  rank: number;
  features: Record<string, number | null>;
}

const earthRadius = 6_372_795;
const london = 'london-england-united-kingdom';

/** Great-circle distance in metres (haversine), as SPEC section 9 defines it. */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * earthRadius * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The demo data seen the way a reader of SPEC would: no SQL involved. */
export function demoFacts() {
  const data = buildDemoData();
  const places = data.places as unknown as DemoPlaceRow[];
  const cityId = (latinName: string) =>
    (data.cities.find((c) => c.latin_name === latinName)?.id as string) ?? '';
  const categoryId = (latinName: string) =>
    (data.categories.find((c) => c.latin_name === latinName)?.id as string) ?? '';
  const cuisinesOf = new Map<string, Set<string>>();
  for (const row of data.place_cuisines) {
    const set = cuisinesOf.get(row.place_id as string) ?? new Set<string>();
    set.add(row.cuisine_value as string);
    cuisinesOf.set(row.place_id as string, set);
  }
  const mainScheduleOf = new Map<string, string>();
  for (const schedule of data.place_schedules) {
    if (schedule.is_main) mainScheduleOf.set(schedule.place_id as string, schedule.id as string);
  }
  const itemsOf = new Map<string, Row[]>();
  for (const item of data.place_schedule_items) {
    const list = itemsOf.get(item.schedule_id as string) ?? [];
    list.push(item);
    itemsOf.set(item.schedule_id as string, list);
  }
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const mainItems = (placeId: string) => {
    const schedule = mainScheduleOf.get(placeId);
    return (schedule ? (itemsOf.get(schedule) ?? []) : []).map((item) => ({
      day: item.day_of_week as number,
      start: minutes(item.start_at as string),
      end: minutes(item.end_at as string),
    }));
  };
  /** Open at a minute of the week: an item past midnight runs into the next day (and Monday). */
  const openAt = (placeId: string, weekday: number, time: string) => {
    const minute = (weekday - 1) * 1440 + minutes(time);
    return mainItems(placeId).some(({ day, start, end }) => {
      const from = (day - 1) * 1440 + start;
      const length = end > start ? end - start : end - start + 1440;
      return (
        (from <= minute && minute < from + length) ||
        (from <= minute + 10080 && minute + 10080 < from + length)
      );
    });
  };
  const afterMidnight = (placeId: string) =>
    mainItems(placeId).some(({ start, end }) => end === start || (end < start && end > 0));
  const openOnDay = (placeId: string, weekday: number) =>
    mainItems(placeId).some(({ day }) => day === weekday);
  const listed = (place: DemoPlaceRow) =>
    place.moderation_status === 'published' && place.status !== 'deleted';
  const byRank = (a: DemoPlaceRow, b: DemoPlaceRow) =>
    b.rank - a.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const inCity = (latinName: string) =>
    places.filter((p) => p.city_id === cityId(latinName) && listed(p)).sort(byRank);
  return {
    data,
    places,
    cityId,
    categoryId,
    cuisinesOf: (id: string) => cuisinesOf.get(id) ?? new Set<string>(),
    openAt,
    openOnDay,
    afterMidnight,
    listed,
    byRank,
    inCity,
  };
}

/** Local weekday (1 = Monday) and `HH:mm` of `date` in `timeZone`. */
function localWeekTime(date: Date, timeZone: string): { weekday: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { weekday, time: `${part('hour')}:${part('minute')}` };
}

interface Reply<T> {
  status: number;
  body: T;
}

export interface PlaceFilterSuiteOptions {
  /** The api's base URL; read inside tests only. */
  url: () => string;
}

export function describePlaceFilters({ url }: PlaceFilterSuiteOptions): void {
  const facts = demoFacts();
  const londonPlaces = facts.inCity(london);

  async function request<T>(path: string, token?: string): Promise<Reply<T>> {
    const response = await fetch(`${url()}/api/v1${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  async function places<T = PlaceShort>(query: string, token?: string): Promise<T[]> {
    const reply = await request<{ data: { places: T[] } }>(`/places?${query}`, token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.places;
  }
  const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);
  const adminToken = (): Promise<string> => demoAccessToken(url(), 'admin');

  describe('GET /places filters, each alone (London, all pages)', () => {
    const expectExactly = async (query: string, keep: (place: DemoPlaceRow) => boolean) => {
      const expected = londonPlaces.filter(keep);
      expect(expected.length, `the demo data has places for ${query}`).toBeGreaterThan(0);
      expect(expected.length, `some London places do not match ${query}`).toBeLessThan(
        londonPlaces.length,
      );
      expect(ids(await places(`city=${london}&limit=100&${query}`))).toEqual(ids(expected));
    };

    it('categories: any of the listed categories', async () => {
      const wanted = new Set([facts.categoryId('bars'), facts.categoryId('bakeries')]);
      await expectExactly('categories=bars,bakeries', (p) => wanted.has(p.category_id ?? ''));
    });

    it('cuisines: any of the listed cuisines', async () => {
      await expectExactly('cuisines=indian,japanese', (p) => {
        const cuisines = facts.cuisinesOf(p.id);
        return cuisines.has('indian') || cuisines.has('japanese');
      });
    });

    it('features: any listed feature with a value above 0', async () => {
      await expectExactly('features=hookah,terrace', (p) =>
        ['hookah', 'terrace'].some((name) => (p.features[name] ?? 0) > 0),
      );
      await expectExactly('features=wifi', (p) => (p.features.wifi ?? 0) > 0);
    });

    it('average_check: any of the listed levels', async () => {
      await expectExactly(
        'average_check=1,4',
        (p) => p.average_check === 1 || p.average_check === 4,
      );
    });

    it('is_reservations_enabled: online booking only', async () => {
      await expectExactly('is_reservations_enabled=true', (p) => p.is_reservations_enabled);
    });

    it('after_midnight: an item ends past midnight or runs 24 hours', async () => {
      await expectExactly('after_midnight=true', (p) => facts.afterMidnight(p.id));
    });

    it('open_at: a local date and time, past midnight into the next day included', async () => {
      // 2026-11-22 is a Sunday; 01:30 on Sunday is still Saturday night for the bars.
      await expectExactly('open_at=2026-11-22T01:30', (p) => facts.openAt(p.id, 7, '01:30'));
      await expectExactly('open_at=2026-11-24T12:30', (p) => facts.openAt(p.id, 2, '12:30'));
      // Monday 00:30 is reached from Sunday's items (the week wraps).
      await expectExactly('open_at=2026-11-23T00:30', (p) => facts.openAt(p.id, 1, '00:30'));
    });

    it('open_weekday with and without open_time', async () => {
      await expectExactly('open_weekday=7', (p) => facts.openOnDay(p.id, 7));
      await expectExactly('open_weekday=5&open_time=23:30', (p) => facts.openAt(p.id, 5, '23:30'));
    });

    it('open_now: now in the city time zone', async () => {
      // Compute before and after the request; a minute boundary in between is retried.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const before = localWeekTime(new Date(), 'Europe/London');
        const got = ids(await places(`city=${london}&limit=100&open_now=true`));
        const after = localWeekTime(new Date(), 'Europe/London');
        if (before.time !== after.time) continue;
        expect(got).toEqual(
          ids(londonPlaces.filter((p) => facts.openAt(p.id, before.weekday, before.time))),
        );
        return;
      }
      throw new Error('the clock kept crossing minute boundaries');
    });

    it('nearby: within 5 km, nearest first, with the distance in metres', async () => {
      // A point at the edge of the demo area, so some London places are farther than 5 km.
      const lat = 51.53;
      const lon = -0.2;
      const expected = londonPlaces
        .map((p) => ({ id: p.id, distance: distanceMetres(lat, lon, p.lat, p.lon) }))
        .filter((p) => p.distance <= 5000)
        .sort((a, b) => a.distance - b.distance);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(londonPlaces.length);
      const got = await places(`city=${london}&limit=100&nearby=true&lat=${lat}&lon=${lon}`);
      expect(ids(got)).toEqual(ids(expected));
      got.forEach((place, index) => {
        expect(
          Math.abs((place.location.distance ?? -1) - (expected[index]?.distance ?? 0)),
        ).toBeLessThan(1);
      });
    });

    it('lat and lon alone add distances and keep the rank order', async () => {
      const got = await places(`city=${london}&limit=100&lat=51.5&lon=-0.12`);
      expect(ids(got)).toEqual(ids(londonPlaces));
      for (const place of got) {
        const demo = londonPlaces.find((p) => p.id === place.id);
        const expected = distanceMetres(51.5, -0.12, demo?.lat ?? 0, demo?.lon ?? 0);
        expect(Math.abs((place.location.distance ?? -1) - expected)).toBeLessThan(1);
      }
      const byDistance = await places(
        `city=${london}&limit=100&lat=51.5&lon=-0.12&order_by=distance`,
      );
      const distances = byDistance.map((p) => p.location.distance ?? 0);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(new Set(ids(byDistance))).toEqual(new Set(ids(londonPlaces)));
    });

    it('order_by=name sorts by name', async () => {
      const got = await places(`city=${london}&limit=100&order_by=name&categories=pubs`);
      const expected = londonPlaces
        .filter((p) => p.category_id === facts.categoryId('pubs'))
        .map((p) => p.name);
      expect(got.map((p) => p.name)).toEqual(expected.sort((a, b) => (a < b ? -1 : 1)));
    });

    it('organisation_id: the places of a chain, in any city, without a city', async () => {
      const organisationId = facts.places.find((p) => p.organisation_id && facts.listed(p))
        ?.organisation_id as string;
      const expected = facts.places
        .filter((p) => p.organisation_id === organisationId && facts.listed(p))
        .sort(facts.byRank);
      expect(ids(await places(`organisation_id=${organisationId}`))).toEqual(ids(expected));
    });

    it('query: substring matches first, and a typo still finds the place', async () => {
      const target = londonPlaces[0] as DemoPlaceRow;
      const word = target.name.split(' ').find((w) => w.length >= 5) ?? target.name;
      const found = await places(`city=${london}&limit=100&query=${encodeURIComponent(word)}`);
      const containing = londonPlaces.filter((p) =>
        p.name.toLowerCase().includes(word.toLowerCase()),
      );
      expect(new Set(ids(found.slice(0, containing.length)))).toEqual(new Set(ids(containing)));
      const typo = `${word.slice(0, -2)}${word.at(-1)}${word.at(-2)}`;
      const withTypo = await places(`city=${london}&limit=100&query=${encodeURIComponent(typo)}`);
      expect(ids(withTypo)).toContain(target.id);
      expect(await places(`city=${london}&query=zzqxv`)).toEqual([]);
    });

    it('query of several words: each word is in the name (in any order, typos allowed)', async () => {
      const lower = (text: string) => text.toLowerCase();
      const longWords = (name: string) => name.split(' ').filter((w) => w.length >= 4);
      // Not a letter triple in common: no trigram similarity at all.
      const unlike = (word: string, name: string) =>
        [...lower(word)].every(
          (_, i) => i + 3 > word.length || !lower(name).includes(lower(word).slice(i, i + 3)),
        );
      const pairs = londonPlaces.flatMap((target) => {
        const [first, second] = longWords(target.name);
        if (!first || !second) return [];
        const other = londonPlaces.find(
          (p) =>
            p.id !== target.id && lower(p.name).includes(lower(first)) && unlike(second, p.name),
        );
        return other ? [{ target, first, second, other }] : [];
      });
      const pair = pairs[0];
      expect(pair, 'the demo data has such names').toBeDefined();
      if (!pair) return;
      const { target, first, second, other } = pair;
      const found = ids(
        await places(
          `city=${london}&limit=100&query=${encodeURIComponent(`${lower(second)} ${first}`)}`,
        ),
      );
      expect(found).toContain(target.id);
      expect(found).not.toContain(other.id);
      const typo = `${second.slice(0, -2)}${second.at(-1)}${second.at(-2)}`;
      expect(
        ids(
          await places(`city=${london}&limit=100&query=${encodeURIComponent(`${first} ${typo}`)}`),
        ),
      ).toContain(target.id);
    });
  });

  describe('GET /places filters combined', () => {
    it('category, cuisine and feature together: every condition holds', async () => {
      const restaurants = facts.categoryId('restaurants');
      const expected = londonPlaces.filter(
        (p) =>
          p.category_id === restaurants &&
          ['british', 'italian'].some((c) => facts.cuisinesOf(p.id).has(c)) &&
          (p.features.cashfree ?? 0) > 0,
      );
      expect(expected.length).toBeGreaterThan(0);
      const got = await places(
        `city=${london}&limit=100&categories=restaurants&cuisines=british,italian&features=cashfree`,
      );
      expect(ids(got)).toEqual(ids(expected));
    });

    it('three filters and nearby, paged with limit+1', async () => {
      const lat = 51.51;
      const lon = -0.13;
      const expected = londonPlaces
        .filter(
          (p) =>
            (p.features.cashfree ?? 0) > 0 &&
            p.average_check !== null &&
            p.average_check <= 3 &&
            facts.openAt(p.id, 6, '20:00'),
        )
        .map((p) => ({ id: p.id, distance: distanceMetres(lat, lon, p.lat, p.lon) }))
        .filter((p) => p.distance <= 5000)
        .sort((a, b) => a.distance - b.distance);
      expect(expected.length).toBeGreaterThan(6);
      const base = `city=${london}&features=cashfree&average_check=1,2,3&open_at=2026-11-21T20:00&nearby=true&lat=${lat}&lon=${lon}`;
      const seen: string[] = [];
      for (let offset = 0; ; offset += 5) {
        const page = await places(`${base}&offset=${offset}&limit=6`);
        seen.push(...ids(page.slice(0, 5)));
        if (page.length <= 5) break;
      }
      expect(seen).toEqual(ids(expected));
    });
  });

  describe('GET /places/by-ids', () => {
    it('returns the places in the asked order, skipping hidden and unknown ids', async () => {
      const hidden = facts.places.find((p) => !facts.listed(p)) as DemoPlaceRow;
      const wanted = [londonPlaces[5], londonPlaces[0], londonPlaces[9]].map((p) => p?.id ?? '');
      const query = [
        wanted[0],
        hidden.id,
        wanted[1],
        'ffffffffffffffffffffffff',
        wanted[2],
        wanted[0],
      ];
      const reply = await request<{ data: { places: PlaceShort[] } }>(
        `/places/by-ids?ids=${query.join(',')}&lat=51.5&lon=-0.12`,
      );
      expect(reply.status).toBe(200);
      expect(ids(reply.body.data.places)).toEqual(wanted);
      expect(reply.body.data.places[0]?.location.distance).toEqual(expect.any(Number));
      const full = await request<{ data: { places: PlaceFull[] } }>(
        `/places/by-ids?ids=${wanted.join(',')}&response_type=full`,
      );
      expect(full.body.data.places.map((p) => Array.isArray(p.galleries))).toEqual([
        true,
        true,
        true,
      ]);
    });

    it('refuses a bad id with 400 FieldInvalid', async () => {
      const reply = await request<{ status: string; data: { errors: Record<string, string> } }>(
        '/places/by-ids?ids=abc',
      );
      expect(reply.status).toBe(400);
      expect(reply.body.data.errors).toHaveProperty('ids.0');
    });
  });

  describe('validation and permissions', () => {
    it('answers bad filter values with 400 FieldInvalid naming each field', async () => {
      const reply = await request<{ status: string; data: { errors: Record<string, string> } }>(
        `/places?city=${london}&features=wifi,jacuzzi&average_check=5&open_at=2026-13-01T10:00&open_weekday=8&lat=91&lon=0&order_by=near`,
      );
      expect(reply.status).toBe(400);
      expect(reply.body.status).toBe('FieldInvalid');
      expect(Object.keys(reply.body.data.errors).sort()).toEqual(
        ['average_check.0', 'features.1', 'lat', 'open_at', 'open_weekday', 'order_by'].sort(),
      );
      const nearby = await request<{ data: { errors: Record<string, string> } }>(
        `/places?city=${london}&nearby=true`,
      );
      expect(nearby.status).toBe(400);
      expect(nearby.body.data.errors).toEqual({ nearby: 'Give lat and lon' });
    });

    it('is_following needs a signed-in caller', async () => {
      const reply = await request<{ status: string }>(`/places?city=${london}&is_following=true`);
      expect(reply.status).toBe(401);
      expect(reply.body.status).toBe('Unauthorized');
      const token = await adminToken();
      // Follows arrive with the demo posts: whatever the admin follows, it is listed places only.
      const followed = await places(`is_following=true&limit=100`, token);
      for (const place of followed) {
        expect(facts.listed(facts.places.find((p) => p.id === place.id) as DemoPlaceRow)).toBe(
          true,
        );
      }
    });

    it('moderation_status and is_deleted are for admins only', async () => {
      for (const query of ['moderation_status=on-moderation', 'is_deleted=true']) {
        const visitor = await request<{ status: string; messageUI: { message: string } }>(
          `/places?city=${london}&${query}`,
        );
        expect(visitor.status).toBe(403);
        expect(visitor.body.messageUI.message).toBe('No permissions to perform action');
      }
      const token = await adminToken();
      const londonId = facts.cityId(london);
      const all = facts.places.filter((p) => p.city_id === londonId).sort(facts.byRank);
      expect(ids(await places(`city=${london}&moderation_status=unpublished`, token))).toEqual(
        ids(all.filter((p) => p.moderation_status === 'unpublished' && p.status !== 'deleted')),
      );
      expect(ids(await places(`city=${london}&moderation_status=on-moderation`, token))).toEqual(
        ids(all.filter((p) => p.moderation_status === 'on-moderation' && p.status !== 'deleted')),
      );
      const deleted = all.filter((p) => p.status === 'deleted');
      expect(deleted.length).toBeGreaterThan(0);
      expect(ids(await places(`city=${london}&is_deleted=true`, token))).toEqual(ids(deleted));
    });
  });

  describe('organisations', () => {
    const organisations = facts.data.organisations as {
      id: string;
      name: string;
      city_id: string;
    }[];
    const listedOf = (id: string) =>
      facts.places.filter((p) => p.organisation_id === id && facts.listed(p)).sort(facts.byRank);

    it('lists the chains of a city by name, with counts and first places', async () => {
      const reply = await request<{ data: { organisations: Organisation[] } }>(
        `/organisations?cityId=${london}&limit=100`,
      );
      expect(reply.status).toBe(200);
      const londonId = facts.cityId(london);
      const expected = organisations
        .filter((o) => listedOf(o.id).some((p) => p.city_id === londonId))
        .map((o) => o.name)
        .sort((a, b) => (a < b ? -1 : 1));
      expect(reply.body.data.organisations.map((o) => o.name)).toEqual(expected);
      for (const organisation of reply.body.data.organisations) {
        const places = listedOf(organisation.id);
        expect(organisation.placeCount).toBe(places.length);
        expect(ids(organisation.somePlaces)).toEqual(ids(places.slice(0, 5)));
      }
      const owned = await request<{ data: { organisations: Organisation[] } }>(
        `/organisations?hasOwner=true`,
      );
      expect(owned.body.data.organisations.map((o) => o.hasOwner)).toEqual([true]);
      const search = await request<{ data: { organisations: Organisation[] } }>(
        `/organisations?query=${encodeURIComponent('velvet hour')}`,
      );
      expect(search.body.data.organisations[0]?.name).toBe('Velvet Hour Bars');
    });

    it('reads one organisation, and 404 for an unknown one', async () => {
      const first = organisations[0] as { id: string; name: string };
      const reply = await request<{ data: { organisation: Organisation } }>(
        `/organisations/${first.id}`,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.data.organisation).toMatchObject({
        id: first.id,
        name: first.name,
        placeCount: listedOf(first.id).length,
        citySlug: london,
        city: 'London',
        hasOwner: true,
        isDeleted: false,
      });
      // The first chain also has a hidden place, which counts do not include.
      expect(facts.places.filter((p) => p.organisation_id === first.id).length).toBeGreaterThan(
        listedOf(first.id).length,
      );
      expect((await request('/organisations/ffffffffffffffffffffffff')).status).toBe(404);
    });

    it('a full place shows its organisation, albums, menus and dress code', async () => {
      const member = listedOf((organisations[0] as { id: string }).id).find((p) =>
        facts.data.galleries.some((g) => g.place_id === p.id),
      ) as DemoPlaceRow;
      const reply = await request<{ data: { place: PlaceFull } }>(`/places/${member.id}`);
      const place = reply.body.data.place;
      expect(place.organisation).toMatchObject({
        id: member.organisation_id,
        placeCount: listedOf(member.organisation_id ?? '').length,
      });
      const galleries = facts.data.galleries.filter((g) => g.place_id === member.id);
      expect(place.galleries.map((g) => g.id)).toEqual(
        galleries.filter((g) => g.kind === 'album').map((g) => g.id),
      );
      expect(place.menus.map((g) => g.id)).toEqual(
        galleries.filter((g) => g.kind === 'menu').map((g) => g.id),
      );
      for (const gallery of [...place.galleries, ...place.menus]) {
        expect(gallery.photosCount).toBe(gallery.photos.length);
        expect(gallery.photos.length).toBeGreaterThan(0);
        expect(gallery.cover).not.toBeNull();
      }
      expect(place).toHaveProperty('menuDescription');
      expect(place.someFollowers).toHaveLength(
        Math.min(place.followerCount, contentLimits.someFollowersCount),
      );
      expect(typeof place.hasOwner).toBe('boolean');
    });
  });
}
