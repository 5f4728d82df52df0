// hasAccess of places and chains through the real gateway and api, for owners, admins, others
// and visitors (demo roles of docs/demo-accounts.md).
import { describe, expect, it } from 'vitest';
import { LONDON, useSocial } from '../../support/social.js';

const { ok, rest, person } = useSocial();

describe('hasAccess of places and chains', () => {
  const ACCESS = /* GraphQL */ `
    query Access($placeId: ID!, $chainId: ID!) {
      place(id: $placeId) {
        id
        hasAccess
      }
      organisation(id: $chainId) {
        id
        hasAccess
      }
    }
  `;

  it("carries the api's hasAccess for the caller: owners and admins yes, others and visitors no", async () => {
    const { places } = await rest<{ places: { id: string; name: string }[] }>(
      'GET',
      `/places?city=${LONDON}&query=${encodeURIComponent('Falcon Cafe')}&limit=10`,
    );
    const placeId = places.find((place) => place.name === 'Falcon Cafe')?.id;
    const { organisations } = await rest<{ organisations: { id: string; hasOwner: boolean }[] }>(
      'GET',
      '/organisations?limit=100&hasOwner=true',
    );
    const chainId = organisations[0]?.id;
    if (!placeId || !chainId) throw new Error('the demo data lacks Falcon Cafe or an owned chain');

    type Access = {
      place: { hasAccess: boolean | null };
      organisation: { hasAccess: boolean | null };
    };
    const as = async (name: string | null) => {
      const token = name ? (await person(name)).token : undefined;
      const data = await ok<Access>(ACCESS, { placeId, chainId }, token);
      return [data.place.hasAccess, data.organisation.hasAccess];
    };
    // owner1 owns Falcon Cafe and the first demo chain (docs/demo-accounts.md).
    expect(await as('owner1')).toEqual([true, true]);
    expect(await as('admin')).toEqual([true, true]);
    expect(await as('user16')).toEqual([false, false]);
    expect(await as(null)).toEqual([false, false]);
  });
});
