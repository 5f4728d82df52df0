import { describe, expect, it } from 'vitest';
import { upcomingTimeText } from './upcoming-time';

// Tuesday 1 December 2026, 10:00 in London.
const now = new Date('2026-12-01T10:00:00Z');

describe('a time ahead in words', () => {
  it('is its clock on the day, on the place’s clocks', () => {
    expect(upcomingTimeText('2026-12-01T19:30:00Z', 'Europe/London', now)).toBe('19:30');
    expect(upcomingTimeText('2026-12-01T16:30:00Z', 'Europe/Moscow', now)).toBe('19:30');
  });

  it('is the weekday within the week ahead', () => {
    expect(upcomingTimeText('2026-12-03T19:30:00Z', 'Europe/London', now)).toBe('Thu 19:30');
    expect(upcomingTimeText('2026-12-07T12:00:00Z', 'Europe/London', now)).toBe('Mon 12:00');
  });

  it('is the day and month further on, or once past', () => {
    expect(upcomingTimeText('2026-12-08T19:30:00Z', 'Europe/London', now)).toBe('08 Dec 19:30');
    expect(upcomingTimeText('2026-11-28T19:30:00Z', 'Europe/London', now)).toBe('28 Nov 19:30');
  });
});
