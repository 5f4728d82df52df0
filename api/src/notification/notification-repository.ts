import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { Paging } from '../http/paging.js';
import { listCondition } from '../counters/not-viewed.js';

/** SPEC section 3, Notification: what happened. */
export type NotificationType =
  | 'comment'
  | 'like'
  | 'answer'
  | 'follower'
  | 'post'
  | 'permission'
  | 'status'
  | 'message'
  | 'reservation';

/** Who acts or is notified: a person, or a place or chain. */
export type ActorType = 'user' | 'place' | 'organisation';
export type OutletType = 'place' | 'organisation';
export type ObjectType =
  'post' | 'comment' | 'user' | 'place' | 'organisation' | 'chat' | 'message' | 'reservation';

export interface ActorRef {
  type: ActorType;
  id: string;
}

/** What a permission or moderation notification says happened. */
export type NotificationOutcome = 'owner' | 'manager' | 'rejected' | 'published' | 'unpublished';

export interface OutletActorRef {
  type: OutletType;
  id: string;
}

/** A notification to be written (notify.ts decides them). */
export interface NotificationDraft {
  type: NotificationType;
  creator: ActorRef;
  /**
   * The person who acted, also when they acted as a place or chain; null when nobody signed in
   * acted (a place's answer by the link it was sent).
   */
  actorUserId: string | null;
  recipient: ActorRef;
  /** The place or chain of the post or comment (the recipient itself for an outlet's own). */
  outlet: OutletActorRef | null;
  objectType: ObjectType;
  objectId: string;
  postId: string | null;
  commentId: string | null;
  preview: string | null;
  /** Permission and status notifications only: what happened. */
  outcome?: NotificationOutcome;
}

/** A row of `notifications` as the api reads it (with its post's type and its age). */
export interface NotificationRow {
  id: string;
  type: NotificationType;
  creator_type: ActorType;
  creator_id: string;
  actor_user_id: string | null;
  recipient_type: ActorType;
  recipient_id: string;
  outlet_type: OutletType | null;
  outlet_id: string | null;
  object_type: ObjectType;
  object_id: string;
  post_id: string | null;
  post_type: 'news' | 'review' | 'impression' | null;
  comment_id: string | null;
  /** The chat of a message's notification. */
  chat_id: string | null;
  preview: string | null;
  outcome: NotificationOutcome | null;
  is_viewed: boolean;
  time_passed: number;
  created_at: Date | string;
}

/** Whom a notification concerns, to tell whose counters it moves. */
export interface RecipientFacts {
  recipient_type: ActorType;
  recipient_id: string;
  actor_user_id: string | null;
}

const rowColumns = `n.id, n.type, n.creator_type, n.creator_id, n.actor_user_id, n.recipient_type,
  n.recipient_id, n.outlet_type, n.outlet_id, n.object_type, n.object_id, n.post_id,
  (SELECT p.type FROM posts p WHERE p.id = n.post_id) AS post_type, n.comment_id,
  (SELECT x.chat_id FROM messages x WHERE n.object_type = 'message' AND x.id = n.object_id)
    AS chat_id, n.preview, n.outcome,
  n.is_viewed, greatest(0, floor(extract(epoch FROM now() - n.created_at)))::int AS time_passed,
  n.created_at`;

/** Writes the drafts; returns the rows in the drafts' order. */
export async function insertNotifications(
  tx: Queryable,
  drafts: readonly NotificationDraft[],
): Promise<NotificationRow[]> {
  if (drafts.length === 0) return [];
  const records = drafts.map((draft) => ({
    id: randomBytes(12).toString('hex'),
    type: draft.type,
    creator_type: draft.creator.type,
    creator_id: draft.creator.id,
    actor_user_id: draft.actorUserId,
    recipient_type: draft.recipient.type,
    recipient_id: draft.recipient.id,
    outlet_type: draft.outlet?.type ?? null,
    outlet_id: draft.outlet?.id ?? null,
    object_type: draft.objectType,
    object_id: draft.objectId,
    post_id: draft.postId,
    comment_id: draft.commentId,
    preview: draft.preview,
    outcome: draft.outcome ?? null,
  }));
  // The rows come back as read (their post's type, their chat) from the same statement.
  const { rows } = await tx.query<NotificationRow>(
    `INSERT INTO notifications AS n (id, type, creator_type, creator_id, actor_user_id,
       recipient_type, recipient_id, outlet_type, outlet_id, object_type, object_id, post_id,
       comment_id, preview, outcome)
     SELECT r.id, r.type, r.creator_type, r.creator_id, r.actor_user_id, r.recipient_type,
       r.recipient_id, r.outlet_type, r.outlet_id, r.object_type, r.object_id, r.post_id,
       r.comment_id, r.preview, r.outcome
     FROM jsonb_to_recordset($1::jsonb) AS r (id text, type text, creator_type text,
       creator_id text, actor_user_id text, recipient_type text, recipient_id text,
       outlet_type text, outlet_id text, object_type text, object_id text, post_id text,
       comment_id text, preview text, outcome text)
     RETURNING ${rowColumns}`,
    [JSON.stringify(records)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return records.flatMap((record) => byId.get(record.id) ?? []);
}

/** One page of a person's notifications (or, forOutlet, their outlets'), newest first. */
export async function listNotifications(
  db: Queryable,
  userId: string,
  forOutlet: boolean,
  page: Paging,
): Promise<NotificationRow[]> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT ${rowColumns} FROM notifications n WHERE ${listCondition('$1', forOutlet)}
     ORDER BY n.created_at DESC, n.id DESC OFFSET $2 LIMIT $3`,
    [userId, page.offset, page.limit],
  );
  return rows;
}

/**
 * Marks the person's not-viewed notifications of one list viewed: those of `ids` in it, or all of
 * it. An outlet's notification is one row, so it becomes viewed for all its staff. Returns the
 * rows that changed.
 */
export async function markViewed(
  tx: Queryable,
  userId: string,
  forOutlet: boolean,
  ids: readonly string[] | null,
): Promise<RecipientFacts[]> {
  const { rows } = await tx.query<RecipientFacts>(
    `UPDATE notifications n SET is_viewed = true
     WHERE NOT n.is_viewed AND ${listCondition('$1', forOutlet)}
       AND ($2::text[] IS NULL OR n.id = ANY($2::text[]))
     RETURNING n.recipient_type, n.recipient_id, n.actor_user_id`,
    [userId, ids ? [...ids] : null],
  );
  return rows;
}

/**
 * Marks viewed the not-viewed `message` notifications `recipient` (a person, or a place or chain)
 * got in one chat for the messages up to what it has viewed there. Returns the rows that changed.
 */
export async function markMessageNotificationsViewed(
  tx: Queryable,
  recipient: ActorRef,
  chatId: string,
): Promise<RecipientFacts[]> {
  const { rows } = await tx.query<RecipientFacts>(
    `UPDATE notifications n SET is_viewed = true
     WHERE NOT n.is_viewed AND n.type = 'message' AND n.recipient_type = $1
       AND n.recipient_id = $2 AND n.object_type = 'message'
       AND n.object_id IN (
         SELECT x.id FROM messages x
         JOIN chat_members m ON m.chat_id = x.chat_id AND m.member_type = $1 AND m.member_id = $2
         WHERE x.chat_id = $3 AND x.created_at <= m.viewed_until)
     RETURNING n.recipient_type, n.recipient_id, n.actor_user_id`,
    [recipient.type, recipient.id, chatId],
  );
  return rows;
}

/** What a removed like or follow caused: its creator, type and object (and recipient). */
export interface CausedBy {
  type: NotificationType;
  creatorId: string;
  objectType: ObjectType;
  objectId: string;
  recipient?: ActorRef;
}

/** Deletes the not-yet-viewed notifications `cause` made; returns the rows deleted. */
export async function deleteNotViewed(tx: Queryable, cause: CausedBy): Promise<RecipientFacts[]> {
  const { rows } = await tx.query<RecipientFacts>(
    `DELETE FROM notifications n
     WHERE NOT n.is_viewed AND n.creator_id = $1 AND n.type = $2 AND n.object_id = $3
       AND n.object_type = $4
       AND ($5::text IS NULL OR (n.recipient_type = $5 AND n.recipient_id = $6))
     RETURNING n.recipient_type, n.recipient_id, n.actor_user_id`,
    [
      cause.creatorId,
      cause.type,
      cause.objectId,
      cause.objectType,
      cause.recipient?.type ?? null,
      cause.recipient?.id ?? null,
    ],
  );
  return rows;
}

/**
 * The people each notification reaches, in the rows' order: the person notified, or every owner
 * and manager of the place or chain notified except the one who acted. One query for all rows.
 */
export async function audiencesOf(
  db: Queryable,
  rows: readonly RecipientFacts[],
): Promise<string[][]> {
  const outletKey = (type: string, id: string) => `${type}:${id}`;
  const placeIds = rows.filter((r) => r.recipient_type === 'place').map((r) => r.recipient_id);
  const organisationIds = rows
    .filter((r) => r.recipient_type === 'organisation')
    .map((r) => r.recipient_id);
  const staff = new Map<string, string[]>();
  if (placeIds.length > 0 || organisationIds.length > 0) {
    const { rows: staffRows } = await db.query<{ type: string; id: string; user_id: string }>(
      `SELECT 'place' AS type, s.place_id AS id, s.user_id FROM place_staff s
       JOIN users u ON u.id = s.user_id AND NOT u.is_deleted
       WHERE s.place_id = ANY($1::text[]) AND s.role IN ('owner', 'manager')
       UNION ALL
       SELECT 'organisation', s.organisation_id, s.user_id FROM organisation_staff s
       JOIN users u ON u.id = s.user_id AND NOT u.is_deleted
       WHERE s.organisation_id = ANY($2::text[]) AND s.role IN ('owner', 'manager')
       ORDER BY 3`,
      [[...new Set(placeIds)], [...new Set(organisationIds)]],
    );
    for (const row of staffRows) {
      const key = outletKey(row.type, row.id);
      staff.set(key, [...(staff.get(key) ?? []), row.user_id]);
    }
  }
  return rows.map((row) =>
    row.recipient_type === 'user'
      ? [row.recipient_id]
      : (staff.get(outletKey(row.recipient_type, row.recipient_id)) ?? []).filter(
          (userId) => userId !== row.actor_user_id,
        ),
  );
}
