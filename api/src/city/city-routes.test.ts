import { describe, expect, it } from 'vitest';
import { useApi } from '../test-support/api-under-test.js';
import type { City } from './city-repository.js';

const { get } = useApi();

const cities = async (query: string) =>
  (await get<{ data: { cities: City[] } }>(`/api/v1/cities${query}`)).body.data.cities;

describe('GET /api/v1/cities', () => {
  it('lists cities in display order with London first, 10 by default', async () => {
    const all = await cities('');
    expect(all[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'London',
      latinName: 'london-england-united-kingdom',
      country: 'United Kingdom',
      lat: 51.5074,
      lon: -0.1278,
      timeZone: 'Europe/London',
    });
    expect(all.length).toBeLessThanOrEqual(10);
    expect(all.map((c) => c.latinName)).toEqual(
      expect.arrayContaining([
        'moscow-russia',
        'paris-france',
        'berlin-germany',
        'new-york-united-states',
      ]),
    );
  });

  it('matches name or latinName case-insensitively, prefix matches first', async () => {
    expect((await cities('?query=LONDON')).map((c) => c.name)).toEqual(['London']);
    // 'lo' starts London and is inside Barcelona.
    expect((await cities('?query=lo')).map((c) => c.name)).toEqual(['London', 'Barcelona']);
    expect((await cities('?query=united-states')).map((c) => c.name)).toEqual(['New York']);
    expect(await cities('?query=%25')).toEqual([]);
  });

  it('honours limit', async () => {
    expect(await cities('?limit=2')).toHaveLength(2);
  });

  it('reads one city by id, and a batch by ids without the unknown ones', async () => {
    const [london, moscow] = await cities('?limit=2');
    expect(await cities(`?id=${london?.id}`)).toEqual([london]);
    const batch = await cities(`?ids=${moscow?.id},ffffffffffffffffffffffff,${london?.id}`);
    expect(batch.map((c) => c.id).sort()).toEqual([london?.id, moscow?.id].sort());
  });

  it('refuses a bad limit or id with 400 FieldInvalid', async () => {
    const { status, body } = await get('/api/v1/cities?limit=0&id=nope');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: 'FieldInvalid',
      data: { errors: { limit: expect.any(String), id: expect.any(String) } },
    });
  });
});

describe('GET /api/v1/cities/closest', () => {
  it('finds the city nearest to a geoposition', async () => {
    const near = async (lat: number, lon: number) =>
      (await get<{ data: { city: City } }>(`/api/v1/cities/closest?lat=${lat}&lon=${lon}`)).body
        .data.city.name;
    expect(await near(48.86, 2.29)).toBe('Paris');
    expect(await near(51.75, -1.25)).toBe('London');
    expect(await near(40.73, -73.93)).toBe('New York');
    // Near the antipode of London, where rounding could push asin past 1.
    expect(await near(-51.5074, 179.8722)).toEqual(expect.any(String));
  });

  it('refuses missing or out-of-range coordinates', async () => {
    const { status, body } = await get('/api/v1/cities/closest?lat=91');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: 'FieldInvalid',
      data: { errors: { lat: 'Must be at most 90', lon: 'This field is required' } },
    });
  });
});

describe('GET /api/v1/cities/{idOrLatinName}', () => {
  it('reads a city by latinName and by id alike', async () => {
    const bySlug = await get<{ data: { city: City } }>('/api/v1/cities/moscow-russia');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.city).toMatchObject({ name: 'Moscow', timeZone: 'Europe/Moscow' });
    const byId = await get(`/api/v1/cities/${bySlug.body.data.city.id}`);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('answers an unknown city with 404 RecordNotFound', async () => {
    const { status, body } = await get('/api/v1/cities/atlantis');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, status: 'RecordNotFound' });
  });
});
