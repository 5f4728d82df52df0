import { describe, expect, it } from 'vitest';
import { useApi } from './test-support/api-under-test.js';

const api = useApi();
const { get } = api;

describe('the api', () => {
  it('answers health', async () => {
    expect(await get('/api/health')).toEqual({ status: 200, body: { data: { ok: true } } });
  });

  it('serves its OpenAPI document', async () => {
    const response = await fetch(`${api.url}/api/openapi.yaml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('yaml');
    const text = await response.text();
    expect(text).toMatch(/^openapi: 3\.1/);
    expect(text).toContain('/api/v1/places/{placeId}:');
  });

  it('answers an unknown route with 404 RecordNotFound in the envelope', async () => {
    expect(await get('/api/v1/no-such-resource')).toEqual({
      status: 404,
      body: {
        code: 404,
        status: 'RecordNotFound',
        messageUI: { message: 'Page not found' },
        data: {},
      },
    });
  });

  it('answers a missing upload with 404 RecordNotFound', async () => {
    const { status, body } = await get('/uploads/demo/missing-standard.jpg');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 'RecordNotFound' });
  });
});

describe('catalog', () => {
  it('lists categories in display order', async () => {
    const { status, body } = await get('/api/v1/categories');
    expect(status).toBe(200);
    const { categories } = (body as { data: { categories: { id: string; latinName: string }[] } })
      .data;
    expect(categories.map((c) => c.latinName).slice(0, 3)).toEqual([
      'restaurants',
      'bars',
      'cafes',
    ]);
    expect(categories.map((c) => c.latinName)).toEqual(
      expect.arrayContaining(['coffee-houses', 'pubs', 'bakeries']),
    );
    for (const category of categories) expect(category.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('lists cuisines as value and label', async () => {
    const { body } = await get('/api/v1/cuisines');
    const { cuisines } = (body as { data: { cuisines: { value: string; label: string }[] } }).data;
    expect(cuisines.length).toBeGreaterThanOrEqual(20);
    expect(cuisines).toContainEqual({ value: 'italian', label: 'Italian' });
    for (const value of ['japanese', 'georgian', 'french', 'european']) {
      expect(cuisines.map((c) => c.value)).toContain(value);
    }
  });

  it('lists dress codes', async () => {
    const { body } = await get('/api/v1/dresscodes');
    const { dresscodes } = (body as { data: { dresscodes: Record<string, unknown>[] } }).data;
    expect(dresscodes.length).toBeGreaterThan(0);
    expect(Object.keys(dresscodes[0] ?? {}).sort()).toEqual(['description', 'id', 'title']);
  });
});
