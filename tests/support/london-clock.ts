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
export const minutes = (time: string) => {
  const [hours = 0, rest = 0] = time.split(':').map(Number);
  return hours * 60 + rest;
};

/** The HH:mm time of minutes since midnight. */
export const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
