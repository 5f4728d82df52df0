import type { Queryable } from '../db/database.js';
import { staffedOutlets } from '../access/staff.js';

/**
 * What people have not viewed yet, counted in one place for the notifications and the chats that
 * both feed it: the SQL of each list and a reader of many people's counters in one query.
 */

/** SPEC section 3, Not-viewed counters. */
export interface NotViewedCounters {
  forUser: number;
  forOutlet: number;
  total: number;
}

export const noCounters: NotViewedCounters = { forUser: 0, forOutlet: 0, total: 0 };

/** Not-viewed counters of many people, by person. */
export type CountersReader = (
  db: Queryable,
  userIds: readonly string[],
) => Promise<Map<string, NotViewedCounters>>;

/**
 * A reader of counters by person in one query for many people (nothing is asked when there is
 * nobody): `counted(userSql, forOutlet)` is the SQL counting one list of the person `userSql`.
 */
export function countersReader(
  counted: (userSql: string, forOutlet: boolean) => string,
): CountersReader {
  return async (db, userIds) => {
    const counters = new Map<string, NotViewedCounters>();
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return counters;
    const { rows } = await db.query<{ user_id: string; for_user: number; for_outlet: number }>(
      `SELECT u.id AS user_id, ${counted('u.id', false)} AS for_user,
              ${counted('u.id', true)} AS for_outlet
       FROM unnest($1::text[]) AS u (id)`,
      [unique],
    );
    for (const row of rows) {
      counters.set(row.user_id, {
        forUser: row.for_user,
        forOutlet: row.for_outlet,
        total: row.for_user + row.for_outlet,
      });
    }
    return counters;
  };
}

/**
 * The condition on `n` for the person `userSql`'s list: their own, or (forOutlet) those of their
 * places and chains, less what they did themselves acting for or as those.
 */
export function listCondition(userSql: string, forOutlet: boolean): string {
  if (!forOutlet) return `n.recipient_type = 'user' AND n.recipient_id = ${userSql}`;
  return `(n.recipient_type, n.recipient_id) IN (SELECT o.type, o.id FROM ${staffedOutlets(userSql)} o)
          AND n.actor_user_id IS DISTINCT FROM ${userSql}`;
}

/** SQL: how many notifications of the person `userSql`'s list (see listCondition) are not viewed. */
export function notViewedCount(userSql: string, forOutlet: boolean): string {
  return `(SELECT count(*) FROM notifications n
      WHERE ${listCondition(userSql, forOutlet)} AND NOT n.is_viewed)::int`;
}

/** The notification not-viewed counters of many people in one query, by person. */
export const notViewedCounters = countersReader(notViewedCount);

/**
 * SQL: the message `x` is one the member `m` has not viewed (sent by the other member after what
 * `m` viewed).
 */
export function notViewedBy(member: string): string {
  return `x.chat_id = ${member}.chat_id AND NOT x.is_deleted
    AND (x.sender_type, x.sender_id) <> (${member}.member_type, ${member}.member_id)
    AND x.created_at > coalesce(${member}.viewed_until, '-infinity')`;
}

/** SQL: the member `m` is the person `userSql` or a place or chain that person owns or manages. */
export function actsAs(userSql: string, isStaffed: boolean): string {
  return isStaffed
    ? `(m.member_type, m.member_id) IN (SELECT o.type, o.id FROM ${staffedOutlets(userSql)} o)`
    : `m.member_type = 'user' AND m.member_id = ${userSql}`;
}

/**
 * The chats not-viewed counters of many people in one query, by person: their own chats holding a
 * message they have not viewed (forUser), and the chats of the places and chains they own or
 * manage holding one the place has not viewed (forOutlet).
 */
export const chatNotViewedCounters = countersReader(chatNotViewedCount);

/** SQL: how many chats of the person `userSql` (or, forOutlet, of their outlets) are not viewed. */
export function chatNotViewedCount(userSql: string, forOutlet: boolean): string {
  return `(SELECT count(*) FROM chat_members m
      WHERE ${actsAs(userSql, forOutlet)}
        AND EXISTS (SELECT 1 FROM messages x WHERE ${notViewedBy('m')}))::int`;
}
