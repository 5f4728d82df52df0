// The staff's reservation settings as the editor changes them: bookable times per weekday on
// 30-minute steps within the opening hours, each with its tables.
import { RESERVATION_TIME_STEP_MINUTES } from '../../lib/constants';

export interface TableGroupValue {
  seats: number;
  count: number;
}

export interface ReservationTimeValue {
  /** 1 = Monday .. 7 = Sunday. */
  dayOfWeek: number;
  /** HH:mm */
  time: string;
  tables: TableGroupValue[];
}

export interface ScheduleItemValue {
  dayOfWeek: number;
  startAt: string;
  endAt: string;
}

const MINUTES_PER_DAY = 24 * 60;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Every step of a day: 00:00, 00:30 ... 23:30. */
export function dayTimes(step = RESERVATION_TIME_STEP_MINUTES): string[] {
  return Array.from({ length: MINUTES_PER_DAY / step }, (_, index) => timeOf(index * step));
}

/**
 * The times of a weekday a table may be booked at: the steps within its opening hours (an end
 * before the start runs past midnight, so the day's times run to its end). Without any schedule
 * the place's hours are unknown and every step is offered; a day the schedule leaves out is closed.
 */
export function bookableTimes(
  items: readonly ScheduleItemValue[],
  dayOfWeek: number,
  step = RESERVATION_TIME_STEP_MINUTES,
): string[] {
  if (items.length === 0) return dayTimes(step);
  const times = new Set<string>();
  for (const item of items.filter((entry) => entry.dayOfWeek === dayOfWeek)) {
    const start = minutesOf(item.startAt);
    const end = minutesOf(item.endAt);
    const until = end <= start ? MINUTES_PER_DAY : end;
    const first = Math.ceil(start / step) * step;
    for (let minute = first; minute < until; minute += step) times.add(timeOf(minute));
  }
  return [...times].sort();
}

/** A weekday's times in order. */
export function timesOfDay(
  times: readonly ReservationTimeValue[],
  dayOfWeek: number,
): ReservationTimeValue[] {
  return times
    .filter((entry) => entry.dayOfWeek === dayOfWeek)
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** Adds a time to a weekday with one group of tables (nothing changes if it is there already). */
export function addTime(
  times: readonly ReservationTimeValue[],
  dayOfWeek: number,
  time: string,
  tables: TableGroupValue[],
): ReservationTimeValue[] {
  if (times.some((entry) => entry.dayOfWeek === dayOfWeek && entry.time === time)) {
    return [...times];
  }
  return [...times, { dayOfWeek, time, tables }];
}

/** Replaces one time of a weekday through `change`; a time left without tables is dropped. */
export function changeTime(
  times: readonly ReservationTimeValue[],
  dayOfWeek: number,
  time: string,
  change: (entry: ReservationTimeValue) => ReservationTimeValue | null,
): ReservationTimeValue[] {
  return times.flatMap((entry) => {
    if (entry.dayOfWeek !== dayOfWeek || entry.time !== time) return [entry];
    const next = change(entry);
    return next && next.tables.length > 0 ? [next] : [];
  });
}

/**
 * The times of one weekday copied to every other day, each kept only where that day's opening
 * hours allow it (`allowed` gives a day's bookable times).
 */
export function copyToEveryDay(
  times: readonly ReservationTimeValue[],
  fromDay: number,
  allowed: (dayOfWeek: number) => readonly string[],
): ReservationTimeValue[] {
  const source = timesOfDay(times, fromDay);
  const result: ReservationTimeValue[] = [...source];
  for (let day = 1; day <= 7; day += 1) {
    if (day === fromDay) continue;
    const open = new Set(allowed(day));
    for (const entry of source) {
      if (open.has(entry.time)) {
        result.push({
          ...entry,
          dayOfWeek: day,
          tables: entry.tables.map((group) => ({ ...group })),
        });
      }
    }
  }
  return result;
}
