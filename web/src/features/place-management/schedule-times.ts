import { SCHEDULE_STEP_MINUTES } from '../../lib/constants';

const pad = (value: number) => String(value).padStart(2, '0');

/** Every time of a day on the schedule's 30-minute steps (SPEC section 9): '00:00' ... '23:30'. */
export const SCHEDULE_TIMES: readonly string[] = Array.from(
  { length: (24 * 60) / SCHEDULE_STEP_MINUTES },
  (_, index) => {
    const minutes = index * SCHEDULE_STEP_MINUTES;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  },
);

/** SPEC section 3: an end earlier than the start means the day ends past midnight. */
export function endsPastMidnight(startAt: string, endAt: string): boolean {
  return endAt < startAt;
}

/** The first weekday (1 = Monday) a schedule does not list yet, else Monday. */
export function nextFreeDay(days: readonly number[]): number {
  for (let day = 1; day <= 7; day += 1) if (!days.includes(day)) return day;
  return 1;
}
