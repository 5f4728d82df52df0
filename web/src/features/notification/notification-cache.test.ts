import { describe, expect, it } from 'vitest';
import { createCache } from '../../lib/infra/apollo/client';
import { readFirstPage } from '../../test/cache-pages';
import { addNotification, markViewed, writeCounters } from './notification-cache';
import { counters, falconCafe, notification } from './test-fixtures';
import { CountersDocument, NotificationListDocument } from '../../gql/graphql';

type Cache = ReturnType<typeof createCache>;

/** A page as the gateway answers it (the generated types leave out __typename). */
function writePage(
  cache: Cache,
  forOutlet: boolean,
  offset: number,
  items: ReturnType<typeof notification>[],
) {
  const data = {
    notifications: { __typename: 'NotificationPage' as const, hasMore: false, items },
  };
  cache.writeQuery({
    query: NotificationListDocument,
    variables: { forOutlet, offset, limit: 20 },
    data,
  });
}

function cacheWithLists() {
  const cache = createCache();
  const personal = notification();
  const forPlace = notification({ isForUser: false, outlet: falconCafe, type: 'POST' });
  for (const [forOutlet, item] of [
    [false, personal],
    [true, forPlace],
  ] as const) {
    writePage(cache, forOutlet, 0, [item]);
  }
  return { cache, personal, forPlace };
}

function listIds(cache: Cache, forOutlet: boolean) {
  const data = readFirstPage(cache, NotificationListDocument, { forOutlet });
  return data?.notifications.items.map((item) => item.id);
}

describe('the notification cache writer', () => {
  it('puts a new personal notification on top of the personal list only, once', () => {
    const { cache, personal, forPlace } = cacheWithLists();
    const added = notification({ type: 'LIKE', preview: 'Nice' });
    addNotification(cache, added);
    addNotification(cache, added);
    expect(listIds(cache, false)).toEqual([added.id, personal.id]);
    expect(listIds(cache, true)).toEqual([forPlace.id]);
  });

  it("puts a place's new notification on top of the places list", () => {
    const { cache, personal, forPlace } = cacheWithLists();
    const added = notification({ type: 'FOLLOWER', isForUser: false, outlet: falconCafe });
    addNotification(cache, added);
    expect(listIds(cache, true)).toEqual([added.id, forPlace.id]);
    expect(listIds(cache, false)).toEqual([personal.id]);
  });

  it('leaves lists never loaded to load it themselves', () => {
    const cache = createCache();
    addNotification(cache, notification());
    expect(readFirstPage(cache, NotificationListDocument, { forOutlet: false })).toBeNull();
  });

  it('writes pushed counters where every badge reads them', () => {
    const cache = createCache();
    writeCounters(cache, counters(2, 1));
    expect(cache.readQuery({ query: CountersDocument })?.counters.notifications).toEqual({
      __typename: 'NotViewedCounters',
      forUser: 2,
      forOutlet: 1,
      total: 3,
    });
    writeCounters(cache, counters(3, 1));
    expect(cache.readQuery({ query: CountersDocument })?.counters.notifications.total).toBe(4);
  });

  it('marks notifications viewed together with the counters the mutation answered', () => {
    const { cache, personal } = cacheWithLists();
    writeCounters(cache, counters(1, 1));
    markViewed(cache, [personal.id], counters(0, 1));
    const data = readFirstPage(cache, NotificationListDocument, { forOutlet: false });
    expect(data?.notifications.items[0]?.isViewed).toBe(true);
    expect(cache.readQuery({ query: CountersDocument })?.counters.notifications.total).toBe(1);
  });

  it('a next page that repeats an item a live one pushed down keeps it once', () => {
    const { cache, personal } = cacheWithLists();
    const added = notification();
    addNotification(cache, added);
    const older = notification();
    writePage(cache, false, 2, [personal, older]);
    expect(listIds(cache, false)).toEqual([added.id, personal.id, older.id]);
  });
});
