import { describe, expect, it } from 'vitest';
import { demoBookableTimes } from '../seed/demo-reservations.js';
import { isDate, isOnStep, isWithinOpeningHours, nextDate } from './reservation-time.js';

const weekdays = (startAt: string, endAt: string) =>
  [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startAt, endAt }));

describe('bookable times', () => {
  it('are on full and half hours', () => {
    expect(['00:00', '12:30', '23:30'].map(isOnStep)).toEqual([true, true, true]);
    expect(['12:15', '24:00', '7:30', '12:3'].map(isOnStep)).toEqual([false, false, false, false]);
  });

  it('fall within the opening hours, past midnight and all day included', () => {
    const lateBar = [{ dayOfWeek: 5, startAt: '18:00', endAt: '02:00' }];
    expect(isWithinOpeningHours(lateBar, 5, '23:30')).toBe(true);
    expect(isWithinOpeningHours(lateBar, 6, '01:30')).toBe(true);
    expect(isWithinOpeningHours(lateBar, 6, '02:00')).toBe(false);
    expect(isWithinOpeningHours(lateBar, 5, '17:30')).toBe(false);
    expect(isWithinOpeningHours(weekdays('10:00', '22:00'), 1, '21:30')).toBe(true);
    expect(isWithinOpeningHours(weekdays('10:00', '22:00'), 1, '22:00')).toBe(false);
    expect(isWithinOpeningHours(weekdays('10:00', '22:00'), 6, '12:00')).toBe(false);
    expect(
      isWithinOpeningHours([{ dayOfWeek: 7, startAt: '00:00', endAt: '00:00' }], 7, '03:00'),
    ).toBe(true);
    expect(isWithinOpeningHours([], 3, '03:00')).toBe(true);
  });

  it('of the demo places stop an hour before closing and skip closed days', () => {
    const times = demoBookableTimes(weekdays('12:00', '20:00'));
    expect(new Set(times.map((time) => time.dayOfWeek))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(times.filter((time) => time.dayOfWeek === 1).map((time) => time.time)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '18:00',
      '18:30',
      '19:00',
    ]);
  });
});

describe('dates', () => {
  it('are real calendar days, and the next one rolls over months and years', () => {
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('27.11.2026')).toBe(false);
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
  });
});
