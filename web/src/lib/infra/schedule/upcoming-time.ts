// A time ahead (a booking) as SPEC section 9 shows times: 'HH:mm' on the day, the weekday within
// the coming week, 'DD MMM' further on; always on the clocks of the place's time zone.
import * as messages from '../../messages';
import { localWeekTime } from './local-time';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_OF_WEEK = 7;

/** Whole days from one YYYY-MM-DD to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** '19:30' today, 'Thu 19:30' within the week ahead, '03 Dec 19:30' later (or in the past). */
export function upcomingTimeText(iso: string, timeZone: string, now: Date): string {
  const at = localWeekTime(new Date(iso), timeZone);
  const today = localWeekTime(now, timeZone).date;
  const days = daysBetween(today, at.date);
  if (days === 0) return at.time;
  const words = messages.chat;
  if (days > 0 && days < DAYS_OF_WEEK) {
    return `${words.weekdays[at.weekday % DAYS_OF_WEEK] ?? ''} ${at.time}`;
  }
  const [, month = 1, day = 1] = at.date.split('-').map(Number);
  return `${String(day).padStart(2, '0')} ${words.months[month - 1] ?? ''} ${at.time}`;
}
