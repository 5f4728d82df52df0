import { z } from 'zod';
import { fieldMessages } from '../messages.js';
import { ApiError } from './api-error.js';
import { refusedText, unstorableFields } from './safe-text.js';

/** A single query-string value: missing gives 'required', anything else odd gives 'invalid'. */
export function queryString() {
  return z.string({
    error: (issue) => (issue.input === undefined ? fieldMessages.required : fieldMessages.invalid),
  });
}

/** An integer query parameter within [min, max]. */
export function queryInteger(min: number, max: number) {
  return queryString()
    .trim()
    .regex(/^[+-]?\d+$/, fieldMessages.integer)
    .transform(Number)
    .pipe(
      z.number().int().min(min, fieldMessages.atLeast(min)).max(max, fieldMessages.atMost(max)),
    );
}

/** A decimal number query parameter within [min, max] (coordinates). */
export function queryNumber(min: number, max: number) {
  return queryString()
    .trim()
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)$/, fieldMessages.number)
    .transform(Number)
    .pipe(z.number().min(min, fieldMessages.atLeast(min)).max(max, fieldMessages.atMost(max)));
}

/** A comma-separated list (`a,b,c`); empty items are dropped. */
export function queryList(maxItems: number, itemMaxLength = 100) {
  return queryString()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(
      z
        .array(z.string().max(itemMaxLength, fieldMessages.tooLong(itemMaxLength)))
        .max(maxItems, fieldMessages.tooMany(maxItems)),
    );
}

/** An enum query parameter. */
export function queryEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: () => fieldMessages.oneOf(values) });
}

/**
 * Parses a request's query or body with a zod schema. Failures become 400 FieldInvalid with
 * `data.errors = { field: message }` (the first message per field). A text the database cannot
 * hold (anywhere in the input) or a name with control characters is 422 instead
 * (docs/conventions.md, "Texts"), before the schema runs.
 */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const unstorable = unstorableFields(query);
  if (Object.keys(unstorable).length > 0) throw refusedText(unstorable);
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  let textRefused = false;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'query';
    errors[field] ??= issue.message;
    if (issue.code === 'custom' && issue.params?.refusedText === true) textRefused = true;
  }
  throw textRefused ? refusedText(errors) : ApiError.fieldInvalid(errors);
}
