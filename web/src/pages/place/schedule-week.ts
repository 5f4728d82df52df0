import * as messages from '../../lib/messages';

export interface ScheduleItemTimes {
  dayOfWeek: number;
  startAt: string;
  endAt: string;
}

export interface WeekDay {
  dayOfWeek: number;
  weekday: string;
  /** 'HH:mm – HH:mm', 'Open 24 hours' or 'Closed'. */
  hours: string;
}

/**
 * One line per weekday, Monday first: a missing day is closed, `00:00`-`00:00` is open 24 hours,
 * several items of one day are joined. An end before the start reads as it is (past midnight).
 */
export function scheduleWeek(items: readonly ScheduleItemTimes[]): WeekDay[] {
  return messages.place.weekdays.map((weekday, index) => {
    const dayOfWeek = index + 1;
    const ofDay = items
      .filter((item) => item.dayOfWeek === dayOfWeek)
      .sort((a, b) => a.startAt.localeCompare(b.startAt));
    let hours: string;
    if (ofDay.length === 0) hours = messages.place.closedDay;
    else if (ofDay.some((item) => item.startAt === item.endAt)) hours = messages.place.open24Hours;
    else hours = ofDay.map((item) => `${item.startAt} – ${item.endAt}`).join(', ');
    return { dayOfWeek, weekday, hours };
  });
}

/** The main schedule first (SPEC section 3), the others in their given order. */
export function mainFirst<T extends { isMain: boolean }>(schedules: readonly T[]): T[] {
  return [...schedules.filter((s) => s.isMain), ...schedules.filter((s) => !s.isMain)];
}
