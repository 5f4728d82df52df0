// A visitor's first slice through the real stack: catalogue, cities, a city's places page by page
// and one place, with the number of upstream calls each operation costs.
import { describe, expect, it } from 'vitest';
import { graphql } from '../../support/graphql.js';
import { useServers, useStack } from '../../support/stack.js';

const LONDON = 'london-england-united-kingdom';

const PLACES_PAGE = /* GraphQL */ `
  query PlacesPage($city: String!, $offset: Int, $limit: Int) {
    places(city: $city, offset: $offset, limit: $limit) {
      hasMore
      items {
        id
        latinName
        name
        category {
          id
          name
          latinName
        }
        cuisines {
          value
          label
        }
        city {
          id
          name
          latinName
        }
        avatar {
          thumbnail {
            url
          }
        }
        status
        isDeleted
      }
    }
  }
`;

interface PlacesPage {
  places: {
    hasMore: boolean;
    items: {
      id: string;
      latinName: string;
      name: string;
      category: { latinName: string } | null;
      cuisines: { value: string; label: string }[];
      city: { latinName: string; name: string } | null;
      avatar: { thumbnail: { url: string } } | null;
      status: string;
      isDeleted: boolean;
    }[];
  };
}

const stack = useStack({ countCalls: true });
const servers = useServers();

/** `query` reads `field` of what does not exist: null, and the contract's NOT_FOUND error. */
async function expectNotFound(query: string, field: string, extensions: object = {}) {
  const { data, errors } = await graphql(stack.gatewayUrl, query);

  expect(data?.[field]).toBeNull();
  expect(errors?.[0]?.extensions).toMatchObject({
    code: 'NOT_FOUND',
    status: 'RecordNotFound',
    httpStatus: 404,
    ...extensions,
  });
}

describe('catalogue and cities', () => {
  it('lists the demo categories, cuisines and dress codes', async () => {
    const { data, errors } = await graphql<{
      categories: { latinName: string; name: string }[];
      cuisines: { value: string; label: string }[];
      dresscodes: { id: string; title: string }[];
    }>(
      stack.gatewayUrl,
      '{ categories { latinName name } cuisines { value label } dresscodes { id title } }',
    );

    expect(errors).toBeUndefined();
    expect(data?.categories.map((category) => category.latinName)).toEqual(
      expect.arrayContaining(['restaurants', 'bars', 'cafes']),
    );
    expect(data?.cuisines.map((cuisine) => cuisine.value)).toEqual(
      expect.arrayContaining(['italian', 'japanese', 'georgian', 'french', 'european']),
    );
    expect(data?.dresscodes.length).toBeGreaterThan(0);
  });

  it('finds London by search, by slug and as the closest city to its centre', async () => {
    const { data, errors } = await graphql<{
      cities: { latinName: string }[];
      city: { name: string; timeZone: string; lat: number; lon: number };
      closestCity: { latinName: string };
    }>(
      stack.gatewayUrl,
      `
        query ($slug: String!) {
          cities(query: "lond", limit: 5) {
            latinName
          }
          city(latinName: $slug) {
            name
            timeZone
            lat
            lon
          }
          closestCity(lat: 51.5072, lon: -0.1276) {
            latinName
          }
        }
      `,
      { slug: LONDON },
    );

    expect(errors).toBeUndefined();
    expect(data?.cities[0]?.latinName).toBe(LONDON);
    expect(data?.city).toMatchObject({ name: 'London', timeZone: 'Europe/London' });
    expect(data?.closestCity.latinName).toBe(LONDON);
  });

  it('answers NOT_FOUND for an unknown city slug', async () => {
    await expectNotFound('{ city(latinName: "atlantis") { name } }', 'city');
  });
});

describe('places of a city', () => {
  it('returns a page of London places with category, cuisines and city', async () => {
    const { data, errors } = await graphql<PlacesPage>(stack.gatewayUrl, PLACES_PAGE, {
      city: LONDON,
      limit: 5,
    });

    expect(errors).toBeUndefined();
    expect(data?.places.hasMore).toBe(true);
    expect(data?.places.items).toHaveLength(5);
    for (const place of data?.places.items ?? []) {
      expect(place.city).toMatchObject({ latinName: LONDON, name: 'London' });
      expect(place.category?.latinName).toEqual(expect.any(String));
      expect(place.isDeleted).toBe(false);
    }
  });

  it('costs the same number of upstream calls for a page of 5 and a page of 50', async () => {
    stack.proxy.reset();
    const small = await graphql<PlacesPage>(stack.gatewayUrl, PLACES_PAGE, {
      city: LONDON,
      limit: 5,
    });
    const smallCalls = [...stack.proxy.calls];
    stack.proxy.reset();
    const large = await graphql<PlacesPage>(stack.gatewayUrl, PLACES_PAGE, {
      city: LONDON,
      limit: 50,
    });
    const largeCalls = [...stack.proxy.calls];

    expect(small.data?.places.items).toHaveLength(5);
    expect(large.data?.places.items).toHaveLength(50);
    expect(largeCalls.length).toBe(smallCalls.length);
    // The city once, the page once, each catalogue list once; Place.city comes from the city read.
    expect(largeCalls.length).toBeLessThanOrEqual(4);
    expect(largeCalls.filter((call) => call.startsWith('/api/v1/places'))).toHaveLength(1);
  });

  it('pages to the end without repeats, then reports no more', async () => {
    const seen = new Set<string>();
    let offset = 0;
    let hasMore = true;
    while (hasMore) {
      const { data, errors } = await graphql<PlacesPage>(stack.gatewayUrl, PLACES_PAGE, {
        city: LONDON,
        offset,
        limit: 25,
      });
      expect(errors).toBeUndefined();
      for (const place of data?.places.items ?? []) {
        expect(seen.has(place.id)).toBe(false);
        seen.add(place.id);
      }
      hasMore = data?.places.hasMore ?? false;
      offset += 25;
    }

    expect(seen.size).toBeGreaterThanOrEqual(60);
    const past = await graphql<PlacesPage>(stack.gatewayUrl, PLACES_PAGE, {
      city: LONDON,
      offset: seen.size,
      limit: 5,
    });
    expect(past.data?.places).toEqual({ hasMore: false, items: [] });
  });

  it('refuses a bad limit as BAD_USER_INPUT 400', async () => {
    for (const limit of [0, 101]) {
      const { errors } = await graphql(stack.gatewayUrl, PLACES_PAGE, { city: LONDON, limit });

      expect(errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        status: 'FieldInvalid',
        httpStatus: 400,
        fieldErrors: { limit: expect.any(String) },
      });
    }
  });

  it('answers NOT_FOUND for an unknown city', async () => {
    const { errors } = await graphql(stack.gatewayUrl, PLACES_PAGE, { city: 'atlantis' });

    expect(errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
  });
});

describe('when a detail call fails', () => {
  it('still returns the page, with the failed fields null and an error beside them', async () => {
    stack.proxy.fail('/api/v1/categories', '/api/v1/cuisines');
    // A gateway of its own: the shared one keeps the catalogues it read for a while
    // (PUBLIC_READ_TTL_MS in gateway/src/rest/public-read-cache.ts), so it would not ask again.
    const cold = await servers.gateway({ apiUrl: stack.proxy.url });
    try {
      const { data, errors } = await graphql<PlacesPage>(cold.url, PLACES_PAGE, {
        city: LONDON,
        limit: 5,
      });

      expect(data?.places.items).toHaveLength(5);
      expect(data?.places.items.every((place) => place.category === null)).toBe(true);
      expect(data?.places.items.every((place) => place.cuisines.length === 0)).toBe(true);
      expect(data?.places.items[0]?.city?.latinName).toBe(LONDON);
      expect(errors?.[0]).toMatchObject({
        path: ['places', 'items', 0, 'category'],
        extensions: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
      });
    } finally {
      stack.proxy.heal();
      await cold.close();
    }
  });
});

describe('one place', () => {
  it('reads a place by id and by slug with its full fields', async () => {
    const page = await graphql<PlacesPage>(stack.gatewayUrl, PLACES_PAGE, {
      city: LONDON,
      limit: 1,
    });
    const first = page.data?.places.items[0];
    expect(first).toBeDefined();

    const query = `query($id: ID!) {
      place(id: $id) { id name latinName phones { phone } features { wifi } schedules { isMain } }
    }`;
    const byId = await graphql<{ place: { id: string; phones: unknown[]; features: unknown } }>(
      stack.gatewayUrl,
      query,
      { id: first?.id },
    );
    const bySlug = await graphql<{ place: { id: string } }>(stack.gatewayUrl, query, {
      id: first?.latinName,
    });

    expect(byId.errors).toBeUndefined();
    expect(byId.data?.place.id).toBe(first?.id);
    expect(byId.data?.place.features).not.toBeNull();
    expect(Array.isArray(byId.data?.place.phones)).toBe(true);
    expect(bySlug.data?.place.id).toBe(first?.id);
  });

  it('answers NOT_FOUND with the contract extensions for an unknown place', async () => {
    await expectNotFound('{ place(id: "ffffffffffffffffffffffff") { id } }', 'place', {
      message: expect.any(String),
    });
  });
});

describe('images', () => {
  it('proxies an image from the api with content-type image/jpeg', async () => {
    const { data } = await graphql<PlacesPage>(stack.gatewayUrl, PLACES_PAGE, {
      city: LONDON,
      limit: 50,
    });
    const url = data?.places.items.find((place) => place.avatar)?.avatar?.thumbnail.url;
    expect(url).toMatch(/^\/uploads\//);

    const response = await fetch(`${stack.gatewayUrl}${url}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
