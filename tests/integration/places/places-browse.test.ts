// The places list's GraphQL filter through the real gateway and api: every argument reaches the api
// as the REST contract names it (the gateway answer equals the api's own answer for the same
// filter), distances come with a geoposition, by-ids keeps the order, and who may filter how.
import { describe, expect, it } from 'vitest';
import { graphql } from '../../support/graphql.js';
import { useStack } from '../../support/stack.js';

const LONDON = 'london-england-united-kingdom';
// Central London (Trafalgar Square), where the demo places are.
const HERE = { lat: 51.508, lon: -0.128 };

const PLACES = /* GraphQL */ `
  query Places(
    $city: String
    $filter: PlaceFilter
    $orderBy: PlaceOrder
    $lat: Float
    $lon: Float
    $limit: Int
  ) {
    places(city: $city, filter: $filter, orderBy: $orderBy, lat: $lat, lon: $lon, limit: $limit) {
      hasMore
      items {
        id
        name
        location {
          distance
        }
      }
    }
  }
`;

interface PlacesData {
  places: {
    hasMore: boolean;
    items: { id: string; name: string; location: { distance: number | null } | null }[];
  };
}

const stack = useStack();

async function viaGateway(variables: Record<string, unknown>) {
  const { data, errors } = await graphql<PlacesData>(stack.gatewayUrl, PLACES, {
    limit: 100,
    ...variables,
  });
  expect(errors).toBeUndefined();
  return data!.places;
}

async function viaApi(query: Record<string, string>): Promise<string[]> {
  const search = new URLSearchParams({ limit: '100', ...query });
  const response = await fetch(`${stack.apiUrl}/api/v1/places?${search.toString()}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { places: { id: string }[] } };
  return body.data.places.map((place) => place.id);
}

describe('the places filter through the gateway', () => {
  it.each([
    [
      'cuisines and categories',
      { cuisines: ['italian', 'japanese'], categories: ['restaurants'] },
      { cuisines: 'italian,japanese', categories: 'restaurants' },
    ],
    ['features', { features: ['WIFI', 'LIVE_MUSIC'] }, { features: 'wifi,liveMusic' }],
    [
      'average check levels',
      { averageChecks: ['UP_TO_500', 'FROM_2000'] },
      { average_check: '1,4' },
    ],
    ['open at a date and time', { openAt: '2026-11-27T23:30' }, { open_at: '2026-11-27T23:30' }],
    [
      'open on a weekday at a time',
      { openWeekday: 7, openTime: '10:00' },
      { open_weekday: '7', open_time: '10:00' },
    ],
    ['open after midnight', { afterMidnight: true }, { after_midnight: 'true' }],
    ['online booking', { isReservationsEnabled: true }, { is_reservations_enabled: 'true' }],
    [
      'open now with a cuisine',
      { openNow: true, cuisines: ['italian'] },
      { open_now: 'true', cuisines: 'italian' },
    ],
  ])('%s: the same places as the api', async (_, filter, rest) => {
    const [page, expected] = await Promise.all([
      viaGateway({ city: LONDON, filter }),
      viaApi({ city: LONDON, ...rest }),
    ]);
    // Each filter matches some demo place, so equal answers are not two empty lists (open now
    // depends on the clock of the run, so it alone may match nothing).
    if (!('openNow' in filter)) expect(expected.length).toBeGreaterThan(0);
    expect(page.items.map((place) => place.id)).toEqual(expected);
  });

  it('actually narrows the list (a filter that passed nothing would equal the whole city)', async () => {
    const [all, withWifi] = await Promise.all([
      viaGateway({ city: LONDON }),
      viaGateway({ city: LONDON, filter: { features: ['WIFI'], averageChecks: ['UP_TO_500'] } }),
    ]);
    expect(withWifi.items.length).toBeLessThan(all.items.length);
  });

  it('gives each place its distance from a geoposition, and none without one', async () => {
    const [near, plain] = await Promise.all([
      viaGateway({ city: LONDON, ...HERE }),
      viaGateway({ city: LONDON, limit: 3 }),
    ]);
    expect(near.items.length).toBeGreaterThan(0);
    for (const place of near.items) expect(typeof place.location?.distance).toBe('number');
    for (const place of plain.items) expect(place.location?.distance ?? null).toBeNull();
  });

  it('nearby keeps places within 5 km, nearest first', async () => {
    const page = await viaGateway({ city: LONDON, filter: { nearby: true }, ...HERE });
    const distances = page.items.map((place) => place.location!.distance!);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances.every((distance) => distance <= 5000)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('orders by distance from any point (the map asks around the middle of its view)', async () => {
    const page = await viaGateway({ city: LONDON, orderBy: 'DISTANCE', ...HERE, limit: 10 });
    const distances = page.items.map((place) => place.location!.distance!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('lists the places of an organisation without a city', async () => {
    const response = await fetch(`${stack.apiUrl}/api/v1/organisations?cityId=${LONDON}&limit=1`);
    const { data } = (await response.json()) as { data: { organisations: { id: string }[] } };
    const organisation = data.organisations[0]!;
    const [page, expected] = await Promise.all([
      viaGateway({ filter: { organisationId: organisation.id } }),
      viaApi({ organisation_id: organisation.id }),
    ]);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.map((place) => place.id)).toEqual(expected);
  });

  it('tells a visitor that following needs a session and that moderation is for admins', async () => {
    const following = await graphql(stack.gatewayUrl, PLACES, {
      city: LONDON,
      filter: { isFollowing: true },
    });
    expect(following.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });

    const moderation = await graphql(stack.gatewayUrl, PLACES, {
      city: LONDON,
      filter: { moderationStatus: 'ON_MODERATION' },
    });
    expect(moderation.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('placesByIds', () => {
  it('returns the places in the asked order, with distances when given a geoposition', async () => {
    const { items } = await viaGateway({ city: LONDON, limit: 4 });
    const ids = items.map((place) => place.id).reverse();

    const { data, errors } = await graphql<{
      placesByIds: { id: string; location: { distance: number | null } | null }[];
    }>(
      stack.gatewayUrl,
      `
        query ($ids: [ID!]!, $lat: Float, $lon: Float) {
          placesByIds(ids: $ids, lat: $lat, lon: $lon) {
            id
            location {
              distance
            }
          }
        }
      `,
      { ids, ...HERE },
    );

    expect(errors).toBeUndefined();
    expect(data?.placesByIds.map((place) => place.id)).toEqual(ids);
    for (const place of data!.placesByIds) expect(typeof place.location?.distance).toBe('number');
  });

  it('rejects more than 100 ids as bad input', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0'));
    const { errors } = await graphql(
      stack.gatewayUrl,
      'query ($ids: [ID!]!) { placesByIds(ids: $ids) { id } }',
      { ids },
    );
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
