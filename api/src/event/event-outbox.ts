import type { Queryable } from '../db/database.js';
import { eventStreamLimits } from '../messages.js';

/** The channel that wakes waiting streams (PostgreSQL NOTIFY; PGlite's in-process listeners). */
export const eventChannel = 'tavola_events';

/** The event types of docs/live-events.md; later features add theirs here. */
export type EventType =
  | 'notification.created'
  | 'counters.changed'
  | 'session.ended'
  | 'message.created'
  | 'message.updated'
  | 'message.deleted'
  | 'chat.changed'
  | 'reservation.changed'
  | 'waitlist.changed'
  | 'reservation.updated';

// Any constant; the same for every api instance on one database.
const outboxLockKey = 74_012;

/**
 * Writes an event to the outbox (table `events`) in the caller's transaction: it is streamed once
 * the transaction commits and never when it rolls back. `userIds` is its audience.
 *
 * Outbox writers take one transaction-long lock before their id is drawn, so ids are handed out in
 * commit order and a stream reading `id > last` never passes an id that commits later. Emit as the
 * last writes of a transaction (after its row locks), which keeps that lock short and lock order
 * the same everywhere.
 *
 * One statement: the row is drawn from the materialized `locked`, so its id (the column default)
 * is taken only once the lock is held; `pg_notify` is delivered on commit only, and repeats within
 * one transaction are folded into one.
 */
export async function emit(
  tx: Queryable,
  type: EventType,
  payload: Record<string, unknown>,
  userIds: readonly string[],
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `WITH locked AS MATERIALIZED (SELECT pg_advisory_xact_lock($4)),
     written AS (
       INSERT INTO events (type, payload, user_ids)
       SELECT $1, $2::jsonb, $3::text[] FROM locked
       RETURNING id
     )
     SELECT id::text, pg_notify($5, '') FROM written`,
    [type, JSON.stringify(payload), [...new Set(userIds)], outboxLockKey, eventChannel],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('the outbox returned no id');
  return id;
}

export interface StoredEvent {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  user_ids: string[];
}

/** The events after `afterId`, oldest first. */
export async function eventsAfter(
  db: Queryable,
  afterId: string,
  limit: number = eventStreamLimits.readBatch,
): Promise<StoredEvent[]> {
  const { rows } = await db.query<StoredEvent>(
    // By the column, not by the text the output calls id.
    `SELECT e.id::text AS id, e.type, e.payload, e.user_ids FROM events e
     WHERE e.id > $1::bigint ORDER BY e.id LIMIT $2`,
    [afterId, limit],
  );
  return rows;
}

/** Where a stream starts, and whether its consumer must first be told to refetch everything. */
export interface StreamStart {
  /** Stream the events after this id. */
  afterId: string;
  /** Events the consumer has not seen are gone (or the database is not the one it knew). */
  reset: boolean;
}

/**
 * Without a Last-Event-ID a stream starts with the events committed from now on. With one, it
 * resumes after it; when the events right after it are no longer kept (retention), or the id is
 * ahead of every id ever drawn (another database), the consumer gets a reset and the stream starts
 * at the oldest event kept.
 */
export async function streamStart(db: Queryable, lastEventId: string | null): Promise<StreamStart> {
  const { rows } = await db.query<{ newest: string; oldest: string | null; drawn: string }>(
    `SELECT coalesce((SELECT max(id) FROM events), 0)::text AS newest,
            (SELECT min(id) FROM events)::text AS oldest,
            (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END
             FROM events_id_seq)::text AS drawn`,
  );
  const facts = rows[0];
  if (!facts) throw new Error('the outbox facts are missing');
  if (lastEventId === null) return { afterId: facts.newest, reset: false };
  const last = BigInt(lastEventId);
  const drawn = BigInt(facts.drawn);
  const oldestKept = facts.oldest === null ? drawn + 1n : BigInt(facts.oldest);
  if (last > drawn || last + 1n < oldestKept) {
    return { afterId: (oldestKept - 1n).toString(), reset: true };
  }
  return { afterId: last.toString(), reset: false };
}

/**
 * Retention: deletes events older than `retentionHours`, but always keeps the newest `keepNewest`
 * (so a consumer that was away a while still resumes when little happened). Returns how many went.
 */
export async function pruneEvents(
  db: Queryable,
  options: { retentionHours?: number; keepNewest?: number } = {},
): Promise<number> {
  const hours = options.retentionHours ?? eventStreamLimits.retentionHours;
  const keep = options.keepNewest ?? eventStreamLimits.keepNewest;
  const { rows } = await db.query<{ count: number }>(
    `WITH gone AS (
       DELETE FROM events
       WHERE created_at < now() - make_interval(hours => $1::int)
         AND id < (SELECT min(id) FROM (SELECT id FROM events ORDER BY id DESC LIMIT $2) newest)
       RETURNING 1)
     SELECT count(*)::int AS count FROM gone`,
    [hours, keep],
  );
  return rows[0]?.count ?? 0;
}
