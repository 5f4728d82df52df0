import { describe, expect, it } from 'vitest';
import { chatTimeText, messageTimeText, responseDurationText } from './chat-time';

// Local times: the formatting reads the viewer's clock and calendar.
const now = new Date(2026, 10, 24, 15, 30); // Tuesday 24 Nov 2026, 15:30

describe('chat times', () => {
  // [what the case shows, when, the chat list's text, the message's text]
  it.each([
    ['today, padded', new Date(2026, 10, 24, 9, 5), '09:05', '09:05'],
    ['midnight today', new Date(2026, 10, 24, 0, 0), '00:00', '00:00'],
    // A time slightly ahead (clock skew) still reads as today's.
    ['slightly ahead', new Date(2026, 10, 24, 15, 31), '15:31', '15:31'],
    ['yesterday', new Date(2026, 10, 23, 23, 59), 'Mon', 'Mon 23:59'],
    ['within the last week', new Date(2026, 10, 18, 0, 0), 'Wed', 'Wed 00:00'],
    ['a week ago', new Date(2026, 10, 17, 23, 59), '17 Nov', '17 Nov 23:59'],
    ['last month', new Date(2026, 9, 5, 7, 40), '05 Oct', '05 Oct 07:40'],
    ['last year', new Date(2025, 11, 31, 12, 0), '31 Dec', '31 Dec 12:00'],
  ])(
    'reads a time %s as HH:mm, the weekday, or DD MMM, and a message as its day and time',
    (_, at, chat, message) => {
      expect(chatTimeText(at, now)).toBe(chat);
      expect(messageTimeText(at, now)).toBe(message);
    },
  );
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
