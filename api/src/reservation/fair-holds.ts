// Fair holds (docs/booking.md, "Holds"): one client address and one phone hold at most a few
// tables at once across all places (HOLDS_PER_ADDRESS, HOLDS_PER_PHONE), so a handful of code
// requests with new phone numbers cannot keep every table of a time from everyone else. A waitlist
// offer counts as a hold of its phone and of the address its line was joined from.
import type { HoldLimits } from '../config.js';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { ErrorStatus } from '../messages.js';
import { tablesHeldBy, type HeldTables, type Holder } from './table-holds.js';

/** Null when the holder may take one more table; else the seconds until one of theirs is freed. */
export async function waitBeforeHolding(
  tx: Queryable,
  holder: Holder,
  limits: HoldLimits,
  now: Date,
  replacing: boolean,
): Promise<number | null> {
  const held = await tablesHeldBy(tx, holder, now, replacing);
  const full: HeldTables[] = [];
  if (holder.address !== null && held.byAddress.count >= limits.perAddress) {
    full.push(held.byAddress);
  }
  if (held.byPhone.count >= limits.perPhone) full.push(held.byPhone);
  if (full.length === 0) return null;
  // Both full: a table is free to take once both have let one go.
  const freedAt = Math.max(...full.map((tables) => tables.firstEnds?.getTime() ?? now.getTime()));
  return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
}

/**
 * The throttle the SPEC names for code sends (422 ResendSmsTemporaryBlocked, 'Repeated sending
 * SMS temporarily locked', `data.timeout`): the booking form already says how long to wait
 * ('Sending SMS is blocked for N sec').
 */
export function holdsThrottled(timeout: number): ApiError {
  return new ApiError(ErrorStatus.ResendSmsTemporaryBlocked, { data: { timeout } });
}
