import express, { type Request } from 'express';
import { z } from 'zod';
import { hexId } from './hex-id.js';
import { fieldMessages } from '../messages.js';
import { isNameText, refusedTextIssue } from './safe-text.js';

/**
 * Body fields of the writes of posts, comments, likes and follows. Bodies come as JSON or as a form (SPEC section 7 sends forms
 * for some calls), so every field also accepts its text form: 'true', '4', 'a,b'.
 */

export const formBody = express.urlencoded({ extended: false, limit: '64kb' });

/** The body merged over the query string: DELETE calls usually carry their fields in the query. */
export function fieldsOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  const fromBody =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return { ...(req.query as Record<string, unknown>), ...fromBody };
}

const invalid = { error: () => fieldMessages.invalid };

export function idField() {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.id),
    })
    .trim()
    .regex(hexId, fieldMessages.id);
}

/** An optional id where '' counts as absent. */
export function optionalIdField() {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idField().optional(),
  );
}

export function booleanField() {
  return z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], invalid)
    .transform((value) => value === true || value === 'true' || value === '1');
}

export function integerField(min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[+-]?\d+$/, fieldMessages.integer),
      ],
      invalid,
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int(fieldMessages.integer)
        .min(min, fieldMessages.atLeast(min))
        .max(max, fieldMessages.atMost(max)),
    );
}

export function numberField(min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)$/, fieldMessages.number),
      ],
      invalid,
    )
    .transform(Number)
    .pipe(z.number().min(min, fieldMessages.atLeast(min)).max(max, fieldMessages.atMost(max)));
}

/** Image set ids as an array or a comma-separated text; at most `max`, no repeats. */
export function idListField(max: number) {
  return z
    .union([z.array(z.string(), invalid), z.string()], invalid)
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(
      z
        .array(z.string().regex(hexId, fieldMessages.id))
        .max(max, fieldMessages.tooMany(max))
        .transform((ids) => [...new Set(ids)]),
    );
}

export function textField(max: number) {
  return z
    .string(invalid)
    .transform((value) => value.trim())
    .pipe(z.string().max(max, fieldMessages.tooLong(max)));
}

/** A name (of a person, place, chain, table guest...): no control characters but tab and newline. */
export function nameRule<T extends z.ZodType<string | null | undefined>>(schema: T) {
  return schema.refine(
    (value) => value === null || value === undefined || isNameText(value),
    refusedTextIssue,
  );
}

/** A link people may follow: an absolute http or https URL with a host (SPEC section 5). */
export function isWebLink(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
