// Dates and times of a booking, always in the place's time zone (slots are HH:mm local to the
// place, the api takes and gives UTC instants), through the platform's Intl.
import * as messages from '../../lib/messages/index.js';
import { addDays, localWeekTime } from '../../lib/infra/schedule/local-time.js';

/** The wall clock of `timeZone` at `instant`, read as if it were UTC (ms). */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const { date, time } = localWeekTime(new Date(instant), timeZone);
  return Date.parse(`${date}T${time}:00Z`);
}

/**
 * The UTC instant (ISO 8601) at which the clocks of `timeZone` show `date` `time`. Two passes
 * settle the zone's offset, also on the days daylight saving changes it.
 */
export function placeTimeToIso(date: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let instant = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    instant = wall - (wallClockAsUtc(instant, timeZone) - instant);
  }
  return new Date(instant).toISOString();
}

/** The place's local date (YYYY-MM-DD) and time (HH:mm) of an instant. */
export function isoToPlaceTime(iso: string, timeZone: string): { date: string; time: string } {
  const { date, time } = localWeekTime(new Date(iso), timeZone);
  return { date, time };
}

export interface DateOption {
  /** YYYY-MM-DD, the place's local date. */
  value: string;
  label: string;
}

/** 'Fri, 28 Nov' for a YYYY-MM-DD date. */
export function dateText(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1, day));
  const weekday = messages.chat.weekdays[at.getUTCDay()] ?? '';
  const monthName = messages.chat.months[at.getUTCMonth()] ?? '';
  return `${weekday}, ${day} ${monthName}`;
}

/** The dates the booking screen offers: `days` of them from the place's today. */
export function bookingDates(now: Date, timeZone: string, days: number): DateOption[] {
  const today = localWeekTime(now, timeZone).date;
  return Array.from({ length: days }, (_, index) => {
    const value = addDays(today, index);
    const label =
      index === 0
        ? messages.booking.today
        : index === 1
          ? messages.booking.tomorrow
          : dateText(value);
    return { value, label };
  });
}

/** 'Fri, 28 Nov, 19:30': a reservation's time as the place's clocks show it. */
export function reservationTimeText(iso: string, timeZone: string): string {
  const { date, time } = isoToPlaceTime(iso, timeZone);
  return `${dateText(date)}, ${time}`;
}

/** Whether a slot of `date` has already begun at `now` (today's earlier times cannot be booked). */
export function isSlotPast(date: string, time: string, timeZone: string, now: Date): boolean {
  return Date.parse(placeTimeToIso(date, time, timeZone)) <= now.getTime();
}
