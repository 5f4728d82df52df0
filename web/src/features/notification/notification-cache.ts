import type { ApolloCache } from '@apollo/client';
import { prependToLists, writeEntry } from '../../lib/infra/apollo/cached-lists';
import {
  CountersDocument,
  NotificationItem_NotificationFragmentDoc,
  type Counters_CountersFragment,
  type NotificationItem_NotificationFragment,
} from '../../gql/graphql';

// One writer per event kind. The live subscriptions and the mutations causing the same change call
// these, so a notification or a counter reads the same whichever way it arrived; nothing refetches.

/**
 * A new notification: stored once, then put at the top of each cached list it belongs to (the
 * personal one, or the list of one's places and chains). Lists never loaded are left to load it.
 */
export function addNotification(
  cache: ApolloCache,
  notification: NotificationItem_NotificationFragment,
): void {
  const fragmentName = 'NotificationItem_notification';
  const id = writeEntry(
    cache,
    notification,
    'Notification',
    NotificationItem_NotificationFragmentDoc,
    fragmentName,
  );
  if (!id) return;
  prependToLists(
    cache,
    'notifications',
    id,
    notification.id,
    (args) => (args.forOutlet === true) !== notification.isForUser,
  );
}

/** New counters (pushed, or answered by markNotificationsViewed): every badge reads them. */
export function writeCounters(cache: ApolloCache, counters: Counters_CountersFragment): void {
  // The generated types leave out __typename; the cache needs it to store the singleton.
  const data = {
    counters: {
      __typename: 'Counters' as const,
      notifications: { __typename: 'NotViewedCounters' as const, ...counters.notifications },
      chats: { __typename: 'NotViewedCounters' as const, ...counters.chats },
    },
  };
  cache.writeQuery({ query: CountersDocument, data });
}

/**
 * Notifications just marked viewed (the mutation's ids), with the counters it answered. Both are
 * written together so a badge and the list never disagree.
 */
export function markViewed(
  cache: ApolloCache,
  ids: readonly string[],
  counters: Counters_CountersFragment,
): void {
  for (const notificationId of ids) {
    const id = cache.identify({ __typename: 'Notification', id: notificationId });
    if (id) cache.modify({ id, fields: { isViewed: () => true } });
  }
  writeCounters(cache, counters);
}
