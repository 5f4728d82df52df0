import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { Paging } from '../http/paging.js';
import {
  audiencesOf,
  type ActorRef,
  type ActorType,
} from '../notification/notification-repository.js';
import { staffedOutlets } from '../access/staff.js';
import { actsAs, notViewedBy } from '../counters/not-viewed.js';

/**
 * Chats (migration 013): two members each, a person and a person, place or chain. A place's or
 * chain's member row is its shared inbox: its owners and managers read and write it as the place.
 */

/** A member of a chat as the caller acts in it: a person, or a place or chain they staff. */
export interface ChatSide {
  chatId: string;
  member: ActorRef;
}

/** A member as `type:id`. */
export const memberKey = (member: ActorRef) => `${member.type}:${member.id}`;

/** The key of a pair of members: one chat per pair (either way round). */
export const pairKeyOf = (a: ActorRef, b: ActorRef) =>
  [memberKey(a), memberKey(b)].sort().join('|');

export const sameMember = (a: ActorRef, b: ActorRef) => a.type === b.type && a.id === b.id;

/** SQL: the message `x` is one the member `m` sees (not deleted, not cleared by `m`). */
function visibleTo(member: string): string {
  return `x.chat_id = ${member}.chat_id AND NOT x.is_deleted
    AND x.created_at > coalesce(${member}.cleared_until, '-infinity')`;
}

/** A chat as one of its members sees it (the caller's side `m`, the counterpart `o`). */
export interface ChatRow {
  id: string;
  created_at: Date | string;
  member_type: ActorType;
  member_id: string;
  is_deleted: boolean;
  other_type: ActorType;
  other_id: string;
  not_viewed: number;
  message_count: number;
  last_message_id: string | null;
}

const chatColumns = `c.id, c.created_at, m.member_type, m.member_id, m.is_deleted,
  o.member_type AS other_type, o.member_id AS other_id,
  (SELECT count(*) FROM messages x WHERE ${notViewedBy('m')})::int AS not_viewed,
  (SELECT count(*) FROM messages x WHERE ${visibleTo('m')})::int AS message_count,
  (SELECT x.id FROM messages x WHERE ${visibleTo('m')}
   ORDER BY x.created_at DESC, x.id DESC LIMIT 1) AS last_message_id`;

const chatFrom = `chat_members m JOIN chats c ON c.id = m.chat_id
  JOIN chat_members o ON o.chat_id = m.chat_id
    AND (o.member_type, o.member_id) <> (m.member_type, m.member_id)`;

/**
 * One page of the person's chats, or (isStaffed) of the chats of the places and chains they own
 * or manage, newest activity first. A chat without messages is listed only for whoever started
 * it; a chat its member deleted, not until its next message.
 */
export async function listChats(
  db: Queryable,
  userId: string,
  isStaffed: boolean,
  page: Paging,
): Promise<ChatRow[]> {
  const { rows } = await db.query<ChatRow>(
    `SELECT ${chatColumns} FROM ${chatFrom}
     WHERE ${actsAs('$1', isStaffed)} AND NOT m.is_deleted
       AND (c.last_message_at IS NOT NULL OR (m.member_type = 'user' AND m.member_id = c.started_by))
     ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC OFFSET $2 LIMIT $3`,
    [userId, page.offset, page.limit],
  );
  return rows;
}

/** The chat as the member `side` sees it; null when the chat has no such member. */
export async function findChat(db: Queryable, side: ChatSide): Promise<ChatRow | null> {
  const { rows } = await db.query<ChatRow>(
    `SELECT ${chatColumns} FROM ${chatFrom}
     WHERE m.chat_id = $1 AND m.member_type = $2 AND m.member_id = $3`,
    [side.chatId, side.member.type, side.member.id],
  );
  return rows[0] ?? null;
}

/** The chat as each of its members sees it (both rows of findChat in one query). */
export async function findChatSides(db: Queryable, chatId: string): Promise<ChatRow[]> {
  const { rows } = await db.query<ChatRow>(
    `SELECT ${chatColumns} FROM ${chatFrom} WHERE m.chat_id = $1`,
    [chatId],
  );
  return rows;
}

export async function chatExists(db: Queryable, chatId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM chats WHERE id = $1', [chatId]);
  return rows.length > 0;
}

/** Whether a person, place or chain can be written to: it exists and is not deleted. */
export async function counterpartExists(db: Queryable, ref: ActorRef): Promise<boolean> {
  const sql = {
    user: 'SELECT 1 FROM users WHERE id = $1 AND NOT is_deleted',
    place: `SELECT 1 FROM places WHERE id = $1 AND status <> 'deleted'`,
    organisation: 'SELECT 1 FROM organisations WHERE id = $1 AND NOT is_deleted',
  }[ref.type];
  const { rows } = await db.query(sql, [ref.id]);
  return rows.length > 0;
}

/** Whether the person owns or manages the place or chain. */
export async function staffsOutlet(db: Queryable, userId: string, ref: ActorRef): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ${staffedOutlets('$1')} o WHERE o.type = $2 AND o.id = $3`,
    [userId, ref.type, ref.id],
  );
  return rows.length > 0;
}

/**
 * The members of the chat the person acts as: themself, then the places and chains of it they
 * own or manage. Empty when they are not in it.
 */
export async function sidesOf(db: Queryable, chatId: string, userId: string): Promise<ActorRef[]> {
  const { rows } = await db.query<{ member_type: ActorType; member_id: string }>(
    `SELECT m.member_type, m.member_id FROM chat_members m
     WHERE m.chat_id = $1 AND ((${actsAs('$2', false)}) OR ${actsAs('$2', true)})
     ORDER BY m.member_type = 'user' DESC, m.member_type, m.member_id`,
    [chatId, userId],
  );
  return rows.map((row) => ({ type: row.member_type, id: row.member_id }));
}

/** Both members of a chat. */
export async function chatMembers(db: Queryable, chatId: string): Promise<ActorRef[]> {
  const { rows } = await db.query<{ member_type: ActorType; member_id: string }>(
    `SELECT member_type, member_id FROM chat_members WHERE chat_id = $1
     ORDER BY joined_at, member_type, member_id`,
    [chatId],
  );
  return rows.map((row) => ({ type: row.member_type, id: row.member_id }));
}

/**
 * The people who read the chat as each member, in the members' order: the person, or the owners
 * and managers of the place or chain.
 */
export async function readersOf(db: Queryable, members: readonly ActorRef[]): Promise<string[][]> {
  return audiencesOf(
    db,
    members.map((member) => ({
      recipient_type: member.type,
      recipient_id: member.id,
      actor_user_id: null,
    })),
  );
}

/** What starting a chat did: made it, gave it back to a starter who had deleted it, or neither. */
export interface StartedChat {
  chatId: string;
  created: boolean;
  /** The starter's list changed (created, or restored). */
  changed: boolean;
}

/**
 * The chat of this pair, created when there is none (the pair's key is unique, so two starts at
 * once make one chat); a starter who had deleted it gets it back.
 */
export async function findOrCreateChat(
  tx: Queryable,
  starterId: string,
  counterpart: ActorRef,
): Promise<StartedChat> {
  const starter: ActorRef = { type: 'user', id: starterId };
  const pairKey = pairKeyOf(starter, counterpart);
  const { rows: created } = await tx.query<{ id: string }>(
    `INSERT INTO chats (id, pair_key, started_by) VALUES ($1, $2, $3)
     ON CONFLICT (pair_key) DO NOTHING RETURNING id`,
    [randomBytes(12).toString('hex'), pairKey, starterId],
  );
  const newId = created[0]?.id;
  if (newId) {
    await tx.query(
      `INSERT INTO chat_members (chat_id, member_type, member_id)
       VALUES ($1, 'user', $2), ($1, $3, $4)`,
      [newId, starterId, counterpart.type, counterpart.id],
    );
    return { chatId: newId, created: true, changed: true };
  }
  const { rows: found } = await tx.query<{ id: string }>(
    'SELECT id FROM chats WHERE pair_key = $1',
    [pairKey],
  );
  const chatId = found[0]?.id;
  if (!chatId) throw new Error('the chat of the pair is missing');
  const restored = await tx.query(
    `UPDATE chat_members SET is_deleted = false
     WHERE chat_id = $1 AND member_type = 'user' AND member_id = $2 AND is_deleted
     RETURNING 1`,
    [chatId, starterId],
  );
  return { chatId, created: false, changed: restored.rows.length > 0 };
}

/** Locks the chat row: the writes of one chat's messages and viewed marks queue behind it. */
export async function lockChat(tx: Queryable, chatId: string): Promise<void> {
  await tx.query('SELECT 1 FROM chats WHERE id = $1 FOR UPDATE', [chatId]);
}

/** A new message: the chat's activity, and back to every member that had deleted it. */
export async function touchChat(tx: Queryable, chatId: string): Promise<void> {
  // One statement: the two updates touch different tables and read nothing the other writes.
  await tx.query(
    `WITH touched AS (
       UPDATE chats SET last_message_at = (SELECT max(x.created_at) FROM messages x
                                           WHERE x.chat_id = $1)
       WHERE id = $1
     )
     UPDATE chat_members SET is_deleted = false WHERE chat_id = $1 AND is_deleted`,
    [chatId],
  );
}

/**
 * The member has viewed every message of the chat so far (and, `clear`, deleted the chat: out of
 * its list, its messages so far hidden from it).
 */
export async function viewChat(
  tx: Queryable,
  side: ChatSide,
  options: { clear?: boolean } = {},
): Promise<void> {
  await tx.query(
    `UPDATE chat_members m SET
       viewed_until = greatest(m.viewed_until,
         (SELECT max(x.created_at) FROM messages x WHERE x.chat_id = m.chat_id)),
       is_deleted = m.is_deleted OR $4,
       cleared_until = CASE WHEN $4 THEN now() ELSE m.cleared_until END
     WHERE m.chat_id = $1 AND m.member_type = $2 AND m.member_id = $3`,
    [side.chatId, side.member.type, side.member.id, options.clear ?? false],
  );
}
