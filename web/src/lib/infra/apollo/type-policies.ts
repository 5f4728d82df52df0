import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

/** The cached shape of an offset page (`PlacePage` and, later, every other `*Page`). */
export interface CachedPage<TItem> {
  __typename?: string;
  items: readonly TItem[];
  hasMore: boolean;
}

/**
 * Merges an incoming offset page into what the cache holds: items land at their offset (a next
 * page appends, a page fetched again overwrites itself in place), a refetch of page 0 starts over,
 * and `hasMore` comes from whichever page reaches the end of what is cached.
 */
export function mergeOffsetPage<TItem>(
  existing: CachedPage<TItem> | undefined,
  incoming: CachedPage<TItem>,
  offset: number,
): CachedPage<TItem> {
  if (!existing || offset === 0) {
    // A first page starts over: what was cached after it may be stale.
    return incoming;
  }
  const items = existing.items.slice(0, offset);
  const end = offset + incoming.items.length;
  if (end >= existing.items.length) {
    items.push(...incoming.items);
    return { ...incoming, items };
  }
  // An earlier page was fetched again: replace it and keep the pages after it.
  items.push(...incoming.items, ...existing.items.slice(end));
  return { ...incoming, items, hasMore: existing.hasMore };
}

function offsetPagePolicy(keyArgs: string[]): FieldPolicy<CachedPage<unknown>> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const offset = typeof args?.offset === 'number' ? args.offset : 0;
      return mergeOffsetPage(existing, incoming, offset);
    },
  };
}

/**
 * Search pages (places and people shuffled together) have no item positions to merge at: a next
 * page is appended, a first page starts over.
 */
export function appendPage<TItem>(
  existing: CachedPage<TItem> | undefined,
  incoming: CachedPage<TItem>,
  offset: number,
): CachedPage<TItem> {
  if (!existing || offset === 0) return incoming;
  return { ...incoming, items: [...existing.items, ...incoming.items] };
}

/** An offset page cached with the offset its first item sits at (a list opened at `?page=N`). */
export interface StartedPage<TItem> extends CachedPage<TItem> {
  start?: number;
}

/**
 * A list that may start at any page (`?page=N`) and grows from there with `fetchMore`: the cache
 * holds one run of items from `start`. A next page lands at its offset within the run; a page
 * outside it (or the start page fetched again) starts a new run there. A query reads the run only
 * when it starts where the run does, so page 1 never shows the items of page 3 as its own.
 */
export function mergeFromStart<TItem>(
  existing: StartedPage<TItem> | undefined,
  incoming: CachedPage<TItem>,
  offset: number,
): StartedPage<TItem> {
  const start = existing?.start ?? 0;
  if (!existing || offset <= start || offset > start + existing.items.length) {
    return { ...incoming, start: offset };
  }
  return { ...mergeOffsetPage(existing, incoming, offset - start), start };
}

function startPagePolicy(keyArgs: string[]): FieldPolicy<StartedPage<unknown>> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      return mergeFromStart(existing, incoming, typeof args?.offset === 'number' ? args.offset : 0);
    },
    read(existing, { args }) {
      const offset = typeof args?.offset === 'number' ? args.offset : 0;
      return existing && (existing.start ?? 0) === offset ? existing : undefined;
    },
  };
}

/**
 * A newest-first list that also grows at its head while it is open (live notifications): the next
 * page's offset then counts the items added on top, so the server may answer again an item already
 * cached. Offset pages merge as everywhere; the same item is kept once.
 */
function liveOffsetPagePolicy(keyArgs: string[]): FieldPolicy<CachedPage<unknown>> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      const offset = typeof args?.offset === 'number' ? args.offset : 0;
      const merged = mergeOffsetPage(existing, incoming, offset);
      const seen = new Set<unknown>();
      const items = merged.items.filter((item) => {
        const id = readField('id', item as Reference);
        if (id === undefined) return true;
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
      return items.length === merged.items.length ? merged : { ...merged, items };
    },
  };
}

/**
 * A chat's messages as one run, oldest first, whatever offsets its pages came from: opening a chat
 * reads its newest page, scrolling up adds older ones, and live messages are appended. Pages and
 * live messages overlap as the chat grows meanwhile, so each message is kept once, in publication
 * order (the api's order: time, then id).
 */
export function mergeMessagePages(
  existing: CachedPage<Reference> | undefined,
  incoming: CachedPage<Reference>,
  readField: (field: string, from: Reference) => unknown,
): CachedPage<Reference> {
  const byId = new Map<unknown, Reference>();
  for (const item of [...(existing?.items ?? []), ...incoming.items]) {
    byId.set(readField('id', item), item);
  }
  const key = (item: Reference) =>
    `${String(readField('publicationDate', item))}|${String(readField('id', item))}`;
  const items = [...byId.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return { ...incoming, items };
}

const messagesPolicy: FieldPolicy<CachedPage<Reference>> = {
  keyArgs: ['chatId'],
  merge(existing, incoming, { readField }) {
    return mergeMessagePages(existing, incoming, (field, from) => readField(field, from));
  },
};

/**
 * The types kept as one cache entry per id, so a change shows in every list and page: a profile
 * edit in every list and the session; a like, hide or delete on the one Post every list shows; a
 * listed notification, chat or message and a pushed one are the same; a reservation's answer.
 */
const ENTRIES_BY_ID = [
  'Place',
  'Gallery',
  'User',
  'City',
  'Category',
  'ImageSet',
  'Post',
  'Like',
  'Notification',
  'Chat',
  'Message',
  'Reservation',
];

/**
 * The types read whole where they show, with no entry of their own: the pages of lists, and
 * values without an id (a location, a notification's actor, a staffed place's answer time, a
 * day's reservation slots).
 */
const READ_WHOLE = [
  'OrganisationPage',
  'SearchPage',
  'PlacePage',
  'PostPage',
  'LikePage',
  'NotificationPage',
  'ChatPage',
  'MessagePage',
  'ReservationPage',
  'Location',
  'NotificationActor',
  'NotViewedCounters',
  'ChatResponseTime',
  'ReservationSlot',
];

// The one place that says how server data is identified and how lists grow.
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // The place page's organisations and search; a city's chains may open at ?page=N.
      organisations: startPagePolicy(['city', 'query']),
      search: {
        keyArgs: ['query', 'city'],
        merge(existing: CachedPage<unknown> | undefined, incoming: CachedPage<unknown>, { args }) {
          return appendPage(existing, incoming, typeof args?.offset === 'number' ? args.offset : 0);
        },
      },
      // Place lists: every page is its own entry (keyed by offset too), so a list that
      // starts at ?page=N never mixes with one started elsewhere; the list renders page by page.
      places: { keyArgs: ['city', 'filter', 'orderBy', 'lat', 'lon', 'offset', 'limit'] },
      // Posts and likes: one growing list per filter; a post opened from a
      // list reads the cached Post at once, since every list shares the card's fragment.
      posts: offsetPagePolicy(['filter']),
      post: {
        read(existing, { args, toReference }) {
          return (
            existing ??
            (typeof args?.id === 'string'
              ? toReference({ __typename: 'Post', id: args.id })
              : undefined)
          );
        },
      },
      likes: offsetPagePolicy(['postId', 'commentId']),
      // Comments under a post and the follower lists: Show more appends.
      comments: offsetPagePolicy(['postId', 'includeHidden']),
      followers: offsetPagePolicy(['userId', 'placeId']),
      followingUsers: offsetPagePolicy(['userId']),
      followingPlaces: offsetPagePolicy(['userId']),
      // The places one staffs (/staffed).
      staffedPlaces: offsetPagePolicy([]),
      // Notifications: the personal list and the list of one's places and chains; live ones are
      // put on top by the notification cache writer.
      notifications: liveOffsetPagePolicy(['forOutlet']),
      // Chats, personal and of one's places and chains: a chat with news moves up (the chat
      // cache writer), so a next page may repeat one; a chat's messages merge into one run.
      chats: liveOffsetPagePolicy(['isStaffed']),
      messages: messagesPolicy,
      // Reservations: the staff's of a place and the guest's own; Show more appends.
      reservations: offsetPagePolicy(['placeId']),
      myReservations: offsetPagePolicy([]),
    },
  },
  ...Object.fromEntries(ENTRIES_BY_ID.map((typename) => [typename, { keyFields: ['id'] }])),
  ...Object.fromEntries(READ_WHOLE.map((typename) => [typename, { keyFields: false }])),
  Organisation: { keyFields: ['id'], fields: { places: offsetPagePolicy([]) } },
  Cuisine: { keyFields: ['value'] },
  // An image set is selected with different renditions fields in different places (a place
  // avatar's thumbnail url only, a post image's url, width and height): merge them, or writing
  // one selection drops the other's fields and the queries that need them refetch in a loop.
  ImageVariant: { merge: true },
  // The caller's counters are one entry every badge reads.
  Counters: { keyFields: [] },
  ReservationSettings: { keyFields: ['placeId'] },
};
