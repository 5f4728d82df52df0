import { describe, expect, it } from 'vitest';
import { mainFirst, scheduleWeek } from './schedule-week';

describe('schedule week', () => {
  it('lists every weekday, Monday first, with closed days', () => {
    const week = scheduleWeek([
      { dayOfWeek: 5, startAt: '18:00', endAt: '02:00' },
      { dayOfWeek: 1, startAt: '09:00', endAt: '22:00' },
    ]);
    expect(week.map((day) => `${day.weekday}: ${day.hours}`)).toEqual([
      'Monday: 09:00 – 22:00',
      'Tuesday: Closed',
      'Wednesday: Closed',
      'Thursday: Closed',
      'Friday: 18:00 – 02:00',
      'Saturday: Closed',
      'Sunday: Closed',
    ]);
  });

  it('says open 24 hours for 00:00-00:00 and joins several items of a day', () => {
    const week = scheduleWeek([
      { dayOfWeek: 7, startAt: '00:00', endAt: '00:00' },
      { dayOfWeek: 2, startAt: '17:00', endAt: '23:00' },
      { dayOfWeek: 2, startAt: '08:00', endAt: '12:00' },
    ]);
    expect(week[6]?.hours).toBe('Open 24 hours');
    expect(week[1]?.hours).toBe('08:00 – 12:00, 17:00 – 23:00');
  });

  it('puts the main schedule first', () => {
    const ordered = mainFirst([
      { id: 'kitchen', isMain: false },
      { id: 'main', isMain: true },
    ]);
    expect(ordered.map((schedule) => schedule.id)).toEqual(['main', 'kitchen']);
  });
});
