import { describe, expect, it } from 'vitest';
import { addTime, bookableTimes, changeTime, copyToEveryDay, dayTimes } from './settings-times';

const week = [
  { dayOfWeek: 1, startAt: '10:00', endAt: '12:00' },
  { dayOfWeek: 5, startAt: '22:15', endAt: '02:00' },
];

describe('the bookable times of the reservation settings', () => {
  it('offers the 30-minute steps within the opening hours of the day', () => {
    expect(bookableTimes(week, 1)).toEqual(['10:00', '10:30', '11:00', '11:30']);
    // Past midnight: the day's times run to its end, from the first whole step.
    expect(bookableTimes(week, 5)).toEqual(['22:30', '23:00', '23:30']);
    // A day the schedule leaves out is closed.
    expect(bookableTimes(week, 2)).toEqual([]);
  });

  it('offers every step of the day when the place has no schedule', () => {
    expect(bookableTimes([], 3)).toEqual(dayTimes());
    expect(dayTimes()).toHaveLength(48);
    expect(dayTimes().at(-1)).toBe('23:30');
  });

  it('adds a time once, changes its tables and drops it without tables', () => {
    const tables = [{ seats: 2, count: 3 }];
    const once = addTime([], 1, '10:00', tables);
    expect(addTime(once, 1, '10:00', tables)).toEqual(once);
    const more = changeTime(once, 1, '10:00', (entry) => ({
      ...entry,
      tables: [...entry.tables, { seats: 6, count: 1 }],
    }));
    expect(more[0]?.tables).toEqual([
      { seats: 2, count: 3 },
      { seats: 6, count: 1 },
    ]);
    expect(changeTime(more, 1, '10:00', (entry) => ({ ...entry, tables: [] }))).toEqual([]);
  });

  it("copies a day's times to the days whose hours allow them", () => {
    const monday = [
      { dayOfWeek: 1, time: '10:00', tables: [{ seats: 2, count: 1 }] },
      { dayOfWeek: 1, time: '23:00', tables: [{ seats: 4, count: 2 }] },
    ];
    const copied = copyToEveryDay(monday, 1, (day) => bookableTimes(week, day));
    // Friday's hours (22:15 on) allow only 23:00; the closed days get nothing.
    expect(copied.map((entry) => `${entry.dayOfWeek} ${entry.time}`)).toEqual([
      '1 10:00',
      '1 23:00',
      '5 23:00',
    ]);
  });
});
