// London's calendar and clock for booking tests: the demo places are in London, and their slots,
// schedules and bookings are in its local time, whatever the time zone of the machine. The
// arithmetic is the web's own (`booking-time.ts`), so the tests read times as the booking screen does.
import { isoToPlaceTime, placeTimeToIso } from '../../web/src/features/reservation/booking-time.js';
import { addDays, isoWeekday } from '../../web/src/lib/infra/schedule/local-time.js';

export const LONDON_TIME_ZONE = 'Europe/London';

/** London's date `days` from today, YYYY-MM-DD. */
export function londonDate(days: number): string {
  return addDays(isoToPlaceTime(new Date().toISOString(), LONDON_TIME_ZONE).date, days);
}

/** The weekday of a date as the schedules number it: Monday 1 to Sunday 7. */
export const weekdayOf = isoWeekday;

/** The UTC instant at which London's clocks show `date` `time`, as the booking screen reads it. */
export function londonInstant(date: string, time: string): string {
  return placeTimeToIso(date, time, LONDON_TIME_ZONE);
}

/** Minutes since midnight of an HH:mm time. */
const minutes = (time: string) => {
  const [hours = 0, rest = 0] = time.split(':').map(Number);
  return hours * 60 + rest;
};

/** The HH:mm time of minutes since midnight. */
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** One day's opening hours of a place's schedule. */
export interface ScheduleItem {
  dayOfWeek: number;
  startAt: string;
  endAt: string;
}

/**
 * The first of the week's days from `fromDay` days ahead whose opening hours hold `count`
 * half-hour steps from an hour after opening (before midnight), with those times; null when no
 * day of that week does.
 */
export function bookableMoment(
  items: readonly ScheduleItem[],
  { fromDay = 2, count = 1 }: { fromDay?: number; count?: number } = {},
): { date: string; times: string[] } | null {
  for (let days = fromDay; days < fromDay + 7; days += 1) {
    const date = londonDate(days);
    const item = items.find((entry) => entry.dayOfWeek === weekdayOf(date));
    if (!item) continue;
    const start = minutes(item.startAt);
    const end = minutes(item.endAt) <= start ? 24 * 60 : minutes(item.endAt);
    const first = Math.ceil(start / 30) * 30 + 60;
    const last = first + 30 * (count - 1);
    if (last < end && last < 24 * 60) {
      return { date, times: Array.from({ length: count }, (_, step) => clock(first + 30 * step)) };
    }
  }
  return null;
}
