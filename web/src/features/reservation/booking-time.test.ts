import { describe, expect, it } from 'vitest';
import { bookingDates, isSlotPast, placeTimeToIso, reservationTimeText } from './booking-time';
import { addDays } from '../../lib/infra/schedule/local-time';

describe('booking times in the place time zone', () => {
  it('turns a slot of the place into the UTC instant the api takes, daylight saving included', () => {
    expect(placeTimeToIso('2026-11-28', '19:30', 'Europe/London')).toBe('2026-11-28T19:30:00.000Z');
    expect(placeTimeToIso('2026-07-04', '19:30', 'Europe/London')).toBe('2026-07-04T18:30:00.000Z');
    expect(placeTimeToIso('2026-11-28', '19:30', 'Europe/Moscow')).toBe('2026-11-28T16:30:00.000Z');
    // The night the clocks go forward in London (01:00 -> 02:00).
    expect(placeTimeToIso('2026-03-29', '12:00', 'Europe/London')).toBe('2026-03-29T11:00:00.000Z');
  });

  it("reads a reservation's instant as the place's clocks show it", () => {
    expect(reservationTimeText('2026-07-04T18:30:00.000Z', 'Europe/London')).toBe(
      'Sat, 4 Jul, 19:30',
    );
    expect(reservationTimeText('2026-11-28T21:30:00.000Z', 'Europe/Moscow')).toBe(
      'Sun, 29 Nov, 00:30',
    );
  });

  it("offers days from the place's today: Today, Tomorrow, then dates", () => {
    // 23:30 UTC on the 26th is already the 27th in Moscow.
    const now = new Date('2026-11-26T23:30:00Z');
    const dates = bookingDates(now, 'Europe/Moscow', 4);
    expect(dates).toEqual([
      { value: '2026-11-27', label: 'Today' },
      { value: '2026-11-28', label: 'Tomorrow' },
      { value: '2026-11-29', label: 'Sun, 29 Nov' },
      { value: '2026-11-30', label: 'Mon, 30 Nov' },
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("tells today's begun slots from those to come", () => {
    const now = new Date('2026-11-28T19:00:00Z');
    expect(isSlotPast('2026-11-28', '18:30', 'Europe/London', now)).toBe(true);
    expect(isSlotPast('2026-11-28', '19:30', 'Europe/London', now)).toBe(false);
  });
});
