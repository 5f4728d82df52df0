import type { RequestHandler } from 'express';
import { ErrorStatus, fieldMessages } from '../messages.js';
import { ApiError } from './api-error.js';

/**
 * U+0000 and UTF-16 surrogates without their pair: PostgreSQL text holds neither (and a lone
 * surrogate is no character at all), so such a text is refused at the edge, whole, before any
 * write, rather than failing inside a transaction.
 */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Control characters other than tab and newline: never part of a name. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const nameControl = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

export function isNameText(value: string): boolean {
  return isStorableText(value) && !nameControl.test(value);
}

/**
 * Marks a zod issue as a refused text, so parseQuery answers it with 422 as every other refused
 * text (`params` is zod's place for such facts).
 */
export const refusedTextIssue = {
  message: fieldMessages.unsafeText,
  params: { refusedText: true },
};

/**
 * 422 FieldInvalid naming each refused field, with the refusal as the UI message: the one answer
 * to a text the api cannot keep.
 */
export function refusedText(errors: Record<string, string>): ApiError {
  return new ApiError(ErrorStatus.FieldInvalid, {
    httpCode: 422,
    message: fieldMessages.unsafeText,
    data: { errors },
  });
}

/**
 * Every text inside a parsed body or query (objects and arrays at any depth, walked without
 * recursion so a deep body cannot overflow the stack): the path of each one the database could
 * not hold, joined with dots as zod's paths are.
 */
export function unstorableFields(input: unknown, root = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  const pending: { value: unknown; path: string }[] = [{ value: input, path: root }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) errors[path || 'query'] ??= fieldMessages.unsafeText;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: join(path, index) }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        pending.push({ value: item, path: join(path, key) });
      }
    }
  }
  return errors;
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

/**
 * The same rule for what no schema reads: the query string of every request and the path (a
 * place's slug, an id), so a NUL in either is 422, never a database error.
 */
export const refuseUnstorableRequest: RequestHandler = (req, _res, next) => {
  const errors = unstorableFields(req.query);
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    // A path that does not decode is the router's to refuse (it answers 400).
    path = '';
  }
  if (!isStorableText(path)) errors.path = fieldMessages.unsafeText;
  if (Object.keys(errors).length > 0) next(refusedText(errors));
  else next();
};
