import { describe, expect, it } from 'vitest';
import { chatTimeText, messageTimeText, responseDurationText } from './chat-time';

// Local times: the formatting reads the viewer's clock and calendar.
const now = new Date(2026, 10, 24, 15, 30); // Tuesday 24 Nov 2026, 15:30

describe('chat times', () => {
  it('reads HH:mm today, padded', () => {
    expect(chatTimeText(new Date(2026, 10, 24, 9, 5), now)).toBe('09:05');
    expect(chatTimeText(new Date(2026, 10, 24, 0, 0), now)).toBe('00:00');
    // A time slightly ahead (clock skew) still reads as today's.
    expect(chatTimeText(new Date(2026, 10, 24, 15, 31), now)).toBe('15:31');
  });

  it('reads the weekday within the last week', () => {
    expect(chatTimeText(new Date(2026, 10, 23, 23, 59), now)).toBe('Mon');
    expect(chatTimeText(new Date(2026, 10, 18, 0, 0), now)).toBe('Wed');
  });

  it('reads DD MMM before that', () => {
    expect(chatTimeText(new Date(2026, 10, 17, 23, 59), now)).toBe('17 Nov');
    expect(chatTimeText(new Date(2026, 9, 5, 12, 0), now)).toBe('05 Oct');
    expect(chatTimeText(new Date(2025, 11, 31, 12, 0), now)).toBe('31 Dec');
  });

  it('gives a message its day before the time unless it is today', () => {
    expect(messageTimeText(new Date(2026, 10, 24, 8, 15), now)).toBe('08:15');
    expect(messageTimeText(new Date(2026, 10, 22, 20, 0), now)).toBe('Sun 20:00');
    expect(messageTimeText(new Date(2026, 9, 5, 7, 40), now)).toBe('05 Oct 07:40');
  });
});

describe('response times', () => {
  it('read minutes under an hour, then hours and minutes, then days and hours', () => {
    expect(responseDurationText(0)).toBe('under 1 min');
    expect(responseDurationText(59)).toBe('under 1 min');
    expect(responseDurationText(12 * 60 + 59)).toBe('12 min');
    expect(responseDurationText(59 * 60 + 59)).toBe('59 min');
    expect(responseDurationText(3600)).toBe('1 h');
    expect(responseDurationText(2 * 3600 + 5 * 60)).toBe('2 h 5 min');
    expect(responseDurationText(24 * 3600)).toBe('1 day');
    expect(responseDurationText(3 * 24 * 3600 + 4 * 3600 + 59 * 60)).toBe('3 days 4 h');
  });
});
