import type { Queryable } from '../db/database.js';
import { emit } from '../event/event-outbox.js';
import {
  chatNotViewedCounters,
  noCounters,
  notViewedCounters,
  type NotViewedCounters,
} from './not-viewed.js';

/** A person's notification counters with their chats counters, as `counters.changed` sends them. */
export interface PersonCounters extends NotViewedCounters {
  chats: NotViewedCounters;
}

/** The counters of many people (notifications and chats), by person. */
export async function personCounters(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, PersonCounters>> {
  const notifications = await notViewedCounters(db, userIds);
  const chats = await chatNotViewedCounters(db, userIds);
  return new Map(
    [...new Set(userIds)].map((userId) => [
      userId,
      { ...(notifications.get(userId) ?? noCounters), chats: chats.get(userId) ?? noCounters },
    ]),
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
