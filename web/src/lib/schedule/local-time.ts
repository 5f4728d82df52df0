// The wall clock of a time zone, through the platform's Intl (no date library, no fixed offsets:
// Intl knows every zone's daylight-saving rules).

export const MINUTES_PER_DAY = 24 * 60;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

const WEEKDAYS: Readonly<Record<string, number>> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export interface LocalWeekTime {
  /** 1 = Monday ... 7 = Sunday. */
  weekday: number;
  /** Minutes since Monday 00:00 of the local week. */
  minuteOfWeek: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

/** Where `now` falls in the local week of `timeZone`; an unknown zone reads as UTC. */
export function localWeekTime(now: Date, timeZone: string): LocalWeekTime {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatter(timeZone).formatToParts(now);
  } catch {
    parts = formatter('UTC').formatToParts(now);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  const weekday = WEEKDAYS[part('weekday')] ?? 1;
  const hour = Number(part('hour')) % 24;
  const minute = Number(part('minute'));
  return {
    weekday,
    minuteOfWeek: (weekday - 1) * MINUTES_PER_DAY + hour * 60 + minute,
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour').padStart(2, '0')}:${part('minute')}`,
  };
}
