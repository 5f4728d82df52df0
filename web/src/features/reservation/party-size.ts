// Which tables fit a party: a party of n sits at a table of n seats or more (it is given the
// smallest such table with one free), so a time shows, and offers, only those.

/** The free tables of one size at a time, as the slots carry them. */
interface TableGroup {
  seats: number;
  available: number;
}

/** How many free tables at a time seat `guests`. */
export function fittingTables(tables: readonly TableGroup[], guests: number): number {
  return tables
    .filter((group) => group.seats >= guests)
    .reduce((sum, group) => sum + group.available, 0);
}

/**
 * Whether a time has a table, free or taken, that seats `guests`: a full time that has one is
 * open to its waitlist (the next such table freed may be theirs); one that has none is not.
 */
export function seatsParty(tables: readonly TableGroup[], guests: number): boolean {
  return tables.some((group) => group.seats >= guests);
}

/**
 * The guests counts the picker offers: 1 up to the largest table of the day's times (booked or
 * not: it says how big a party the place seats), never above `max`; 1 to `max` while the day's
 * tables are not known.
 */
export function guestsOptions(
  slots: readonly { tables: readonly TableGroup[] }[] | undefined,
  max: number,
): number[] {
  const largest = Math.max(0, ...(slots ?? []).flatMap((slot) => slot.tables.map((t) => t.seats)));
  const top = largest > 0 ? Math.min(largest, max) : max;
  return Array.from({ length: top }, (_, index) => index + 1);
}
