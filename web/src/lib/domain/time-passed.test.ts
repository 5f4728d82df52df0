import { describe, expect, it } from 'vitest';
import { publishedAt, timePassedText } from './time-passed';

const now = new Date(2026, 10, 21, 12, 0, 0);
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timePassedText', () => {
  it('says just now under a minute, and for a time ahead of the clock', () => {
    expect(timePassedText(ago(0), now)).toBe('just now');
    expect(timePassedText(ago(59), now)).toBe('just now');
    expect(timePassedText(ago(-30), now)).toBe('just now');
  });

  it('counts whole minutes, then whole hours', () => {
    expect(timePassedText(ago(60), now)).toBe('1 min ago');
    expect(timePassedText(ago(59 * 60 + 59), now)).toBe('59 min ago');
    expect(timePassedText(ago(3600), now)).toBe('1 h ago');
    expect(timePassedText(ago(23 * 3600 + 3599), now)).toBe('23 h ago');
  });

  it('says yesterday for the second day, then days up to a week', () => {
    expect(timePassedText(ago(24 * 3600), now)).toBe('yesterday');
    expect(timePassedText(ago(2 * 24 * 3600), now)).toBe('2 days ago');
    expect(timePassedText(ago(6 * 24 * 3600 + 100), now)).toBe('6 days ago');
  });

  it('gives the date from a week on, with the year only when it is another year', () => {
    expect(timePassedText(new Date(2026, 10, 14, 9, 30), now)).toBe('14 Nov');
    expect(timePassedText(new Date(2026, 0, 3, 9, 30), now)).toBe('3 Jan');
    expect(timePassedText(new Date(2025, 11, 31, 9, 30), now)).toBe('31 Dec 2025');
  });
});

describe('publishedAt', () => {
  it('reads the ISO time, and falls back to the seconds passed before the read', () => {
    expect(publishedAt({ publicationDate: '2026-11-20T18:00:00Z', timePassed: 5 }, now)).toEqual(
      new Date('2026-11-20T18:00:00Z'),
    );
    expect(publishedAt({ publicationDate: 'not a date', timePassed: 90 }, now)).toEqual(ago(90));
  });
});
