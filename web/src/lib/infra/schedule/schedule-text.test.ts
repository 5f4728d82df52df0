import { describe, expect, it } from 'vitest';
import { countdown, scheduleText, type ScheduleItemInput } from './schedule-text';

// Fixed clocks: 2026-11-23 is a Monday. London is UTC+0 in November, Moscow UTC+3, New York
// UTC-5, Kolkata UTC+5:30.
const at = (iso: string) => new Date(iso);
const LONDON = 'Europe/London';

/** What a London place with these items says at this instant. */
function inLondon(items: ScheduleItemInput[], iso: string): string {
  return scheduleText(items, at(iso), LONDON);
}

function week(startAt: string, endAt: string, days = [1, 2, 3, 4, 5, 6, 7]): ScheduleItemInput[] {
  return days.map((dayOfWeek) => ({ dayOfWeek, startAt, endAt }));
}

describe('schedule text (SPEC section 4)', () => {
  it('says the schedule is unavailable without items', () => {
    expect(inLondon([], '2026-11-23T12:00:00Z')).toBe('Schedule unavailable');
  });

  it('ignores malformed items', () => {
    expect(
      inLondon([{ dayOfWeek: 1, startAt: '9am', endAt: '25:00' }], '2026-11-23T12:00:00Z'),
    ).toBe('Schedule unavailable');
  });

  it('says open 24 hours when today is a 00:00-00:00 day', () => {
    expect(inLondon(week('00:00', '00:00'), '2026-11-23T12:00:00Z')).toBe('Open 24 hours');
    expect(inLondon(week('00:00', '00:00', [1]), '2026-11-23T23:30:00Z')).toBe('Open 24 hours');
  });

  it('gives the hours when closing is more than 3 hours away', () => {
    expect(inLondon(week('10:00', '23:00'), '2026-11-23T12:00:00Z')).toBe(
      'Open from 10:00 to 23:00',
    );
  });

  it('counts down when closing is 3 hours away or less, minutes rounded down to tens', () => {
    expect(inLondon(week('10:00', '23:00'), '2026-11-23T20:00:00Z')).toBe(
      'Open, closes in 3 h 0 min',
    );
    expect(inLondon(week('10:00', '23:00'), '2026-11-23T20:23:00Z')).toBe(
      'Open, closes in 2 h 30 min',
    );
    expect(inLondon(week('10:00', '23:00'), '2026-11-23T22:51:00Z')).toBe('Open, closes in 0 min');
  });

  it('keeps the hours while closing is over 10800 seconds away', () => {
    expect(inLondon(week('10:00', '23:00'), '2026-11-23T19:59:00Z')).toBe(
      'Open from 10:00 to 23:00',
    );
  });

  it('is open past midnight on the previous day’s hours', () => {
    // Monday 18:00 to 02:00 only; Tuesday 01:00 is still Monday night.
    expect(inLondon(week('18:00', '02:00', [1]), '2026-11-24T01:00:00Z')).toBe(
      'Open, closes in 1 h 0 min',
    );
    expect(inLondon(week('18:00', '02:00', [1]), '2026-11-23T19:00:00Z')).toBe(
      'Open from 18:00 to 02:00',
    );
  });

  it('wraps from Sunday night into Monday morning', () => {
    // Sunday 20:00 to 03:00; Monday 01:30 is Sunday night, seen from a new week.
    expect(inLondon(week('20:00', '03:00', [7]), '2026-11-23T01:30:00Z')).toBe(
      'Open, closes in 1 h 30 min',
    );
  });

  it('finds Monday’s opening from a Sunday evening', () => {
    // Sunday 2026-11-29 21:00, only Mondays 09:00-18:00.
    expect(inLondon(week('09:00', '18:00', [1]), '2026-11-29T21:00:00Z')).toBe(
      'Closed, opens tomorrow',
    );
    expect(inLondon(week('09:00', '18:00', [1]), '2026-11-29T23:00:00Z')).toBe(
      'Closed, will open at 09:00'.replace('will open at 09:00', 'opens tomorrow'),
    );
  });

  it('counts down to an opening within 3 hours, even across midnight', () => {
    expect(inLondon(week('10:00', '23:00'), '2026-11-23T08:15:00Z')).toBe(
      'Closed, opens in 1 h 40 min',
    );
    // Sunday 23:00, Monday opens at 01:00: two hours away, tomorrow by the calendar.
    expect(inLondon(week('01:00', '05:00', [1]), '2026-11-29T23:00:00Z')).toBe(
      'Closed, opens in 2 h 0 min',
    );
  });

  it('gives the opening time later today when it is more than 3 hours away', () => {
    expect(inLondon(week('18:00', '23:00'), '2026-11-23T09:00:00Z')).toBe(
      'Closed, will open at 18:00',
    );
  });

  it('says tomorrow when the next opening is on the next day', () => {
    expect(inLondon(week('10:00', '18:00'), '2026-11-23T19:00:00Z')).toBe('Closed, opens tomorrow');
  });

  it('names the weekday when the next opening is further away', () => {
    // Monday evening; open Thursdays and Fridays only.
    expect(inLondon(week('10:00', '18:00', [4, 5]), '2026-11-23T19:00:00Z')).toBe(
      'Closed, will open on Thursday',
    );
    // Open on Mondays only and Monday's hours are over: next Monday.
    expect(inLondon(week('10:00', '18:00', [1]), '2026-11-23T19:00:00Z')).toBe(
      'Closed, will open on Monday',
    );
  });

  it('reads the clock in the city’s time zone', () => {
    const items = week('10:00', '23:00');
    // 08:00 UTC is 11:00 in Moscow (open), 03:00 in New York (closed), 13:30 in Kolkata.
    expect(scheduleText(items, at('2026-11-23T08:00:00Z'), 'Europe/Moscow')).toBe(
      'Open from 10:00 to 23:00',
    );
    expect(scheduleText(items, at('2026-11-23T08:00:00Z'), 'America/New_York')).toBe(
      'Closed, will open at 10:00',
    );
    expect(scheduleText(items, at('2026-11-23T17:00:00Z'), 'Asia/Kolkata')).toBe(
      'Open, closes in 30 min',
    );
  });

  it('follows daylight saving time through Intl', () => {
    // 2026-07-06 is a Monday; London is UTC+1 in summer, so 21:30 UTC is 22:30 local.
    expect(inLondon(week('10:00', '23:00'), '2026-07-06T21:30:00Z')).toBe('Open, closes in 30 min');
  });

  it('treats back-to-back days as one opening', () => {
    // Monday 10:00-00:00 then Tuesday 24 hours: Monday 22:00 does not close at midnight.
    const items: ScheduleItemInput[] = [
      { dayOfWeek: 1, startAt: '10:00', endAt: '00:00' },
      { dayOfWeek: 2, startAt: '00:00', endAt: '00:00' },
      { dayOfWeek: 3, startAt: '00:00', endAt: '04:00' },
    ];
    expect(inLondon(items, '2026-11-23T22:00:00Z')).toBe('Open from 10:00 to 04:00');
  });

  it('is open 24 hours when the whole week is one opening', () => {
    expect(inLondon(week('12:00', '12:00'), '2026-11-23T12:00:00Z')).toBe('Open 24 hours');
  });
});

describe('countdown', () => {
  it.each([
    [0, '0 min'],
    [9, '0 min'],
    [10, '10 min'],
    [59, '50 min'],
    [60, '1 h 0 min'],
    [179, '2 h 50 min'],
  ])('%s minutes read %s', (minutes, text) => {
    expect(countdown(minutes)).toBe(text);
  });
});
