import { queryString } from '../http/query.js';
import { reservationMessages } from '../messages.js';

/** An ISO 8601 instant with its zone (Z or an offset). */
export const dateTimeField = queryString()
  .trim()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    reservationMessages.dateTime,
  )
  .transform((value) => new Date(value));
