import * as messages from '../messages';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * How long ago something was published, as a card shows it: 'just now', '5 min ago', '3 h ago',
 * 'yesterday', '4 days ago', then the date ('20 Nov', with the year when it is not this year's).
 * A publication time ahead of `now` (clock skew) reads 'just now'.
 */
export function timePassedText(publishedAt: Date, now: Date): string {
  const seconds = Math.floor((now.getTime() - publishedAt.getTime()) / 1000);
  const words = messages.timePassed;
  if (seconds < MINUTE) return words.justNow;
  if (seconds < HOUR) return words.minutes(Math.floor(seconds / MINUTE));
  if (seconds < DAY) return words.hours(Math.floor(seconds / HOUR));
  if (seconds < 2 * DAY) return words.yesterday;
  if (seconds < WEEK) return words.days(Math.floor(seconds / DAY));
  const date = `${publishedAt.getDate()} ${words.months[publishedAt.getMonth()] ?? ''}`;
  return publishedAt.getFullYear() === now.getFullYear()
    ? date
    : `${date} ${publishedAt.getFullYear()}`;
}

/**
 * When a post was published: its ISO time, or (when that is unreadable) `timePassed` seconds
 * before the read.
 */
export function publishedAt(
  post: { publicationDate: string; timePassed: number },
  readAt: Date,
): Date {
  const date = new Date(post.publicationDate);
  return Number.isNaN(date.getTime()) ? new Date(readAt.getTime() - post.timePassed * 1000) : date;
}
