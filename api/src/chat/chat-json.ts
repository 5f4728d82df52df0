import { messagesJson, type Message } from './message-json.js';
import { messagesByIds } from './message-repository.js';
import { notificationActors, type NotificationActor } from '../notification/notification-json.js';
import type { ActorRef } from '../notification/notification-repository.js';
import { embeddedActors, type OrganisationRef, type PlaceRef } from '../refs/refs.js';
import type { User } from '../refs/user-json.js';
import { memberKey, type ChatRow } from './chat-repository.js';
import { rowsJson, type RowsJson } from '../refs/rows-json.js';

/** A chat as one of its members sees it (SPEC section 3, Chat). */
export interface Chat {
  id: string;
  /** Both members: the caller's side first, then the counterpart. */
  members: NotificationActor[];
  /** The newest message the caller's side sees; null when there is none. */
  lastMessage: Message | null;
  /** The caller reads it as the owner or manager of its place or chain. */
  isStaffed: boolean;
  /** Messages of the counterpart the caller's side has not viewed. */
  notViewedMessageCount: number;
  /** Messages the caller's side sees (to page to the newest). */
  messageCount: number;
  status: 'active' | 'deleted';
  createdAt: string;
  /** Deleted by the caller's side (until its next message). */
  isDeleted: boolean;
  /** The counterpart: a person ... */
  user: User | null;
  /** ... or a place ... */
  place: PlaceRef | null;
  /** ... or a chain. */
  organisation: OrganisationRef | null;
}

const sideOf = (row: ChatRow): ActorRef => ({ type: row.member_type, id: row.member_id });
const counterpartOf = (row: ChatRow): ActorRef => ({ type: row.other_type, id: row.other_id });

/**
 * The JSON of chat rows; everything they embed is read once for the whole page. `viewerId` is
 * whose isFollowed the counterparts show (null: nobody's, as events send them).
 */
export const chatsJson = chatsJsonKnowing([]);

/**
 * chatsJson, taking the last messages among `known` (JSON built earlier in the same transaction,
 * as events send it: nobody's isFollowed) rather than building them again.
 */
export function chatsJsonKnowing(
  known: readonly Message[],
): RowsJson<ChatRow, Chat, string | null> {
  return rowsJson<ChatRow, Chat, string | null>(async (db, storage, rows, viewerId) => {
    const counterparts = rows.map(counterpartOf);
    const actors = await notificationActors(db, storage, [...rows.map(sideOf), ...counterparts]);
    const embed = await embeddedActors(db, storage, counterparts, viewerId);
    const lastMessages = new Map(known.map((message) => [message.id, message]));
    const lastIds = rows.flatMap((row) =>
      row.last_message_id && !lastMessages.has(row.last_message_id) ? row.last_message_id : [],
    );
    for (const message of await messagesJson(db, storage, await messagesByIds(db, lastIds))) {
      lastMessages.set(message.id, message);
    }
    return rows.map((row) => {
      const other = counterpartOf(row);
      return {
        id: row.id,
        members: [sideOf(row), other].flatMap((ref) => actors.get(memberKey(ref)) ?? []),
        lastMessage: row.last_message_id ? (lastMessages.get(row.last_message_id) ?? null) : null,
        isStaffed: row.member_type !== 'user',
        notViewedMessageCount: row.not_viewed,
        messageCount: row.message_count,
        status: row.is_deleted ? 'deleted' : 'active',
        createdAt: new Date(row.created_at).toISOString(),
        isDeleted: row.is_deleted,
        ...embed(other),
      };
    });
  });
}
