// Bookable times as the staff set them: HH:mm on 30-minute steps, within the opening hours of the
// place's main schedule (docs/booking.md). Pure functions; the routes load the schedule.
import { reservationLimits } from '../messages.js';

/** One day of a schedule as place_schedule_items keeps it: end before start runs past midnight. */
export interface OpeningDay {
  dayOfWeek: number;
  startAt: string;
  endAt: string;
}

/** Minutes after midnight of an `HH:mm`. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** `HH:mm` of minutes after midnight. */
export function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** True for `HH:mm` on a full or half hour. */
export function isOnStep(time: string): boolean {
  return (
    /^([01]\d|2[0-3]):[0-5]\d$/.test(time) && minutesOf(time) % reservationLimits.stepMinutes === 0
  );
}

/** The weekday before `dayOfWeek` (1 = Monday .. 7 = Sunday). */
function previousDay(dayOfWeek: number): number {
  return dayOfWeek === 1 ? 7 : dayOfWeek - 1;
}

/**
 * Whether the place is open at `time` on `dayOfWeek`: that day's hours cover it (00:00-00:00 is
 * the whole day), or the day before runs past midnight into it. A place without a schedule is
 * taken as open: its staff know their hours better than an empty form.
 */
export function isWithinOpeningHours(
  schedule: readonly OpeningDay[],
  dayOfWeek: number,
  time: string,
): boolean {
  if (schedule.length === 0) return true;
  const at = minutesOf(time);
  const today = schedule.find((day) => day.dayOfWeek === dayOfWeek);
  if (today) {
    const start = minutesOf(today.startAt);
    const end = minutesOf(today.endAt);
    if (start === end) return true;
    if (end > start ? at >= start && at < end : at >= start) return true;
  }
  const yesterday = schedule.find((day) => day.dayOfWeek === previousDay(dayOfWeek));
  if (yesterday) {
    const start = minutesOf(yesterday.startAt);
    const end = minutesOf(yesterday.endAt);
    if (end < start && at < end) return true;
  }
  return false;
}

/** True for a real calendar date `YYYY-MM-DD`. */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The calendar day after `date` (`YYYY-MM-DD`). */
export function nextDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + 1);
  return parsed.toISOString().slice(0, 10);
}
