import { z } from 'zod';
import { phoneField } from '../auth/contact.js';
import { integerField, nameRule } from '../http/form-fields.js';
import { hexId } from '../http/hex-id.js';
import { pagingFields } from '../http/paging.js';
import { queryString } from '../http/query.js';
import {
  accountLimits,
  fieldMessages,
  reservationLimits,
  reservationMessages,
  waitlistLimits,
} from '../messages.js';
import { dateTimeField } from './reservation-fields.js';
import { isDate, isOnStep } from './reservation-time.js';

/** The bodies and queries the booking routes accept, in the SPEC's words when refused. */

/** A form text where '' counts as absent (the SPEC's key=value body skips empty values). */
function optionalText(max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    queryString().trim().max(max, fieldMessages.tooLong(max)).optional(),
  );
}

function requiredText(max: number) {
  return queryString().trim().min(1, fieldMessages.required).max(max, fieldMessages.tooLong(max));
}

const dateField = queryString().refine(isDate, reservationMessages.date);

const placeIdField = queryString().trim().regex(hexId, fieldMessages.id);

const guestsField = integerField(1, reservationLimits.maxGuests);

export const reservationBody = z.object({
  name: nameRule(requiredText(reservationLimits.nameMaxLength)),
  guests_count: guestsField,
  datetime: dateTimeField,
  place_id: placeIdField,
  zone_choice: optionalText(reservationLimits.zoneChoiceMaxLength),
  comment: optionalText(reservationLimits.commentMaxLength),
  phone: phoneField,
  code: queryString()
    .trim()
    .regex(new RegExp(`^\\d{${accountLimits.codeLength}}$`), fieldMessages.code),
});

export const answerBody = z.object({
  code: queryString()
    .trim()
    .regex(/^[0-9a-f]{32}$/, fieldMessages.invalid),
  answer: optionalText(reservationLimits.answerMaxLength),
});

export const intervalsQuery = z.object({ date: dateField });

export const linkQuery = z.object({
  code: queryString()
    .trim()
    .regex(/^[0-9a-f]{32}$/, fieldMessages.invalid),
});

export const staffAnswerBody = z.object({
  status: z.enum(['confirmed', 'declined'], { error: () => fieldMessages.invalid }),
  answer: optionalText(reservationLimits.answerMaxLength),
});

export const listQuery = z.object({
  place_id: placeIdField.optional(),
  // A client asking one item past its page (to learn whether more exist) has not shown it.
  mark_viewed: z
    .enum(['true', 'false'], { error: () => fieldMessages.invalid })
    .default('true')
    .transform((value) => value === 'true'),
  ...pagingFields({ defaultLimit: reservationLimits.pageSize }),
});

/** A whole number from `min` to `max` in a JSON body (no strings, unlike a form's fields). */
function jsonInteger(min: number, max: number) {
  return z
    .number({ error: () => fieldMessages.integer })
    .int(fieldMessages.integer)
    .min(min, fieldMessages.atLeast(min))
    .max(max, fieldMessages.atMost(max));
}

export const settingsBody = z.object({
  isReservationsEnabled: z.boolean({ error: () => fieldMessages.invalid }),
  cancelCutoffMinutes: jsonInteger(0, waitlistLimits.maxCancelCutoffMinutes).optional(),
  horizonDays: jsonInteger(1, reservationLimits.maxHorizonDays).optional(),
  times: z
    .array(
      z.object({
        dayOfWeek: jsonInteger(1, 7),
        time: z
          .string({ error: () => fieldMessages.invalid })
          .refine(isOnStep, reservationMessages.halfHour),
        tables: z
          .array(
            z.object({
              seats: jsonInteger(1, reservationLimits.maxSeats),
              count: jsonInteger(1, reservationLimits.maxTablesPerSize),
            }),
          )
          .min(1, fieldMessages.required),
      }),
    )
    .max(reservationLimits.maxTimes, fieldMessages.tooMany(reservationLimits.maxTimes)),
});

/** The booking form's fields: 422 with an error per field (SPEC section 7), not the usual 400. */
