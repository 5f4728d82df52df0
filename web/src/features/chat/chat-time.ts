import * as messages from '../../lib/messages';

const DAYS_OF_WEEK = 7;
const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** 'HH:mm' in the local time zone. */
export function clockText(at: Date): string {
  return `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}

/**
 * When something happened in a chat, as SPEC section 9 has it: 'HH:mm' today, the weekday within
 * the last week ('Mon'), 'DD MMM' before that ('05 Nov'). A time ahead of `now` (clock skew)
 * reads as today's.
 */
export function chatTimeText(at: Date, now: Date): string {
  const day = startOfDay(at).getTime();
  const today = startOfDay(now).getTime();
  if (day >= today) return clockText(at);
  const weekAgo = startOfDay(now);
  weekAgo.setDate(weekAgo.getDate() - (DAYS_OF_WEEK - 1));
  if (day >= weekAgo.getTime()) return messages.chat.weekdays[at.getDay()] ?? '';
  return `${twoDigits(at.getDate())} ${messages.chat.months[at.getMonth()] ?? ''}`;
}

/** A message's time in the open chat: 'HH:mm' today, else its day and then 'HH:mm'. */
export function messageTimeText(at: Date, now: Date): string {
  const time = clockText(at);
  const day = chatTimeText(at, now);
  return day === time ? time : `${day} ${time}`;
}

/** When a message was published: its ISO time, or `timePassed` seconds before the read. */
export function messageDate(
  message: { publicationDate: string; timePassed: number },
  readAt: Date,
): Date {
  const date = new Date(message.publicationDate);
  return Number.isNaN(date.getTime())
    ? new Date(readAt.getTime() - message.timePassed * 1000)
    : date;
}

/**
 * A response time: minutes under an hour ('12 min'), then hours and minutes ('2 h 5 min'), then
 * days and hours ('3 days 4 h'); each part rounded down, and 'under 1 min' below a minute.
 */
export function responseDurationText(seconds: number): string {
  const words = messages.chat;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return words.durationUnderMinute;
  if (minutes < MINUTES_PER_HOUR) return words.durationMinutes(minutes);
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  if (hours < HOURS_PER_DAY) return words.durationHours(hours, minutes % MINUTES_PER_HOUR);
  return words.durationDays(Math.floor(hours / HOURS_PER_DAY), hours % HOURS_PER_DAY);
}
