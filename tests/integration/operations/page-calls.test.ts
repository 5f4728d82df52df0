// The upstream calls a page costs, through the real gateway and api, counted by a proxy between
// the two: what keeps a page fast on a phone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from '../../support/stack.js';
import { peopleOf } from '../../support/people.js';
import {
  countPageCalls,
  loadPageDocuments,
  placePageRequests,
  profileRequests,
  type PageDocuments,
} from '../../bench/page-calls.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const stack = useStack({ countCalls: true });
const people = peopleOf(stack);

describe('upstream calls of a page', () => {
  let documents: PageDocuments;
  let placeId: string;
  let quietPlaceId: string;

  beforeAll(async () => {
    documents = await loadPageDocuments(root);
    const { places } = await people.rest<{ places: { id: string }[] }>(
      'GET',
      '/places?city=london-england-united-kingdom&limit=40&offset=20',
    );
    placeId = places[0]!.id;
    quietPlaceId = places[1]!.id;
    // More followers than the page's preview shows, each with followers of their own.
    for (let n = 1; n <= 8; n += 1) {
      const follower = await people.demo(`user${n}`);
      await people.rest('POST', '/followers', { placeId }, follower.token);
      const fan = await people.demo(`user${n + 8}`);
      await people.rest('POST', '/followers', { userId: follower.id }, fan.token);
    }
  });

  it('costs at most 3 for a place page with many followers, as for one with none', async () => {
    // Categories, cuisines and cities are public reads the gateway shares between requests for a
    // moment: the first page after a start reads them once, every later page reuses them.
    await countPageCalls(stack.gatewayUrl, stack.proxy, documents, placePageRequests(quietPlaceId));
    const many = await countPageCalls(
      stack.gatewayUrl,
      stack.proxy,
      documents,
      placePageRequests(placeId),
    );
    const none = await countPageCalls(
      stack.gatewayUrl,
      stack.proxy,
      documents,
      placePageRequests(quietPlaceId),
    );

    const page = many.data[0] as {
      place: { followerCount: number; someFollowers: unknown[]; recommended: unknown[] };
    };
    expect(page.place.followerCount).toBe(8);
    expect(page.place.someFollowers).toHaveLength(5);
    expect(page.place.recommended).toHaveLength(5);
    expect(many.count, many.calls.join('\n')).toBeLessThanOrEqual(3);
    expect(none.count, none.calls.join('\n')).toBeLessThanOrEqual(3);
  });

  it('costs a profile with many followers and posts no more than a few calls', async () => {
    const busy = await people.demo('user1');
    const quiet = await people.demo('user20');
    const many = await countPageCalls(
      stack.gatewayUrl,
      stack.proxy,
      documents,
      profileRequests(busy.id, 20),
    );
    const few = await countPageCalls(
      stack.gatewayUrl,
      stack.proxy,
      documents,
      profileRequests(quiet.id, 20),
    );

    const posts = (many.data[1] as { posts: { items: unknown[] } }).posts.items;
    expect(posts.length).toBeGreaterThan(1);
    // The person, and their posts answering the cities, places and places nearest to their
    // impressions they point to: the same for twenty posts as for one.
    expect(many.count, many.calls.join('\n')).toBeLessThanOrEqual(2);
    expect(few.count, few.calls.join('\n')).toBeLessThanOrEqual(many.count);
    const postCalls = (calls: readonly string[]) =>
      calls.filter((call) => !call.startsWith('/api/v1/users/'));
    expect(postCalls(many.calls), many.calls.join('\n')).toHaveLength(1);
  });

  it("names every impression's nearest place of a page with its posts, in one call", async () => {
    const author = await people.newcomer('wanderer@tavola.test');
    const { city } = await people.rest<{ city: { id: string } }>(
      'GET',
      '/cities/london-england-united-kingdom',
    );
    for (const [lat, lon] of [
      [51.51, -0.1],
      [51.52, -0.12],
      [51.5, -0.14],
    ]) {
      await people.rest(
        'POST',
        '/posts',
        { cityId: city.id, lat, lon, text: `At ${lat}, ${lon}` },
        author.token,
      );
    }

    const counted = await countPageCalls(
      stack.gatewayUrl,
      stack.proxy,
      documents,
      profileRequests(author.id, 20),
    );

    const items = (
      counted.data[1] as { posts: { items: { nearestPlace: { name: string } | null }[] } }
    ).posts.items;
    expect(items).toHaveLength(3);
    expect(items.every((post) => post.nearestPlace?.name)).toBe(true);
    // The posts call names them: no call of its own.
    expect(counted.calls.filter((call) => call.startsWith('/api/v1/places/nearest'))).toHaveLength(
      0,
    );
    expect(counted.calls.filter((call) => call.startsWith('/api/v1/posts?'))).toHaveLength(1);
  });
});
