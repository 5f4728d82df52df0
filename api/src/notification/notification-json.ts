import type { Queryable } from '../db/database.js';
import type { StoredVariants } from '../image/image-set.js';
import type { ImageStorage } from '../image/storage.js';
import { unnamedUserPrefix } from '../messages.js';
import type { ReservationStatus, WaitlistStatus } from '../refs/reservation-statuses.js';
import type {
  ActorRef,
  ActorType,
  NotificationOutcome,
  NotificationRow,
  NotificationType,
  ObjectType,
} from './notification-repository.js';

/** A person, place or chain as a notification names it (docs/live-events.md). */
export interface NotificationActor {
  type: ActorType;
  id: string;
  /** A person's full name ('User' plus the id without names); a place's or chain's name. */
  name: string;
  /** A place's slug; null for people and chains. */
  latinName: string | null;
  thumbnailUrl: string | null;
}

/**
 * The booking a reservation notification is about, enough to say it in words: the name the guest
 * gave, how many, when (with the place's time zone, to show its clocks), and its status now.
 */
export interface NotificationReservation {
  name: string;
  guestsCount: number;
  datetime: string;
  timeZone: string;
  status: ReservationStatus;
  answer: string | null;
}

/**
 * The place in a line a reservation notification offers a table to (docs/booking.md, "The
 * waitlist"): the party, and while the offer stands, the table's time and when it expires.
 */
export interface NotificationOffer {
  entryId: string;
  guestsCount: number;
  /** The offered table's time; null once the offer is taken, declined or expired. */
  datetime: string | null;
  timeZone: string;
  status: WaitlistStatus;
  expiresAt: string | null;
}

/** The JSON of `/api/v2/notifications` and of `notification.created` events. */
export interface Notification {
  id: string;
  type: NotificationType;
  creator: NotificationActor;
  recipientType: ActorType;
  recipientId: string;
  outlet: NotificationActor | null;
  objectType: ObjectType;
  objectId: string;
  postId: string | null;
  postType: 'news' | 'review' | 'impression' | null;
  commentId: string | null;
  /** The chat of a message's notification; null for the others. */
  chatId: string | null;
  preview: string | null;
  /** Permission and status notifications: what happened; null for the others. */
  outcome: NotificationOutcome | null;
  /** Reservation notifications: the booking; null for the others. */
  reservation: NotificationReservation | null;
  /** Reservation notifications of a table offered from the line; null for the others. */
  offer: NotificationOffer | null;
  isViewed: boolean;
  isForUser: boolean;
  timePassed: number;
  createdAt: string;
}

const actorKey = (ref: ActorRef) => `${ref.type}:${ref.id}`;

interface ActorRow {
  type: ActorType;
  id: string;
  name: string | null;
  latin_name: string | null;
  variants: StoredVariants | null;
}

/**
 * People, places and chains by reference, in one query whatever the mix: their names, slugs and
 * avatar thumbnails (a place's avatar falls back to its background).
 */
export async function notificationActors(
  db: Queryable,
  storage: ImageStorage,
  refs: readonly ActorRef[],
): Promise<Map<string, NotificationActor>> {
  const ids = (type: ActorType) => [
    ...new Set(refs.filter((ref) => ref.type === type).map((ref) => ref.id)),
  ];
  const actors = new Map<string, NotificationActor>();
  if (refs.length === 0) return actors;
  const { rows } = await db.query<ActorRow>(
    `SELECT 'user' AS type, u.id,
            nullif(trim(concat_ws(' ', trim(u.first_name), trim(u.second_name))), '') AS name,
            NULL::text AS latin_name, i.variants
     FROM users u LEFT JOIN image_sets i ON i.id = u.avatar_id AND NOT i.is_deleted
     WHERE u.id = ANY($1::text[])
     UNION ALL
     SELECT 'place', p.id, p.name, p.latin_name, i.variants
     FROM places p
     LEFT JOIN image_sets i ON i.id = coalesce(p.avatar_id, p.background_id) AND NOT i.is_deleted
     WHERE p.id = ANY($2::text[])
     UNION ALL
     SELECT 'organisation', o.id, o.name, NULL, i.variants
     FROM organisations o LEFT JOIN image_sets i ON i.id = o.avatar_id AND NOT i.is_deleted
     WHERE o.id = ANY($3::text[])`,
    [ids('user'), ids('place'), ids('organisation')],
  );
  for (const row of rows) {
    actors.set(actorKey(row), {
      type: row.type,
      id: row.id,
      name: row.name ?? (row.type === 'user' ? `${unnamedUserPrefix} ${row.id}` : row.id),
      latinName: row.type === 'place' ? row.latin_name : null,
      thumbnailUrl: row.variants ? storage.urlFor(row.variants.thumbnail.key) : null,
    });
  }
  return actors;
}

interface ReservationFactsRow {
  id: string;
  name: string;
  guests_count: number;
  datetime: Date | string;
  time_zone: string;
  status: ReservationStatus;
  answer: string | null;
}

/** How the objects of reservation notifications of one kind are read: by their ids, as `$1`. */
interface ReservationObjects<Row extends { id: string }, Value> {
  sql: string;
  toValue: (row: Row) => Value;
}

/**
 * What reservation notifications are about (their object is a booking or an entry in a line), in
 * one query, by id.
 */
async function reservationObjects<Row extends { id: string }, Value>(
  db: Queryable,
  rows: readonly NotificationRow[],
  kind: ReservationObjects<Row, Value>,
): Promise<Map<string, Value>> {
  const ids = [
    ...new Set(rows.filter((row) => row.object_type === 'reservation').map((row) => row.object_id)),
  ];
  const found = new Map<string, Value>();
  if (ids.length === 0) return found;
  const { rows: facts } = await db.query<Row>(kind.sql, [ids]);
  for (const row of facts) found.set(row.id, kind.toValue(row));
  return found;
}

/** The bookings of reservation notifications, by reservation id. */
const notificationReservations: ReservationObjects<ReservationFactsRow, NotificationReservation> = {
  sql: `SELECT r.id, r.name, r.guests_count, r.datetime, c.time_zone, r.status, r.answer
        FROM reservations r JOIN places p ON p.id = r.place_id JOIN cities c ON c.id = p.city_id
        WHERE r.id = ANY($1::text[])`,
  toValue: (row) => ({
    name: row.name,
    guestsCount: row.guests_count,
    datetime: new Date(row.datetime).toISOString(),
    timeZone: row.time_zone,
    status: row.status,
    answer: row.answer,
  }),
};

interface OfferFactsRow {
  id: string;
  guests_count: number;
  offer_at: Date | string | null;
  offer_expires_at: Date | string | null;
  time_zone: string;
  status: WaitlistStatus;
}

/** The places in line of offer notifications (their object is the entry), by entry id. */
const notificationOffers: ReservationObjects<OfferFactsRow, NotificationOffer> = {
  sql: `SELECT w.id, w.guests_count, w.offer_at, w.offer_expires_at, c.time_zone, w.status
        FROM waitlist_entries w JOIN places p ON p.id = w.place_id JOIN cities c ON c.id = p.city_id
        WHERE w.id = ANY($1::text[])`,
  toValue: (row) => ({
    entryId: row.id,
    guestsCount: row.guests_count,
    datetime: row.offer_at ? new Date(row.offer_at).toISOString() : null,
    timeZone: row.time_zone,
    status: row.status,
    expiresAt: row.offer_expires_at ? new Date(row.offer_expires_at).toISOString() : null,
  }),
};

/** A reference whose row is gone still names something. */
function unknownActor(ref: ActorRef): NotificationActor {
  const name = ref.type === 'user' ? `${unnamedUserPrefix} ${ref.id}` : ref.id;
  return { type: ref.type, id: ref.id, name, latinName: null, thumbnailUrl: null };
}

/** The JSON of many notifications; their creators and outlets are read in one query. */
export async function notificationsJson(
  db: Queryable,
  storage: ImageStorage,
  rows: readonly NotificationRow[],
): Promise<Notification[]> {
  const creatorOf = (row: NotificationRow): ActorRef => ({
    type: row.creator_type,
    id: row.creator_id,
  });
  const outletOf = (row: NotificationRow): ActorRef | null =>
    row.outlet_type && row.outlet_id ? { type: row.outlet_type, id: row.outlet_id } : null;
  const refs = rows.flatMap((row) => [creatorOf(row), outletOf(row) ?? []].flat());
  // One after the other: inside a transaction (notification.created) they share one connection.
  const actors = await notificationActors(db, storage, refs);
  const reservations = await reservationObjects(db, rows, notificationReservations);
  const offers = await reservationObjects(db, rows, notificationOffers);
  const actor = (ref: ActorRef) => actors.get(actorKey(ref)) ?? unknownActor(ref);
  return rows.map((row) => {
    const outlet = outletOf(row);
    return {
      id: row.id,
      type: row.type,
      creator: actor(creatorOf(row)),
      recipientType: row.recipient_type,
      recipientId: row.recipient_id,
      outlet: outlet ? actor(outlet) : null,
      objectType: row.object_type,
      objectId: row.object_id,
      postId: row.post_id,
      postType: row.post_type,
      commentId: row.comment_id,
      chatId: row.chat_id,
      preview: row.preview,
      outcome: row.outcome,
      reservation:
        row.object_type === 'reservation' ? (reservations.get(row.object_id) ?? null) : null,
      offer: row.object_type === 'reservation' ? (offers.get(row.object_id) ?? null) : null,
      isViewed: row.is_viewed,
      isForUser: row.recipient_type === 'user',
      timePassed: row.time_passed,
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
}
