import type { Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { chatLimits } from '../messages.js';
import { notificationActors, type NotificationActor } from '../notification/notification-json.js';
import { staffedOutlets } from '../access/staff.js';
import type { OutletType } from '../notification/notification-repository.js';
import { memberKey } from './chat-repository.js';

/**
 * How fast a place or chain first answers the people who write to it (beyond the SPEC). A wait
 * starts with a person's message that opens the chat or follows the place's last answer (later
 * messages of the same person wait along with it), and ends at the place's next message. Only
 * waits that started within the window count, and only answered ones.
 */
export interface ChatResponseTime {
  /** The place or chain, as its chats name it. */
  outlet: NotificationActor;
  /** The median of the answered waits, in whole seconds; null when none was answered. */
  medianSeconds: number | null;
  /** The answered waits the median is taken over. */
  answeredCount: number;
}

interface ResponseTimeRow {
  type: OutletType;
  id: string;
  median_seconds: number | null;
  answered_count: number;
}

/**
 * SQL over the outlets `outlets` (type, id): their answered waits of the last `$2` days. Deleted
 * messages count as never sent, on either side.
 */
const responseTimesSql = (outlets: string) => `
  WITH outlets AS (${outlets}),
  sent AS (
    SELECT m.member_type, m.member_id, x.chat_id, x.created_at,
      (x.sender_type, x.sender_id) = (m.member_type, m.member_id) AS by_outlet,
      lag((x.sender_type, x.sender_id) = (m.member_type, m.member_id))
        OVER (PARTITION BY x.chat_id ORDER BY x.created_at, x.id) AS after_outlet
    FROM outlets o
    JOIN chat_members m ON m.member_type = o.type AND m.member_id = o.id
    JOIN messages x ON x.chat_id = m.chat_id AND NOT x.is_deleted
  ),
  waits AS (
    SELECT s.member_type, s.member_id, s.created_at AS asked_at,
      (SELECT min(a.created_at) FROM messages a
       WHERE a.chat_id = s.chat_id AND NOT a.is_deleted
         AND a.sender_type = s.member_type AND a.sender_id = s.member_id
         AND a.created_at > s.created_at) AS answered_at
    FROM sent s
    WHERE NOT s.by_outlet AND coalesce(s.after_outlet, true)
      AND s.created_at >= now() - make_interval(days => $2::int)
  )
  SELECT o.type, o.id,
    round(percentile_cont(0.5) WITHIN GROUP (
      ORDER BY extract(epoch FROM w.answered_at - w.asked_at)))::int AS median_seconds,
    count(w.answered_at)::int AS answered_count
  FROM outlets o
  LEFT JOIN waits w ON w.member_type = o.type AND w.member_id = o.id AND w.answered_at IS NOT NULL
  GROUP BY o.type, o.id`;

/** The places and chains the person `$1` owns or manages, leaving out deleted ones. */
const liveStaffedOutlets = `
  SELECT DISTINCT s.type, s.id FROM ${staffedOutlets('$1')} s
  WHERE (s.type = 'place' AND EXISTS (
           SELECT 1 FROM places p WHERE p.id = s.id AND p.status <> 'deleted'))
     OR (s.type = 'organisation' AND EXISTS (
           SELECT 1 FROM organisations g WHERE g.id = s.id AND NOT g.is_deleted))`;

/**
 * The first-response times of every place and chain the person owns or manages, over the last
 * `chatLimits.responseTimeDays` days, by name. Empty for anyone who staffs none.
 */
export async function staffedResponseTimes(
  db: Queryable,
  storage: ImageStorage,
  userId: string,
): Promise<ChatResponseTime[]> {
  const { rows } = await db.query<ResponseTimeRow>(responseTimesSql(liveStaffedOutlets), [
    userId,
    chatLimits.responseTimeDays,
  ]);
  const refs = rows.map((row) => ({ type: row.type, id: row.id }));
  const actors = await notificationActors(db, storage, refs);
  return rows
    .flatMap((row) => {
      const outlet = actors.get(memberKey({ type: row.type, id: row.id }));
      return outlet
        ? [{ outlet, medianSeconds: row.median_seconds, answeredCount: row.answered_count }]
        : [];
    })
    .sort(
      (a, b) =>
        a.outlet.name.localeCompare(b.outlet.name) || a.outlet.id.localeCompare(b.outlet.id),
    );
}
