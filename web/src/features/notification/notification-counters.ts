import { useQuery } from '@apollo/client/react';
import { useSession } from '../../lib/session';
import { CountersQuery } from './notification-fragments';

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
  const { data, error } = useQuery(CountersQuery, { skip: !signedIn });
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
