import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import styles from './form-field.module.css';

/** The props that tie a control to its label and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  /** The message under the field (validation or the server's field error). */
  error?: string;
  /** Shown at the end of the hint row, for example the 'n / 300' counter. */
  counter?: ReactNode;
  /** A short help text under the field, shown while there is no error. */
  hint?: string;
  /** Renders the control with the ids that tie it to its label and error. */
  children(control: FieldControlProps): ReactElement;
}

/** A labelled control with its error, hint or counter underneath (sign-in, profile, settings). */
export function FormField({ label, error, counter, hint, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error || counter || hint ? (
        <div className={styles.hint}>
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          ) : hint ? (
            <p className={styles.help}>{hint}</p>
          ) : (
            <span />
          )}
          {counter ? <span className={styles.counter}>{counter}</span> : null}
        </div>
      ) : null}
    </div>
  );
}

type InputFieldProps = Omit<FormFieldProps, 'children'> &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'children'>;

/** A FormField whose control is one plain input (a name, a link, a password), as the form registers it. */
export function InputField({ label, error, counter, hint, ...input }: InputFieldProps) {
  return (
    <FormField label={label} error={error} counter={counter} hint={hint}>
      {(control) => <input className={styles.control} {...control} {...input} />}
    </FormField>
  );
}

export const fieldStyles = styles;

/** The form's own error (not a field's), above its submit button; nothing while there is none. */
export function FormError({
  message,
  className = styles.formError,
}: {
  message: string | null | undefined;
  /** The form's own look for it, where it has one. */
  className?: string;
}) {
  return message ? (
    <p className={className} role="alert">
      {message}
    </p>
  ) : null;
}
