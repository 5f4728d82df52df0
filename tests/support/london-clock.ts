// London's calendar and clock for booking tests: the demo places are in London, and their slots,
// schedules and bookings are in its local time, whatever the time zone of the machine.

export const LONDON_TIME_ZONE = 'Europe/London';

/** London's date `days` from today, YYYY-MM-DD. */
export function londonDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: LONDON_TIME_ZONE }).format(new Date());
  const at = new Date(`${today}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The weekday of a date as the schedules number it: Monday 1 to Sunday 7. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The wall clock of London at an instant, read as if it were UTC (ms). */
function londonWall(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: LONDON_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '00';
  return Date.parse(
    `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:00Z`,
  );
}

/** The UTC instant at which London's clocks show `date` `time` (two passes settle the offset). */
export function londonInstant(date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let instant = wall;
  for (let pass = 0; pass < 2; pass += 1) instant = wall - (londonWall(instant) - instant);
  return new Date(instant).toISOString();
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
