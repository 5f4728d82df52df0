import type { Queryable } from '../db/database.js';
import {
  countersByPerson,
  type NotViewedCounters,
} from '../notification/notification-repository.js';
import { actsAs, notViewedBy } from './chat-repository.js';

/** SQL: how many chats of `userSql` (own, or isStaffed its outlets') hold a message not viewed. */
const chatsNotViewed = (userSql: string, isStaffed: boolean) =>
  `(SELECT count(*) FROM chat_members m
    WHERE ${actsAs(userSql, isStaffed)}
      AND EXISTS (SELECT 1 FROM messages x WHERE ${notViewedBy('m')}))::int`;

/**
 * The chats not-viewed counters of many people in one query, by person: their own chats holding a
 * message they have not viewed (forUser), and the chats of the places and chains they own or
 * manage holding one the place has not viewed (forOutlet).
 */
export function chatNotViewedCounters(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, NotViewedCounters>> {
  return countersByPerson(
    db,
    userIds,
    `SELECT u.id AS user_id, ${chatsNotViewed('u.id', false)} AS for_user,
            ${chatsNotViewed('u.id', true)} AS for_outlet
     FROM unnest($1::text[]) AS u (id)`,
  );
}
