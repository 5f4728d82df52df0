import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { toAppError, type AppError } from './errors';
import * as messages from '../messages';

/** Where a failure shows: under one of the form's fields, or above its submit button (null). */
export interface FormFailure<Field extends string> {
  field: Field | null;
  message: string;
}

/** The first message of the server's `fieldErrors` (GraphQL `extensions.fieldErrors`), if any. */
export function firstFieldError(error: AppError): string | undefined {
  return Object.values(error.fieldErrors ?? {})[0];
}

/** What a refused action says: the first field error, else the server's message, else `fallback`. */
export function failureText(caught: unknown, fallback: string = messages.errors.default): string {
  const error = toAppError(caught);
  return firstFieldError(error) ?? error.message ?? fallback;
}

/**
 * A failed save in the form's terms: every server field error of a field the form shows goes
 * under it (`fields` maps the server's names to the form's), else one message above the submit
 * button: the first field error, else the server's message, else the default text.
 */
export function formFailures<Field extends string>(
  error: AppError,
  fields: Partial<Record<string, Field>> = {},
): FormFailure<Field>[] {
  const placed = Object.entries(error.fieldErrors ?? {}).flatMap(([name, message]) => {
    const field = fields[name];
    return field ? [{ field, message }] : [];
  });
  if (placed.length > 0) return placed;
  return [
    { field: null, message: firstFieldError(error) ?? error.message ?? messages.errors.default },
  ];
}

type ZodSchema<Values extends FieldValues, Output> = z.ZodType<Output, Values>;

/**
 * The one form of the app: react-hook-form validated by a zod schema (every field checked on
 * submit; after a failed submit a message stays only while its rule still fails), with the
 * server's failures applied one way: under their fields, else above the submit button.
 */
export function useServerForm<Values extends FieldValues, Output = Values>(
  schema: ZodSchema<Values, Output>,
  options: Omit<UseFormProps<Values, unknown, Output>, 'resolver'>,
) {
  const form = useForm<Values, unknown, Output>({
    ...options,
    resolver: zodResolver(schema),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { setError } = form;

  /** Shows failures: each under its field (focused when asked), the others above the button. */
  const showFailures = useCallback(
    (failures: readonly FormFailure<Path<Values>>[], focus = false) => {
      let message: string | null = null;
      for (const failure of failures) {
        if (failure.field) {
          setError(
            failure.field,
            { type: 'server', message: failure.message },
            { shouldFocus: focus },
          );
        } else {
          message = failure.message;
        }
      }
      setFormError(message);
    },
    [setError],
  );

  /** A failed request's GraphQL field errors, by `fields` (server name -> form field). */
  const showServerError = useCallback(
    (error: unknown, fields: Partial<Record<string, Path<Values>>> = {}) =>
      showFailures(formFailures(toAppError(error), fields)),
    [showFailures],
  );

  return { form, formError, setFormError, showFailures, showServerError };
}
