// The place page, its galleries, organisations and search through the real gateway and api
// (demo data), with the number of upstream calls an operation costs.
import { describe, expect, it } from 'vitest';
import { graphql } from '../../support/graphql.js';
import { useStack } from '../../support/stack.js';

const LONDON = 'london-england-united-kingdom';

const PLACE_PAGE = /* GraphQL */ `
  query ($id: ID!) {
    place(id: $id) {
      id
      latinName
      name
      city {
        latinName
      }
      phones {
        phone
      }
      links {
        link
      }
      dresscode {
        title
      }
      parkingInfo
      roadInfo
      hasOwner
      organisation {
        id
        name
        placeCount
        newsCount
      }
      galleries {
        id
        title
        orderNumber
        photosCount
        cover {
          id
        }
        photos {
          id
          standard {
            url
          }
        }
      }
      menus {
        id
        photosCount
      }
      menuDescription
      followerCount
      someFollowers {
        id
      }
    }
  }
`;

interface PlacePage {
  place: {
    id: string;
    latinName: string;
    name: string;
    city: { latinName: string };
    organisation: { id: string; name: string; placeCount: number; newsCount: number } | null;
    galleries: {
      id: string;
      orderNumber: number;
      photosCount: number;
      cover: { id: string } | null;
      photos: { id: string; standard: { url: string } }[];
    }[];
    menus: { id: string; photosCount: number }[];
    followerCount: number;
    someFollowers: { id: string }[];
  };
}

const stack = useStack({ countCalls: true });

async function londonChain() {
  const { data, errors } = await graphql<{
    organisations: {
      hasMore: boolean;
      items: {
        id: string;
        name: string;
        placeCount: number;
        somePlaces: { latinName: string }[];
      }[];
    };
  }>(
    stack.gatewayUrl,
    `
      query ($city: String!) {
        organisations(city: $city, limit: 20) {
          hasMore
          items {
            id
            name
            placeCount
            somePlaces {
              latinName
            }
          }
        }
      }
    `,
    { city: LONDON },
  );
  expect(errors).toBeUndefined();
  const chain = data?.organisations.items.find((item) => item.placeCount >= 2);
  expect(chain).toBeDefined();
  return chain!;
}

describe('place page', () => {
  it('reads a chain place by slug with its organisation and albums in one api call', async () => {
    const chain = await londonChain();
    const slug = chain.somePlaces[0]!.latinName;
    stack.proxy.reset();
    const { data, errors } = await graphql<PlacePage>(stack.gatewayUrl, PLACE_PAGE, { id: slug });

    expect(errors).toBeUndefined();
    const place = data!.place;
    expect(place.latinName).toBe(slug);
    expect(place.organisation).toMatchObject({ id: chain.id, name: chain.name });
    expect(place.organisation!.placeCount).toBe(chain.placeCount);
    const orders = place.galleries.map((gallery) => gallery.orderNumber);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const gallery of place.galleries) {
      expect(gallery.photosCount).toBe(gallery.photos.length);
      if (gallery.photos.length > 0) expect(gallery.cover).not.toBeNull();
    }
    // The newest few followers (api socialLimits.someFollowersCount).
    expect(place.someFollowers).toHaveLength(Math.min(place.followerCount, 5));
    // The place, then the organisation's own counts (newsCount is not in the summary).
    expect(stack.proxy.calls.filter((call) => call.startsWith('/api/v1/places/'))).toHaveLength(1);
    // One organisation read (the loader's batch form, `/organisations?ids=`).
    expect(
      stack.proxy.calls.filter((call) => call.startsWith('/api/v1/organisations')),
    ).toHaveLength(1);
  });

  it('reads the same place by its hex id', async () => {
    const chain = await londonChain();
    const slug = chain.somePlaces[0]!.latinName;
    const bySlug = await graphql<PlacePage>(stack.gatewayUrl, PLACE_PAGE, { id: slug });
    const byId = await graphql<PlacePage>(stack.gatewayUrl, PLACE_PAGE, {
      id: bySlug.data!.place.id,
    });
    expect(byId.errors).toBeUndefined();
    expect(byId.data?.place.latinName).toBe(slug);
  });

  it('recommends up to 5 other places of the same city as the place', async () => {
    const chain = await londonChain();
    const slug = chain.somePlaces[0]!.latinName;
    const { data, errors } = await graphql<{
      place: {
        id: string;
        city: { latinName: string };
        recommended: { id: string; city: { latinName: string } }[];
      };
    }>(
      stack.gatewayUrl,
      'query ($id: ID!) { place(id: $id) { id city { latinName } recommended { id city { latinName } } } }',
      {
        id: slug,
      },
    );
    expect(errors).toBeUndefined();
    const recommended = data!.place.recommended;
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThanOrEqual(5);
    expect(recommended.map((item) => item.id)).not.toContain(data!.place.id);
    expect(new Set(recommended.map((item) => item.city.latinName))).toEqual(
      new Set([data!.place.city.latinName]),
    );
  });

  it('answers NOT_FOUND for an unknown place', async () => {
    const { errors } = await graphql(stack.gatewayUrl, PLACE_PAGE, {
      id: 'no-such-place-anywhere',
    });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
  });
});

describe('organisations', () => {
  it('shows a chain with its counts and pages through all its places', async () => {
    const chain = await londonChain();
    const query = `query ($id: ID!, $offset: Int!) {
      organisation(id: $id) {
        id name placeCount newsCount reviewCount hasOwner city { latinName }
        places(offset: $offset, limit: 1) { hasMore items { id } }
      }
    }`;
    const seen: string[] = [];
    for (let offset = 0; ; offset += 1) {
      const { data, errors } = await graphql<{
        organisation: {
          placeCount: number;
          city: { latinName: string } | null;
          places: { hasMore: boolean; items: { id: string }[] };
        };
      }>(stack.gatewayUrl, query, { id: chain.id, offset });
      expect(errors).toBeUndefined();
      expect(data?.organisation.city?.latinName).toBe(LONDON);
      seen.push(...data!.organisation.places.items.map((item) => item.id));
      if (!data!.organisation.places.hasMore) break;
    }
    expect(seen).toHaveLength(chain.placeCount);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('finds a chain of a city by name and says NOT_FOUND for an unknown city', async () => {
    const chain = await londonChain();
    const found = await graphql<{ organisations: { items: { id: string }[] } }>(
      stack.gatewayUrl,
      'query ($q: String) { organisations(city: "london-england-united-kingdom", query: $q) { items { id } } }',
      { q: chain.name.slice(0, 8) },
    );
    expect(found.errors).toBeUndefined();
    expect(found.data?.organisations.items.map((item) => item.id)).toContain(chain.id);

    const unknown = await graphql(
      stack.gatewayUrl,
      '{ organisations(city: "atlantis") { hasMore } }',
    );
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('search', () => {
  const SEARCH = `query ($q: String!) {
    search(query: $q, limit: 10) {
      hasMore
      nextOffset
      items {
        __typename
        ... on Place { id name }
        ... on User { id displayName }
      }
    }
  }`;
  type SearchResult = {
    search: {
      hasMore: boolean;
      nextOffset: number;
      items: { __typename: string; name?: string; displayName?: string }[];
    };
  };

  it('finds places and people in one query, both asked at once', async () => {
    const chain = await londonChain();
    const placeName = (
      await graphql<PlacePage>(stack.gatewayUrl, PLACE_PAGE, { id: chain.somePlaces[0]!.latinName })
    ).data!.place.name;
    stack.proxy.reset();
    const places = await graphql<SearchResult>(stack.gatewayUrl, SEARCH, { q: placeName });
    expect(places.errors).toBeUndefined();
    expect(places.data?.search.items).toContainEqual(
      expect.objectContaining({ __typename: 'Place', name: placeName }),
    );
    expect(places.data?.search.nextOffset).toBe(10);
    expect(stack.proxy.calls.filter((call) => call.startsWith('/api/v1/places?'))).toHaveLength(1);
    expect(stack.proxy.calls.filter((call) => call.startsWith('/api/v1/users?'))).toHaveLength(1);

    const people = await graphql<SearchResult>(stack.gatewayUrl, SEARCH, { q: 'Ada' });
    expect(people.errors).toBeUndefined();
    expect(
      people.data?.search.items.some(
        (item) => item.__typename === 'User' && item.displayName?.startsWith('Ada'),
      ),
    ).toBe(true);
  });

  it('shows the places when the people search fails, and fails only when both fail', async () => {
    try {
      stack.proxy.fail('/api/v1/users');
      const half = await graphql<SearchResult>(stack.gatewayUrl, SEARCH, { q: 'bar' });
      expect(half.errors).toBeUndefined();
      expect(half.data?.search.items.every((item) => item.__typename === 'Place')).toBe(true);

      stack.proxy.fail('/api/v1/users', '/api/v1/places');
      const none = await graphql<SearchResult>(stack.gatewayUrl, SEARCH, { q: 'bar' });
      expect(none.data).toBeNull();
      expect(none.errors?.[0]?.extensions).toMatchObject({ httpStatus: 503 });
    } finally {
      stack.proxy.heal();
    }
  });

  it('gives an empty page for a blank query without calling the api', async () => {
    stack.proxy.reset();
    const { data, errors } = await graphql<SearchResult>(stack.gatewayUrl, SEARCH, { q: '   ' });
    expect(errors).toBeUndefined();
    expect(data?.search).toEqual({ hasMore: false, nextOffset: 0, items: [] });
    expect(stack.proxy.calls).toEqual([]);
  });
});
