// Notifications and counters as the gateway answers them, for the notification tests.
import { CountersDocument, type NotificationItem_NotificationFragment } from '../../gql/graphql';

export const creatorId = 'c'.repeat(24);
export const postId = 'd'.repeat(24);
export const placeId = 'e'.repeat(24);
export const chatId = 'a'.repeat(24);

export function actor(
  overrides: Partial<NotificationItem_NotificationFragment['creator']> = {},
): NotificationItem_NotificationFragment['creator'] & { __typename: 'NotificationActor' } {
  return {
    __typename: 'NotificationActor',
    type: 'USER',
    id: creatorId,
    name: 'Grace Hopper',
    latinName: null,
    thumbnailUrl: null,
    ...overrides,
  };
}

export const falconCafe = actor({
  type: 'PLACE',
  id: placeId,
  name: 'Falcon Cafe',
  latinName: 'falcon-cafe',
});

let sequence = 0;

export function notification(
  overrides: Partial<NotificationItem_NotificationFragment> = {},
): NotificationItem_NotificationFragment & { __typename: 'Notification' } {
  sequence += 1;
  return {
    __typename: 'Notification',
    id: sequence.toString(16).padStart(24, '0'),
    type: 'COMMENT',
    creator: actor(),
    outlet: null,
    recipientId: 'b'.repeat(24),
    objectType: 'COMMENT',
    objectId: 'f'.repeat(24),
    postId,
    postType: 'REVIEW',
    commentId: 'f'.repeat(24),
    chatId: null,
    preview: 'Lovely staff and…',
    outcome: null,
    reservation: null,
    offer: null,
    isViewed: false,
    isForUser: true,
    timePassed: 120,
    createdAt: new Date(Date.now() - 120_000).toISOString(),
    ...overrides,
  };
}

function notViewed(forUser: number, forOutlet: number) {
  return {
    __typename: 'NotViewedCounters' as const,
    forUser,
    forOutlet,
    total: forUser + forOutlet,
  };
}

/** The counters: notifications (personal, of one's places), and unread chats (none unless given). */
export function counters(forUser: number, forOutlet = 0, chats: [number, number] = [0, 0]) {
  return {
    __typename: 'Counters' as const,
    notifications: notViewed(forUser, forOutlet),
    chats: notViewed(...chats),
  };
}

/** The counters every badge reads, answered as often as the screens ask. */
export function countersMock(forUser: number, forOutlet = 0, chats: [number, number] = [0, 0]) {
  return {
    request: { query: CountersDocument },
    result: { data: { counters: counters(forUser, forOutlet, chats) } },
    maxUsageCount: 10,
  };
}
