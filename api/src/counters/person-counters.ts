import type { Queryable } from '../db/database.js';
import { emit } from '../event/event-outbox.js';
import {
  chatNotViewedCount,
  noCounters,
  notViewedCount,
  type NotViewedCounters,
} from './not-viewed.js';

/** A person's notification counters with their chats counters, as `counters.changed` sends them. */
export interface PersonCounters extends NotViewedCounters {
  chats: NotViewedCounters;
}

/** Both counters of one person from a row of `personCounters`' query. */
function countersOf(forUser: number, forOutlet: number): NotViewedCounters {
  return { forUser, forOutlet, total: forUser + forOutlet };
}

/** The counters of many people (notifications and chats), by person, in one query. */
export async function personCounters(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, PersonCounters>> {
  const people = [...new Set(userIds)];
  if (people.length === 0) return new Map();
  const { rows } = await db.query<{
    user_id: string;
    for_user: number;
    for_outlet: number;
    chats_for_user: number;
    chats_for_outlet: number;
  }>(
    `SELECT u.id AS user_id, ${notViewedCount('u.id', false)} AS for_user,
            ${notViewedCount('u.id', true)} AS for_outlet,
            ${chatNotViewedCount('u.id', false)} AS chats_for_user,
            ${chatNotViewedCount('u.id', true)} AS chats_for_outlet
     FROM unnest($1::text[]) AS u (id)`,
    [people],
  );
  const found = new Map(rows.map((row) => [row.user_id, row]));
  return new Map(
    people.map((userId) => {
      const row = found.get(userId);
      const counters: PersonCounters = row
        ? {
            ...countersOf(row.for_user, row.for_outlet),
            chats: countersOf(row.chats_for_user, row.chats_for_outlet),
          }
        : { ...noCounters, chats: noCounters };
      return [userId, counters];
    }),
  );
}

/**
 * Emits `counters.changed` with the new counters of these people (computed in the transaction);
 * nothing when there is nobody.
 */
export async function emitCountersChanged(
  tx: Queryable,
  userIds: readonly string[],
): Promise<void> {
  const people = [...new Set(userIds)];
  if (people.length === 0) return;
  const counters = await personCounters(tx, people);
  await emit(tx, 'counters.changed', { counters: Object.fromEntries(counters) }, people);
}
