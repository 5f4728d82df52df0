import { describe, expect, it } from 'vitest';
import { knowZoneOffsets, localWeekTime, zoneOffsetsAround } from './local-time';

// London moves to summer time at 2026-03-29 01:00 UTC; Lord Howe's offset changes by half an
// hour; Kolkata (+5:30) and Chatham (+12:45 / +13:45) have offsets that are not whole hours.
const ZONES = [
  'Europe/London',
  'America/New_York',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
];
const HOUR = 60 * 60 * 1000;

/**
 * The wall clock of `zone` at `at`, read another way: Swedish dates are written YYYY-MM-DD
 * HH:mm:ss, and the weekday comes from a format of its own.
 */
function intlClock(at: number, zone: string): { date: string; time: string; weekday: string } {
  const moment = new Date(at);
  const [date, clock] = moment.toLocaleString('sv-SE', { timeZone: zone }).split(' ');
  const weekday = moment.toLocaleDateString('en-GB', { timeZone: zone, weekday: 'short' });
  return { date: date!, time: clock!.slice(0, 5), weekday };
}

const WEEKDAY_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function expectIntlClock(at: number, zone: string) {
  const read = localWeekTime(new Date(at), zone);
  const intl = intlClock(at, zone);
  expect({ date: read.date, time: read.time, weekday: WEEKDAY_NAMES[read.weekday] }).toEqual(intl);
}

describe("a zone's wall clock from offsets given by the server", () => {
  it('reads as Intl does for an hour either side of the moment they were given for', () => {
    const given = Date.parse('2026-11-23T23:47:00Z');
    for (const zone of ZONES) localWeekTime(new Date(given), zone);
    const offsets = zoneOffsetsAround(new Date(given));
    expect(offsets.map((offset) => offset.zone)).toEqual(expect.arrayContaining(ZONES));
    knowZoneOffsets(offsets);

    for (const zone of ZONES) {
      for (let at = given - HOUR; at < given + HOUR; at += 7 * 60 * 1000) expectIntlClock(at, zone);
    }
  });

  it('leaves out a zone whose offset changes within the hour, and reads it through Intl', () => {
    const change = Date.parse('2026-03-29T01:00:00Z');
    localWeekTime(new Date(change), 'Europe/London');
    const offsets = zoneOffsetsAround(new Date(change - 20 * 60 * 1000));
    expect(offsets.map((offset) => offset.zone)).not.toContain('Europe/London');
    knowZoneOffsets(offsets);

    for (let at = change - HOUR; at < change + HOUR; at += 10 * 60 * 1000) {
      expectIntlClock(at, 'Europe/London');
    }
  });

  it('reads through Intl outside the time the offsets were given for', () => {
    const given = Date.parse('2026-07-01T12:00:00Z');
    localWeekTime(new Date(given), 'Europe/London');
    // Wrong on purpose: an offset outside its time must not be used.
    knowZoneOffsets([
      { zone: 'Europe/London', offsetMinutes: 600, fromMs: given - HOUR, untilMs: given + HOUR },
    ]);

    expectIntlClock(given + 2 * HOUR, 'Europe/London');
    expect(localWeekTime(new Date(given), 'Europe/London').time).toBe('22:00');
  });
});
