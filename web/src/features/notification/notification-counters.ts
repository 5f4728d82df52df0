import { useQuery } from '@apollo/client/react';
import { useSession } from '../../lib/session';
import { CountersQuery } from './notification-fragments';

export interface UnreadCounts {
  /** Not-viewed notifications, personal and of one's places and chains. */
  notifications: number;
  forUser: number;
  forOutlet: number;
  /** Unread chats: none until chats exist. */
  chats: number;
  /** SPEC section 2: the mobile bottom bar's Messages counts unread chats and notifications. */
  messages: number;
}

const none: UnreadCounts = { notifications: 0, forUser: 0, forOutlet: 0, chats: 0, messages: 0 };

/**
 * The signed-in person's unread counters, kept fresh by the live subscriptions; nothing is asked
 * for a visitor. A failed fetch reads as zero (SPEC section 8: notifications reset their count).
 */
export function useUnreadCounts(): UnreadCounts {
  const { signedIn } = useSession();
  const { data, error } = useQuery(CountersQuery, { skip: !signedIn });
  const counters = signedIn && !error ? data?.counters.notifications : undefined;
  if (!counters) return none;
  const chats = 0;
  return {
    notifications: counters.total,
    forUser: counters.forUser,
    forOutlet: counters.forOutlet,
    chats,
    messages: chats + counters.total,
  };
}
