// The place filters of GET /places, checked against the demo data module: every expected
// list is computed here in TypeScript from buildDemoData(), never from SQL. Shared by the api's
// own suite (so it also runs on PostgreSQL) and tests/integration/places/places-filters.test.ts.
import { describe, expect, it } from 'vitest';
import type { PlaceFull, PlaceShort } from '../place/place-types.js';
import {
  demoFacts,
  distanceMetres,
  localWeekTime,
  london,
  placeRequests,
  type DemoPlaceRow,
  type PlaceFilterSuiteOptions,
} from './place-filters-facts.js';
import { describePlaceChecks } from './place-checks-suite.js';

export function describePlaceFilters({ url }: PlaceFilterSuiteOptions): void {
  const facts = demoFacts();
  const londonPlaces = facts.inCity(london);
  const { request, places, ids } = placeRequests(url);

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

  describePlaceChecks({ url });
}
