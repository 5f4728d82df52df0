import { z } from 'zod';
import { findCountry } from '../../components/phone/countries';
import { matchesMask } from '../../components/phone/phone-mask';
import type { PhoneValue } from '../../components/phone/phone-input';
import { BOOKING_COMMENT_MAX_LENGTH, BOOKING_GUESTS_MAX, CODE_LENGTH } from '../../lib/constants';
import * as messages from '../../lib/messages';

const text = messages.booking;

/** SPEC section 5: the phone is required and its digits fill the country's mask exactly. */
export function phoneProblem(phone: PhoneValue): string | null {
  const country = findCountry(phone.country);
  if (!phone.digits || phone.digits === country?.phoneCode) return text.required;
  if (!country || !matchesMask(country.mask, phone.digits)) {
    return messages.login.phoneMask(country?.mask ?? '');
  }
  return null;
}

/** The booking screen's fields (SPEC section 3, the request payload, before the code). */
export const bookingSchema = z
  .object({
    date: z.string().min(1, text.required),
    time: z.string().min(1, text.chooseTime),
    guestsCount: z.coerce.number().int().min(1).max(BOOKING_GUESTS_MAX),
    name: z.string().trim().min(1, text.required),
    phone: z.object({ country: z.string(), digits: z.string() }),
    zoneChoice: z.string(),
    /** The waitlist's range: its last time (HH:mm) after a full time chosen; empty for one time. */
    until: z.string().optional(),
    comment: z.string().max(BOOKING_COMMENT_MAX_LENGTH),
  })
  .superRefine((values, context) => {
    const problem = phoneProblem(values.phone);
    if (problem) context.addIssue({ code: 'custom', path: ['phone'], message: problem });
  });

export type BookingValues = z.input<typeof bookingSchema>;
export type BookingField = keyof BookingValues;

/** The code step's one field: the 4-digit code. */
export const bookingCodeSchema = z.object({
  code: z
    .string()
    .min(1, text.required)
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), messages.login.wrongCode),
});

/**
 * Where each of the server's field errors (`extensions.fieldErrors`) shows: the date and time of
 * the chosen slot under the time, the rest under their own fields. The names come as the input's
 * or as the request payload's (SPEC section 3: guests_count, place_id, zone_choice).
 */
export const BOOKING_SERVER_FIELDS: Readonly<Record<string, BookingField>> = {
  name: 'name',
  guestsCount: 'guestsCount',
  guests_count: 'guestsCount',
  datetime: 'time',
  until: 'until',
  placeId: 'time',
  place_id: 'time',
  zoneChoice: 'zoneChoice',
  zone_choice: 'zoneChoice',
  comment: 'comment',
  phone: 'phone',
};

/** The server's field errors of the booking screen's fields; the code's and others' left out. */
export function bookingFieldErrors(
  fieldErrors: Readonly<Record<string, string>> | null,
): Partial<Record<BookingField, string>> {
  const placed: Partial<Record<BookingField, string>> = {};
  for (const [name, message] of Object.entries(fieldErrors ?? {})) {
    const field = BOOKING_SERVER_FIELDS[name];
    if (field && !placed[field]) placed[field] = message;
  }
  return placed;
}
