// What the api's event stream (`GET /api/v2/events`, docs/live-events.md) says, as typed values.
// The stream is read defensively: an event the gateway does not know (a later type) or cannot read
// is skipped, but its id still counts, so a resume never asks for it again.
import type {
  RestChat,
  RestCounters,
  RestMessage,
  RestNotification,
  RestNotViewedCounters,
  RestReservationSlot,
} from '../rest/types.js';
import { isRecord } from '../rest/json-value.js';

/** One server-sent event as the parser hands it over. */
export interface RawStreamEvent {
  id?: string | undefined;
  event?: string | undefined;
  data: string;
}

export interface NotificationCreated {
  type: 'notification.created';
  id: string;
  /** The people entitled to see it, decided by the api in the same transaction. */
  userIds: string[];
  notification: RestNotification;
}

export interface CountersChanged {
  type: 'counters.changed';
  id: string;
  userIds: string[];
  /** Each person's fresh not-viewed counters (with their chats counters), by user id. */
  counters: Record<string, RestCounters>;
}

/** A message written (`message.created`), or edited or deleted (`message.changed`). */
export interface MessageEvent {
  type: 'message.created' | 'message.changed';
  id: string;
  /** Everyone reading its chat: both sides, the staff of a place or chain included. */
  userIds: string[];
  message: RestMessage;
}

export interface ChatChanged {
  type: 'chat.changed';
  id: string;
  userIds: string[];
  /** The chat as each person's side sees it, by user id. */
  chats: Record<string, RestChat>;
}

/** The people whose session ended (a logout, a password restored): their sockets close. */
export interface SessionEnded {
  type: 'session.ended';
  id: string;
  userIds: string[];
}

/** A place's day of bookable times changed (a hold, booking, decline or expiry): its slots now. */
export interface AvailabilityChanged {
  type: 'reservation.changed';
  id: string;
  /** Public: no audience. */
  userIds: string[];
  placeId: string;
  /** The place's local date, YYYY-MM-DD. */
  date: string;
  slots: RestReservationSlot[];
}

/** A booking made or answered: its guest's and its place's staff's lists show it changed. */
export interface ReservationUpdated {
  type: 'reservation.updated';
  id: string;
  /** The guest and the place's owners and managers. */
  userIds: string[];
  reservationId: string;
  placeId: string;
}

/** The api no longer holds the events after our last id: what was missed cannot be known. */
export interface StreamReset {
  type: 'reset';
  id: string | undefined;
}

export type StreamEvent =
  | NotificationCreated
  | CountersChanged
  | MessageEvent
  | ChatChanged
  | SessionEnded
  | AvailabilityChanged
  | ReservationUpdated
  | StreamReset;

/**
 * A raw event -> a typed one, or undefined when it is not ours to relay or does not hold what its
 * type promises (a broken payload must not take the stream down).
 */
export function readStreamEvent(raw: RawStreamEvent): StreamEvent | undefined {
  if (raw.event === 'reset') return { type: 'reset', id: raw.id };
  if (raw.id === undefined) return undefined;
  const data = parseJson(raw.data);
  if (!isRecord(data) || !isStringArray(data.userIds)) return undefined;
  const userIds = data.userIds;
  switch (raw.event) {
    case 'notification.created':
      if (!isRecord(data.notification) || typeof data.notification.id !== 'string')
        return undefined;
      return {
        type: 'notification.created',
        id: raw.id,
        userIds,
        // The api's JSON, checked for its id; its shape is the api's contract (openapi.yaml).
        notification: data.notification as unknown as RestNotification,
      };
    case 'counters.changed': {
      const counters = perUser(data.counters, (value): RestCounters | undefined => {
        if (!isCounters(value)) return undefined;
        const { forUser, forOutlet, total } = value;
        return isCounters(value.chats)
          ? { forUser, forOutlet, total, chats: value.chats }
          : { forUser, forOutlet, total };
      });
      return counters && { type: 'counters.changed', id: raw.id, userIds, counters };
    }
    case 'message.created':
    case 'message.updated':
    case 'message.deleted':
      if (!isRecord(data.message) || typeof data.message.chatId !== 'string') return undefined;
      return {
        type: raw.event === 'message.created' ? 'message.created' : 'message.changed',
        id: raw.id,
        userIds,
        // The api's JSON, checked for its chat; its shape is the api's contract (openapi.yaml).
        message: data.message as unknown as RestMessage,
      };
    case 'chat.changed': {
      const chats = perUser(data.chats, (chat) =>
        isRecord(chat) && typeof chat.id === 'string' && Array.isArray(chat.members)
          ? (chat as unknown as RestChat)
          : undefined,
      );
      return chats && { type: 'chat.changed', id: raw.id, userIds, chats };
    }
    case 'session.ended':
      return { type: 'session.ended', id: raw.id, userIds };
    case 'reservation.changed': {
      if (typeof data.placeId !== 'string' || typeof data.date !== 'string') return undefined;
      if (!Array.isArray(data.slots) || !data.slots.every(isSlot)) return undefined;
      return {
        type: 'reservation.changed',
        id: raw.id,
        userIds,
        placeId: data.placeId,
        date: data.date,
        // Events written before lines existed count nobody waiting.
        slots: data.slots.map((slot) => ({ ...slot, waiting: slot.waiting ?? 0 })),
      };
    }
    case 'reservation.updated':
      if (typeof data.reservationId !== 'string' || typeof data.placeId !== 'string') {
        return undefined;
      }
      return {
        type: 'reservation.updated',
        id: raw.id,
        userIds,
        reservationId: data.reservationId,
        placeId: data.placeId,
      };
    default:
      return undefined;
  }
}

/**
 * A payload's per-person map (`userId -> value`), keeping the values `read` accepts; undefined when
 * it is not a map at all.
 */
function perUser<T>(
  value: unknown,
  read: (entry: unknown) => T | undefined,
): Record<string, T> | undefined {
  if (!isRecord(value)) return undefined;
  const byUser: Record<string, T> = {};
  for (const [userId, entry] of Object.entries(value)) {
    const accepted = read(entry);
    if (accepted !== undefined) byUser[userId] = accepted;
  }
  return byUser;
}

/**
 * True when `id` comes after `lastId` in the stream. The api's ids are a bigserial (decimal
 * strings, compared as numbers); anything else is taken as new, since order cannot be judged.
 */
export function isAfter(id: string | undefined, lastId: string | undefined): boolean {
  if (id === undefined || lastId === undefined) return true;
  if (!/^\d+$/.test(id) || !/^\d+$/.test(lastId)) return true;
  return BigInt(id) > BigInt(lastId);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isSlot(
  value: unknown,
): value is Omit<RestReservationSlot, 'waiting'> & { waiting?: number } {
  return (
    isRecord(value) &&
    typeof value.time === 'string' &&
    typeof value.available === 'number' &&
    (value.waiting === undefined || typeof value.waiting === 'number') &&
    Array.isArray(value.tables) &&
    value.tables.every(
      (group) =>
        isRecord(group) && typeof group.seats === 'number' && typeof group.available === 'number',
    )
  );
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isCounters(value: unknown): value is RestNotViewedCounters & Record<string, unknown> {
  return (
    isRecord(value) &&
    typeof value.forUser === 'number' &&
    typeof value.forOutlet === 'number' &&
    typeof value.total === 'number'
  );
}
