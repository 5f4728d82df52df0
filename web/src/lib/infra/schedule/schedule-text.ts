// SPEC section 4, schedule text: what a card says about a place's opening hours right now, read
// in the place's city time zone. Pure: the clock and the zone are arguments.
import { SCHEDULE_COUNTDOWN_SECONDS } from '../../constants';
import * as messages from '../../messages';
import { localWeekTime, MINUTES_PER_DAY, MINUTES_PER_WEEK } from './local-time';

export interface ScheduleItemInput {
  /** 1 = Monday ... 7 = Sunday. */
  dayOfWeek: number;
  /** HH:mm */
  startAt: string;
  /** HH:mm; not after `startAt` means past midnight (equal means 24 hours). */
  endAt: string;
}

interface Interval {
  /** Minutes from Monday 00:00 of the current week (may fall before it or after it). */
  start: number;
  end: number;
  startAt: string;
  endAt: string;
}

const COUNTDOWN_MINUTES = SCHEDULE_COUNTDOWN_SECONDS / 60;

function parseTime(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  // 24:00 is a common way of writing midnight at the end of a day.
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** Each item as an interval of the week, repeated a week before and after for the wrap. */
function intervals(items: readonly ScheduleItemInput[]): Interval[] {
  const result: Interval[] = [];
  for (const item of items) {
    const start = parseTime(item.startAt);
    const end = parseTime(item.endAt);
    if (start === null || end === null || item.dayOfWeek < 1 || item.dayOfWeek > 7) continue;
    const dayStart = (item.dayOfWeek - 1) * MINUTES_PER_DAY;
    const length = end > start ? end - start : end - start + MINUTES_PER_DAY;
    for (const week of [-1, 0, 1]) {
      const from = dayStart + start + week * MINUTES_PER_WEEK;
      result.push({ start: from, end: from + length, startAt: item.startAt, endAt: item.endAt });
    }
  }
  return result.sort((a, b) => a.start - b.start);
}

/** Back-to-back or overlapping items are one opening (a night that continues into a 24 h day). */
function merge(sorted: Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) {
      if (interval.end > last.end) {
        last.end = interval.end;
        last.endAt = interval.endAt;
      }
    } else {
      merged.push({ ...interval });
    }
  }
  return merged;
}

/** 'N h M min', minutes rounded down to tens (SPEC section 4). */
export function countdown(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return messages.schedule.duration(Math.floor(whole / 60), Math.floor((whole % 60) / 10) * 10);
}

function isAllDay(item: ScheduleItemInput): boolean {
  return item.startAt === item.endAt && parseTime(item.startAt) !== null;
}

/**
 * The schedule text of SPEC section 4 for the items of the main schedule, at `now`, in `timeZone`
 * (an IANA zone such as 'Europe/London').
 */
export function scheduleText(
  items: readonly ScheduleItemInput[],
  now: Date,
  timeZone: string,
): string {
  const all = merge(intervals(items));
  if (all.length === 0) return messages.schedule.unavailable;

  const { weekday, minuteOfWeek } = localWeekTime(now, timeZone);
  if (items.some((item) => item.dayOfWeek === weekday && isAllDay(item))) {
    return messages.schedule.open24Hours;
  }

  const current = all.find(
    (interval) => interval.start <= minuteOfWeek && minuteOfWeek < interval.end,
  );
  if (current) {
    if (current.end - current.start >= MINUTES_PER_WEEK) return messages.schedule.open24Hours;
    const left = current.end - minuteOfWeek;
    // 'Open from X to Y' only when closing is over 3 hours away (SPEC section 4).
    return left <= COUNTDOWN_MINUTES
      ? messages.schedule.closesIn(countdown(left))
      : messages.schedule.openFromTo(current.startAt, current.endAt);
  }

  const next = all.find((interval) => interval.start > minuteOfWeek);
  if (!next) return messages.schedule.unavailable;
  const wait = next.start - minuteOfWeek;
  if (wait <= COUNTDOWN_MINUTES) return messages.schedule.opensIn(countdown(wait));
  const days =
    Math.floor(next.start / MINUTES_PER_DAY) - Math.floor(minuteOfWeek / MINUTES_PER_DAY);
  if (days === 0) return messages.schedule.willOpenAt(next.startAt);
  if (days === 1) return messages.schedule.opensTomorrow;
  const weekdayIndex = (((Math.floor(next.start / MINUTES_PER_DAY) % 7) + 7) % 7) as number;
  return messages.schedule.willOpenOn(messages.schedule.weekdays[weekdayIndex] ?? '');
}
