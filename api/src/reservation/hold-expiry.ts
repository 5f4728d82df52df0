import { runAction } from '../action/run-action.js';
import type { CodeSender } from '../auth/code-sender.js';
import type { HoldLimits } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import { announceOffers, emitLineChanged, offerFreeTables } from './waitlist-offers.js';
import { endEntry, expiredOffers } from './waitlist-repository.js';
import { localDateTime, placeBookingFacts, type PlaceBookingFacts } from './place-booking-facts.js';
import { lockSlot } from './table-capacity.js';
import { deleteExpiredHolds } from './table-holds.js';
import { emitAvailability } from './booking-availability.js';

/** Expired holds and offers free their tables, which go on to the line. */

/** The place and instant of a table freed by an expiry, keyed by both. */
interface FreedAt {
  placeId: string;
  at: Date;
}

/**
 * Frees the tables of holds and waitlist offers expired at `now` (of one place, or everywhere):
 * an expired offer ends its entry. Each freed table goes on to the first in line who fits, and
 * every day whose availability or line that changed is announced. Returns how many holds and
 * offers went.
 */
export function expireHolds(
  db: Database,
  now: Date,
  deps: { storage: ImageStorage; sender: CodeSender; holds: HoldLimits },
  placeId?: string,
): Promise<number> {
  return runAction(db, async (scope) => {
    const { tx } = scope;
    const gone = await deleteExpiredHolds(tx, now, placeId);
    const offers = await expiredOffers(tx, now, placeId);
    const freed = new Map<string, FreedAt>();
    const free = (at: FreedAt) => freed.set(`${at.placeId} ${at.at.toISOString()}`, at);
    for (const hold of gone) free({ placeId: hold.placeId, at: hold.datetime });
    const leftLine = new Map<string, { placeId: string; date: string; userIds: string[] }>();
    for (const entry of offers) {
      free({ placeId: entry.place_id, at: new Date(entry.offer_at ?? entry.from_at) });
      await endEntry(tx, entry.id, 'expired', now);
      const key = `${entry.place_id} ${entry.date}`;
      const day = leftLine.get(key) ?? { placeId: entry.place_id, date: entry.date, userIds: [] };
      day.userIds.push(entry.user_id);
      leftLine.set(key, day);
    }
    // Every lock before the first event; in one order, so two sweeps never wait on each other.
    const keys = [...freed.keys()].sort();
    const made: {
      place: PlaceBookingFacts;
      offers: Awaited<ReturnType<typeof offerFreeTables>>;
    }[] = [];
    const days = new Map<string, { place: PlaceBookingFacts; date: string }>();
    for (const key of keys) {
      const spot = freed.get(key);
      if (!spot) continue;
      const place = await placeBookingFacts(tx, spot.placeId);
      if (!place) continue;
      const { date } = await localDateTime(tx, place.timeZone, spot.at);
      days.set(`${place.id} ${date}`, { place, date });
      await lockSlot(tx, place.id, spot.at);
      const offered = await offerFreeTables(tx, place, spot.at, deps.holds, now);
      if (offered.length > 0) made.push({ place, offers: offered });
    }
    for (const { place, offers: offered } of made) {
      await announceOffers(scope, deps.storage, deps.sender, place, offered);
    }
    for (const { place, date } of days.values()) await emitAvailability(tx, place, date, now);
    for (const day of leftLine.values()) {
      await emitLineChanged(tx, day.placeId, day.date, day.userIds);
    }
    return gone.length + offers.length;
  });
}

/** Whether any hold or offer of the place has expired at `now` (a cheap read before expireHolds). */
export async function hasExpiredHolds(db: Queryable, placeId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM reservation_holds WHERE place_id = $1 AND expires_at <= $2)
       OR EXISTS (SELECT 1 FROM waitlist_entries WHERE place_id = $1 AND status = 'offered'
                  AND offer_expires_at <= $2)
       AS found`,
    [placeId, now.toISOString()],
  );
  return rows[0]?.found ?? false;
}
