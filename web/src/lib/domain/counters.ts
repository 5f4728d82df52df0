import { useQuery } from '@apollo/client/react';
import type { InboxTab } from '../../components/ui/inbox-page';
import { paths } from '../paths';
import { useSession } from './session';
import { CountersDocument } from '../../gql/graphql';

export interface UnreadCounts {
  /** Not-viewed notifications, personal and of one's places and chains. */
  notifications: number;
  forUser: number;
  forOutlet: number;
  /** Chats holding a message not viewed, personal and of one's places and chains. */
  chats: number;
  /** Unread chats of one's own, and of one's places and chains. */
  chatsForUser: number;
  chatsForOutlet: number;
  /** SPEC section 2: the mobile bottom bar's Messages counts unread chats and notifications. */
  messages: number;
}

const none: UnreadCounts = {
  notifications: 0,
  forUser: 0,
  forOutlet: 0,
  chats: 0,
  chatsForUser: 0,
  chatsForOutlet: 0,
  messages: 0,
};

/**
 * The signed-in person's unread counters, kept fresh by the live subscriptions; nothing is asked
 * for a visitor. A failed fetch reads as zero (SPEC section 8: notifications reset their count).
 */
export function useUnreadCounts(): UnreadCounts {
  const { signedIn } = useSession();
  const { data, error } = useQuery(CountersDocument, { skip: !signedIn });
  const counters = signedIn && !error ? data?.counters : undefined;
  if (!counters) return none;
  const { notifications, chats } = counters;
  return {
    notifications: notifications.total,
    forUser: notifications.forUser,
    forOutlet: notifications.forOutlet,
    chats: chats.total,
    chatsForUser: chats.forUser,
    chatsForOutlet: chats.forOutlet,
    messages: chats.total + notifications.total,
  };
}

/** Each inbox's two tabs: the address of each and the unread count it shows. */
const inboxTabs = {
  chats: {
    personal: { path: paths.chats, count: 'chatsForUser' },
    places: { path: paths.chatsPlaces, count: 'chatsForOutlet' },
  },
  notifications: {
    personal: { path: paths.notifications, count: 'forUser' },
    places: { path: paths.notificationsPlaces, count: 'forOutlet' },
  },
} as const satisfies Record<
  string,
  Record<'personal' | 'places', { path: { getHref(): string }; count: keyof UnreadCounts }>
>;

/** The personal and places tabs of an inbox (chats, notifications), with their unread counts. */
export function useInboxTabs(
  inbox: keyof typeof inboxTabs,
): Record<'personal' | 'places', InboxTab> {
  const counts = useUnreadCounts();
  const { personal, places } = inboxTabs[inbox];
  return {
    personal: { to: personal.path.getHref(), count: counts[personal.count] },
    places: { to: places.path.getHref(), count: counts[places.count] },
  };
}
