import type { Queryable } from '../db/database.js';
import { emit } from '../event/event-outbox.js';
import type { ImageStorage } from '../image/storage.js';
import { emitCountersChanged } from '../counters/person-counters.js';
import { notificationsJson } from './notification-json.js';
import {
  audiencesOf,
  deleteNotViewed,
  insertNotifications,
  type CausedBy,
  type NotificationDraft,
  type RecipientFacts,
} from './notification-repository.js';

/**
 * The notifications of docs/live-events.md, written inside the transaction of the action that
 * causes them (a review, a comment, a like, a follow), with their `notification.created` and
 * `counters.changed` events: all commit or roll back with the action. Call these last in the
 * transaction, after the action's own writes (emit's lock order).
 */

/** Whom a notification would concern, for the self-action rule. */
function isOwnAction(draft: NotificationDraft): boolean {
  // A person is not notified of what they did (also when they did it as a place or chain).
  if (draft.recipient.type === 'user') return draft.recipient.id === draft.actorUserId;
  // An outlet is not notified of what its own staff did acting as it.
  return draft.creator.type === draft.recipient.type && draft.creator.id === draft.recipient.id;
}

/**
 * Writes the drafts that notify someone else (once per recipient, the first draft winning) and
 * emits one `notification.created` per notification to its audience, then `counters.changed` for
 * everyone reached and the people of `alsoCountersOf` (whose counters the action moved otherwise).
 * Returns the ids written.
 */
export async function createNotifications(
  tx: Queryable,
  storage: ImageStorage,
  drafts: readonly NotificationDraft[],
  alsoCountersOf: readonly string[] = [],
): Promise<string[]> {
  const seen = new Set<string>();
  const kept = drafts.filter((draft) => {
    const key = `${draft.recipient.type}:${draft.recipient.id}`;
    if (isOwnAction(draft) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (kept.length === 0) {
    await emitCountersChanged(tx, alsoCountersOf);
    return [];
  }
  const rows = await insertNotifications(tx, kept);
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const audiences = await audiencesOf(tx, rows);
  const json = await notificationsJson(tx, storage, rows);
  for (const [index, notification] of json.entries()) {
    const audience = audiences[index] ?? [];
    if (audience.length > 0) await emit(tx, 'notification.created', { notification }, audience);
  }
  await emitCountersChanged(tx, [...audiences.flat(), ...alsoCountersOf]);
  return rows.map((row) => row.id);
}

/** Emits the new counters of everyone whose counters these removed or viewed rows moved. */
export async function emitCountersOf(tx: Queryable, rows: readonly RecipientFacts[]) {
  if (rows.length === 0) return;
  await emitCountersChanged(tx, (await audiencesOf(tx, rows)).flat());
}

/** Deletes what `cause` notified while not yet viewed, and emits the counters that fell. */
export async function withdraw(tx: Queryable, cause: CausedBy): Promise<number> {
  const rows = await deleteNotViewed(tx, cause);
  await emitCountersOf(tx, rows);
  return rows.length;
}
