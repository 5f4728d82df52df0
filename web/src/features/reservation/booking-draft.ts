import { BOOKING_DONE_KEY_PREFIX, BOOKING_DRAFT_KEY_PREFIX } from '../../lib/constants';
import { isRecord, parseStoredJson, readStored, writeStored } from '../../lib/infra/storage';
import type { BookingField, BookingValues } from './booking-rules';

/**
 * The booking in progress of one place, kept in session storage from the booking screen to the
 * code step and back (a reload or a step back keeps everything typed).
 */
export interface BookingDraft {
  values: BookingValues;
  /** The chosen slot as the api takes it (ISO 8601 instant), set when the code was asked for. */
  datetime: string;
  /** When another code may be asked for, and until when the server refuses them (ms). */
  resendAt: number;
  blockedUntil: number;
  /** The server's field errors of the booking screen's fields, shown there when it opens again. */
  fieldErrors: Partial<Record<BookingField, string>>;
  /**
   * Set when the chosen time is full: the code joins its waitlist instead of booking, for that
   * time or, with `until` (ISO 8601 instant), any time of the day up to it.
   */
  waitlist?: { until: string | null };
}

/** The reservation just made, for the done screen (it survives a reload of that screen). */
export interface BookedReservation {
  id: string;
  datetime: string;
  guestsCount: number;
  name: string;
  status: string;
}

function isDraft(value: unknown): value is BookingDraft {
  return (
    isRecord(value) &&
    isRecord(value.values) &&
    isRecord(value.values.phone) &&
    typeof value.datetime === 'string' &&
    typeof value.resendAt === 'number' &&
    typeof value.blockedUntil === 'number' &&
    isRecord(value.fieldErrors)
  );
}

function isBooked(value: unknown): value is BookedReservation {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.datetime === 'string' &&
    typeof value.guestsCount === 'number'
  );
}

export function readBookingDraft(placeId: string): BookingDraft | null {
  return parseStoredJson(readStored(BOOKING_DRAFT_KEY_PREFIX + placeId, 'session'), isDraft);
}

export function writeBookingDraft(placeId: string, draft: BookingDraft | null): void {
  writeStored(BOOKING_DRAFT_KEY_PREFIX + placeId, draft ? JSON.stringify(draft) : null, 'session');
}

export function readBooked(placeId: string): BookedReservation | null {
  return parseStoredJson(readStored(BOOKING_DONE_KEY_PREFIX + placeId, 'session'), isBooked);
}

export function writeBooked(placeId: string, booked: BookedReservation): void {
  writeStored(BOOKING_DONE_KEY_PREFIX + placeId, JSON.stringify(booked), 'session');
}

/** A deadline `seconds` from now, in ms (the resend timer's and the block's). */
export function secondsFromNow(seconds: number): number {
  return Date.now() + seconds * 1000;
}
