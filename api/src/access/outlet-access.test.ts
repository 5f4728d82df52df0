// hasAccess on the full place read and the chain reads (SPEC section 6), from the demo roles of
// docs/demo-accounts.md: owners and managers of Falcon Cafe, a requester on Sage Grill (which has
// no owner), owner1 owning the first demo chain.
import { describe, expect, it } from 'vitest';
import { ownedDemoOrganisationName } from '../seed/demo-organisations.js';
import { useApi, demoTokens } from '../test-support/api-under-test.js';

const api = useApi();
const LONDON = 'london-england-united-kingdom';

const tokenOf = demoTokens(() => api.url);

async function read<T>(path: string, who: string | null): Promise<T> {
  const headers: Record<string, string> = {};
  if (who) headers.authorization = `Bearer ${await tokenOf(who)}`;
  const response = await fetch(`${api.url}/api/v1${path}`, { headers });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

async function placeId(name: string): Promise<string> {
  const { places } = await read<{ places: { id: string; name: string }[] }>(
    `/places?city=${LONDON}&query=${encodeURIComponent(name)}&limit=10`,
    null,
  );
  const place = places.find((candidate) => candidate.name === name);
  if (!place) throw new Error(`no demo place ${name}`);
  return place.id;
}

interface Chain {
  id: string;
  name: string;
  hasOwner: boolean;
  hasAccess: boolean;
}

async function chains(who: string | null): Promise<{ owned: Chain; unowned: Chain }> {
  const { organisations } = await read<{ organisations: Chain[] }>('/organisations?limit=100', who);
  const owned = organisations.find((chain) => chain.name === ownedDemoOrganisationName);
  const unowned = organisations.find((chain) => !chain.hasOwner);
  if (!owned || !unowned) throw new Error('the demo data lacks an owned or an unowned chain');
  return { owned, unowned };
}

describe('hasAccess of a place (GET /places/{id})', () => {
  const access = async (place: string, who: string | null) =>
    (await read<{ place: { hasAccess: boolean } }>(`/places/${await placeId(place)}`, who)).place
      .hasAccess;

  it('is true for its owner and manager and admins, false for others and visitors', async () => {
    expect(await access('Falcon Cafe', 'owner1')).toBe(true);
    expect(await access('Falcon Cafe', 'manager1')).toBe(true);
    expect(await access('Falcon Cafe', 'admin')).toBe(true);
    expect(await access('Falcon Cafe', 'manager2')).toBe(false);
    expect(await access('Falcon Cafe', 'user1')).toBe(false);
    expect(await access('Falcon Cafe', null)).toBe(false);
  });

  it('is true for content managers only while the place has no owner; a requester has none', async () => {
    expect(await access('Falcon Cafe', 'content')).toBe(false);
    expect(await access('Sage Grill', 'content')).toBe(true);
    expect(await access('Sage Grill', 'requester')).toBe(false);
  });
});

describe('hasAccess of a chain (GET /organisations, /organisations/{id}, ?ids=)', () => {
  it('is true for its owner and admins on every read, false for others and visitors', async () => {
    const mine = await chains('owner1');
    expect(mine.owned.hasAccess).toBe(true);
    expect(mine.unowned.hasAccess).toBe(false);
    const single = await read<{ organisation: Chain }>(`/organisations/${mine.owned.id}`, 'owner1');
    expect(single.organisation.hasAccess).toBe(true);
    const batch = await read<{ organisations: Chain[] }>(
      `/organisations?ids=${mine.owned.id},${mine.unowned.id}`,
      'admin',
    );
    expect(batch.organisations.map((chain) => chain.hasAccess)).toEqual([true, true]);

    const visitor = await chains(null);
    expect([visitor.owned.hasAccess, visitor.unowned.hasAccess]).toEqual([false, false]);
    const stranger = await chains('user1');
    expect([stranger.owned.hasAccess, stranger.unowned.hasAccess]).toEqual([false, false]);
  });

  it('is true for content managers only on chains without an owner', async () => {
    const { owned, unowned } = await chains('content');
    expect(owned.hasAccess).toBe(false);
    expect(unowned.hasAccess).toBe(true);
  });
});
