import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo-data.js';

const listed = (place: Record<string, unknown>) =>
  place.moderation_status === 'published' && place.status !== 'deleted';

describe('demo data', () => {
  const data = buildDemoData();

  it('is the same on every build (same ids, slugs and order)', () => {
    const again = buildDemoData();
    expect(again.places.map((p) => [p.id, p.latin_name])).toEqual(
      data.places.map((p) => [p.id, p.latin_name]),
    );
    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
  });

  it('has unique place slugs and 24-hex ids', () => {
    const slugs = data.places.map((p) => p.latin_name);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const place of data.places) expect(place.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('lists at least 60 places in London and 300 in all', () => {
    const london = data.cities.find((c) => c.latin_name === 'london-england-united-kingdom');
    expect(london).toBeDefined();
    const listedPlaces = data.places.filter(listed);
    expect(listedPlaces.filter((p) => p.city_id === london?.id).length).toBeGreaterThanOrEqual(60);
    expect(listedPlaces.length).toBeGreaterThanOrEqual(300);
  });

  it('includes places lists must hide', () => {
    const statuses = new Set(data.places.filter((p) => !listed(p)).map((p) => p.moderation_status));
    expect(statuses).toContain('on-moderation');
    expect(statuses).toContain('unpublished');
    expect(data.places.some((p) => p.status === 'deleted')).toBe(true);
  });

  it('has schedules past midnight, open 24 hours, closed days and a second Kitchen schedule', () => {
    const items = data.place_schedule_items as { start_at: string; end_at: string }[];
    expect(items.some((i) => i.end_at < i.start_at)).toBe(true);
    expect(items.some((i) => i.start_at === '00:00' && i.end_at === '00:00')).toBe(true);
    const days = new Map<unknown, number>();
    for (const item of data.place_schedule_items) {
      days.set(item.schedule_id, (days.get(item.schedule_id) ?? 0) + 1);
    }
    expect([...days.values()].some((count) => count < 7)).toBe(true);
    expect(data.place_schedules.some((s) => s.name === 'Kitchen' && s.is_main === false)).toBe(
      true,
    );
  });

  it('gives every place one to three known cuisines', () => {
    const known = new Set(data.cuisines.map((c) => c.value));
    const perPlace = new Map<unknown, number>();
    for (const row of data.place_cuisines) {
      expect(known.has(row.cuisine_value as string)).toBe(true);
      perPlace.set(row.place_id, (perPlace.get(row.place_id) ?? 0) + 1);
    }
    expect(perPlace.size).toBe(data.places.length);
    for (const count of perPlace.values()) expect(count).toBeGreaterThanOrEqual(1);
    for (const count of perPlace.values()) expect(count).toBeLessThanOrEqual(3);
  });

  it('has chains of 2 to 6 listed places in several cities, one also abroad', () => {
    const membersOf = new Map<unknown, Record<string, unknown>[]>();
    for (const place of data.places.filter(listed)) {
      if (!place.organisation_id) continue;
      membersOf.set(place.organisation_id, [
        ...(membersOf.get(place.organisation_id) ?? []),
        place,
      ]);
    }
    expect(data.organisations.length).toBeGreaterThanOrEqual(6);
    for (const organisation of data.organisations) {
      const members = membersOf.get(organisation.id) ?? [];
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(members.length).toBeLessThanOrEqual(6);
    }
    expect(new Set(data.organisations.map((o) => o.city_id)).size).toBeGreaterThanOrEqual(5);
    const cityCounts = [...membersOf.values()].map((m) => new Set(m.map((p) => p.city_id)).size);
    expect(Math.max(...cityCounts)).toBe(2);
  });

  it('gives most London places 2-4 albums of 3-8 photos and 1-2 menus', () => {
    const london = data.cities.find((c) => c.latin_name === 'london-england-united-kingdom');
    const londonPlaces = data.places.filter((p) => p.city_id === london?.id);
    const photos = new Map<unknown, number>();
    for (const photo of data.gallery_photos) {
      photos.set(photo.gallery_id, (photos.get(photo.gallery_id) ?? 0) + 1);
    }
    let withGalleries = 0;
    for (const place of londonPlaces) {
      const galleries = data.galleries.filter((g) => g.place_id === place.id);
      if (galleries.length === 0) continue;
      withGalleries += 1;
      const albums = galleries.filter((g) => g.kind === 'album');
      const menus = galleries.filter((g) => g.kind === 'menu');
      expect(albums.length).toBeGreaterThanOrEqual(2);
      expect(albums.length).toBeLessThanOrEqual(4);
      expect(menus.length).toBeGreaterThanOrEqual(1);
      expect(menus.length).toBeLessThanOrEqual(2);
      for (const album of albums) {
        expect(photos.get(album.id)).toBeGreaterThanOrEqual(3);
        expect(photos.get(album.id)).toBeLessThanOrEqual(8);
      }
      expect(place.menu_description).toEqual(expect.any(String));
    }
    expect(withGalleries / londonPlaces.length).toBeGreaterThan(0.7);
  });
});
