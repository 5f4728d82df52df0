// What GET /places refuses and who may list what (bad filter values, unlisted places for admins),
// and the organisations' lists, against the demo data; run with the place filters.
import { describe, expect, it } from 'vitest';
import type { Organisation } from '../organisation/organisation-types.js';
import { contentLimits } from '../messages.js';
import type { PlaceFull } from '../place/place-types.js';
import {
  demoFacts,
  london,
  placeRequests,
  type DemoPlaceRow,
  type PlaceFilterSuiteOptions,
} from './place-filters-facts.js';

export function describePlaceChecks({ url }: PlaceFilterSuiteOptions): void {
  const facts = demoFacts();
  const { request, places, ids, adminToken } = placeRequests(url);

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
