// A freed table goes to the first in line whose party fits it (docs/booking.md, "The waitlist"):
// in the transaction that frees it, under that time's lock, so nobody else can take it first.
import type { ActionScope } from '../action/run-action.js';
import type { CodeSender } from '../auth/code-sender.js';
import type { HoldLimits } from '../config.js';
import type { Queryable } from '../db/database.js';
import { emit } from '../event/event-outbox.js';
import type { ImageStorage } from '../image/storage.js';
import { reservationMessages, waitlistLimits, waitlistMessages } from '../messages.js';
import { createNotifications } from '../notification/notify.js';
import { waitBeforeHolding } from './fair-holds.js';
import { localDateTime, type PlaceBookingFacts } from './place-booking-facts.js';
import { pickTable, slotTables } from './table-capacity.js';
import { offerTo, userIdsInLine, waitersFor, type WaitlistRow } from './waitlist-repository.js';

/**
 * Offers the tables free at `at` to the people waiting for it, first in line first: each gets the
 * smallest free table that seats their party, kept for them for `waitlistLimits.offerSeconds`;
 * a party no free table fits, or whose phone or address already holds `limits` tables (an offer
 * is a hold), keeps its place and the table goes on down the line. The caller holds the time's
 * lock (lockSlot). Returns the entries now offered a table.
 */
export async function offerFreeTables(
  tx: Queryable,
  place: Pick<PlaceBookingFacts, 'id' | 'timeZone'>,
  at: Date,
  limits: HoldLimits,
  now: Date,
): Promise<WaitlistRow[]> {
  if (at.getTime() <= now.getTime()) return [];
  const waiters = await waitersFor(tx, place.id, at);
  if (waiters.length === 0) return [];
  const local = await localDateTime(tx, place.timeZone, at);
  const tables = (await slotTables(tx, place, local.date, now, { time: local.time })).filter(
    (group) => group.at.getTime() === at.getTime(),
  );
  const offered: WaitlistRow[] = [];
  const phones = new Set<string>();
  for (const waiter of waiters) {
    if (phones.has(waiter.phone)) continue;
    const { seats } = pickTable(tables, waiter.guests_count);
    if (seats === null) continue;
    const holder = { phone: waiter.phone, address: waiter.address };
    if ((await waitBeforeHolding(tx, holder, limits, now, false)) !== null) continue;
    const group = tables.find((candidate) => candidate.seats === seats);
    if (group) group.held += 1;
    phones.add(waiter.phone);
    offered.push(
      await offerTo(tx, waiter.id, {
        at,
        seats,
        expiresAt: new Date(now.getTime() + waitlistLimits.offerSeconds * 1000),
      }),
    );
  }
  return offered;
}

/**
 * Tells each person offered a table (a `reservation` notification, which also goes by web push
 * when they have no socket open, and the development inbox for their phone after the commit).
 * Call after every lock of the transaction is taken (emit's lock order).
 */
export async function announceOffers(
  scope: ActionScope,
  storage: ImageStorage,
  sender: CodeSender,
  place: Pick<PlaceBookingFacts, 'id' | 'name' | 'timeZone'>,
  offers: readonly WaitlistRow[],
): Promise<void> {
  if (offers.length === 0) return;
  const { tx } = scope;
  const outlet = { type: 'place' as const, id: place.id };
  const drafts = [];
  for (const entry of offers) {
    const local = await localDateTime(
      tx,
      place.timeZone,
      new Date(entry.offer_at ?? entry.from_at),
    );
    const text = waitlistMessages.offerPreview({
      placeName: place.name,
      guestsCount: entry.guests_count,
      time: reservationMessages.when(local.date, local.time),
      minutes: Math.round(waitlistLimits.offerSeconds / 60),
    });
    drafts.push({
      type: 'reservation' as const,
      creator: outlet,
      actorUserId: null,
      recipient: { type: 'user' as const, id: entry.user_id },
      outlet,
      objectType: 'reservation' as const,
      objectId: entry.id,
      postId: null,
      commentId: null,
      preview: text,
    });
    const phone = entry.phone;
    const message = waitlistMessages.offerText(text, waitlistLimits.offerPath(entry.user_id));
    scope.afterCommit(() => sender.sendCode('sms', phone, message, null));
  }
  await createNotifications(tx, storage, drafts);
}

/**
 * `waitlist.changed` in the outbox: the line of the place's day moved (someone joined, left, was
 * offered a table or took it). Its audience is everyone in that line and `alsoUserIds` (whoever
 * just left it), whose places in line it changes.
 */
export async function emitLineChanged(
  tx: Queryable,
  placeId: string,
  date: string,
  alsoUserIds: readonly string[],
): Promise<void> {
  const people = [...(await userIdsInLine(tx, placeId, date)), ...alsoUserIds];
  await emit(tx, 'waitlist.changed', { placeId, date }, people);
}
