import type { Queryable } from '../db/database.js';
import type { Paging } from '../http/paging.js';
import { insertWithImages } from '../image/attached-images.js';
import type { ImageSetRow } from '../image/image-set.js';
import type { ActorRef, ActorType } from '../notification/notification-repository.js';

/** A row of `messages` with its images and whether its recipient has viewed it. */
export interface MessageRow {
  id: string;
  chat_id: string;
  sender_type: ActorType;
  sender_id: string;
  user_id: string;
  text: string;
  is_edited: boolean;
  is_deleted: boolean;
  /** The other member of the chat has viewed it. */
  is_viewed: boolean;
  time_passed: number;
  created_at: Date | string;
  images: ImageSetRow[] | null;
}

const messageColumns = `x.id, x.chat_id, x.sender_type, x.sender_id, x.user_id, x.text,
  x.is_edited, x.is_deleted, x.created_at,
  greatest(0, floor(extract(epoch FROM now() - x.created_at)))::int AS time_passed,
  EXISTS (SELECT 1 FROM chat_members r
          WHERE r.chat_id = x.chat_id AND r.viewed_until >= x.created_at
            AND (r.member_type, r.member_id) <> (x.sender_type, x.sender_id)) AS is_viewed,
  (SELECT json_agg(json_build_object('id', i.id, 'variants', i.variants,
            'order_number', a.order_number, 'description', i.description) ORDER BY a.order_number)
   FROM message_images a JOIN image_sets i ON i.id = a.image_set_id
   WHERE a.message_id = x.id AND NOT i.is_deleted) AS images`;

/**
 * One page of the messages the member `side` sees in its chat (not deleted, not cleared by it),
 * by publication date, oldest first.
 */
export async function listMessages(
  db: Queryable,
  side: { chatId: string; member: ActorRef },
  page: Paging,
): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM messages x
     JOIN chat_members m ON m.chat_id = x.chat_id AND m.member_type = $2 AND m.member_id = $3
     WHERE x.chat_id = $1 AND NOT x.is_deleted
       AND x.created_at > coalesce(m.cleared_until, '-infinity')
     ORDER BY x.created_at, x.id OFFSET $4 LIMIT $5`,
    [side.chatId, side.member.type, side.member.id, page.offset, page.limit],
  );
  return rows;
}

/** Messages by id (deleted ones included), in no particular order. */
export async function messagesByIds(db: Queryable, ids: readonly string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM messages x WHERE x.id = ANY($1::text[])`,
    [[...new Set(ids)]],
  );
  return rows;
}

export async function findMessage(db: Queryable, id: string): Promise<MessageRow | null> {
  return (await messagesByIds(db, [id]))[0] ?? null;
}

export interface NewMessage {
  chatId: string;
  /** The member it is sent as. */
  sender: ActorRef;
  /** The person who wrote it. */
  userId: string;
  text: string;
  imageIds: readonly string[];
}

/** Inserts a message with its images; returns its id. */
export function insertMessage(tx: Queryable, message: NewMessage): Promise<string> {
  return insertWithImages(
    tx,
    'message',
    {
      chat_id: message.chatId,
      sender_type: message.sender.type,
      sender_id: message.sender.id,
      user_id: message.userId,
      text: message.text,
    },
    message.imageIds,
  );
}

/** Marks a message deleted; false when it already was. */
export async function markMessageDeleted(tx: Queryable, id: string): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE messages SET is_deleted = true, updated_at = now()
     WHERE id = $1 AND NOT is_deleted RETURNING 1`,
    [id],
  );
  return rows.length > 0;
}
