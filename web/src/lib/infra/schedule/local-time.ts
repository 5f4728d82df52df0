// The wall clock of a time zone, through the platform's Intl (no date library, no fixed offsets:
// Intl knows every zone's daylight-saving rules).
//
// A browser's first Intl date format costs it a long pause (its time zone data loads: 50-190 ms
// on a fast machine, several times that on a phone), which would fall on the first render of any
// page with opening hours. So a page the gateway rendered comes with the offsets of the zones it
// read, each for a stretch of time with no change of offset in it; within it, the wall clock is
// UTC arithmetic, and Intl starts only when a clock runs past it.

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

/** The calendar date (YYYY-MM-DD) `days` after `date`. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** 1 = Monday ... 7 = Sunday of a calendar date (YYYY-MM-DD). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

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

/** A zone's offset from UTC, the same from `fromMs` until before `untilMs`. */
export interface ZoneOffset {
  zone: string;
  offsetMinutes: number;
  fromMs: number;
  untilMs: number;
}

/** How far either side of its moment a zone's offset is given (no zone changes twice in it). */
const OFFSET_SPAN_MS = 60 * 60 * 1000;
const knownOffsets = new Map<string, ZoneOffset>();
const zonesRead = new Set<string>();

/** Offsets to read wall clocks by, as `zoneOffsetsAround` gave them (on another machine). */
export function knowZoneOffsets(offsets: readonly ZoneOffset[]): void {
  for (const offset of offsets) knownOffsets.set(offset.zone, offset);
}

function intlParts(now: Date, timeZone: string): Intl.DateTimeFormatPart[] {
  try {
    return formatter(timeZone).formatToParts(now);
  } catch {
    return formatter('UTC').formatToParts(now);
  }
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function weekTime(weekday: number, hour: number, minute: number, date: string): LocalWeekTime {
  return {
    weekday,
    minuteOfWeek: (weekday - 1) * MINUTES_PER_DAY + hour * 60 + minute,
    date,
    time: `${twoDigits(hour)}:${twoDigits(minute)}`,
  };
}

function intlWeekTime(now: Date, timeZone: string): LocalWeekTime {
  const parts = intlParts(now, timeZone);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return weekTime(
    WEEKDAYS[part('weekday')] ?? 1,
    Number(part('hour')) % 24,
    Number(part('minute')),
    `${part('year')}-${part('month')}-${part('day')}`,
  );
}

/** Where `now` falls in the local week of `timeZone`; an unknown zone reads as UTC. */
export function localWeekTime(now: Date, timeZone: string): LocalWeekTime {
  zonesRead.add(timeZone);
  const known = knownOffsets.get(timeZone);
  const at = now.getTime();
  if (!known || at < known.fromMs || at >= known.untilMs) return intlWeekTime(now, timeZone);
  const local = new Date(at + known.offsetMinutes * 60_000);
  const date = `${local.getUTCFullYear()}-${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}`;
  // getUTCDay counts from Sunday (0); the week here starts on Monday (1).
  return weekTime(local.getUTCDay() || 7, local.getUTCHours(), local.getUTCMinutes(), date);
}

/** The minutes `timeZone`'s wall clock is ahead of UTC at `at` (ms), through Intl. */
function intlOffsetMinutes(at: number, timeZone: string): number {
  const minute = Math.floor(at / 60_000) * 60_000;
  const { date, time } = intlWeekTime(new Date(minute), timeZone);
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minutes] = time.split(':').map(Number);
  return (Date.UTC(year!, month! - 1, day!, hour!, minutes!) - minute) / 60_000;
}

/**
 * The offsets of the zones read so far, for an hour either side of `now`; a zone whose offset
 * changes in that time is left out (its clock is read through Intl).
 */
export function zoneOffsetsAround(now: Date): ZoneOffset[] {
  const at = now.getTime();
  const offsets: ZoneOffset[] = [];
  for (const zone of zonesRead) {
    const offsetMinutes = intlOffsetMinutes(at, zone);
    const steady = [at - OFFSET_SPAN_MS, at + OFFSET_SPAN_MS - 60_000].every(
      (moment) => intlOffsetMinutes(moment, zone) === offsetMinutes,
    );
    if (steady) {
      offsets.push({
        zone,
        offsetMinutes,
        fromMs: at - OFFSET_SPAN_MS,
        untilMs: at + OFFSET_SPAN_MS,
      });
    }
  }
  return offsets;
}
