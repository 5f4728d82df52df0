import { useId, type ReactElement } from 'react';
import styles from './auth-modal.module.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface AuthFieldProps {
  label: string;
  /** The message under the field: a validation rule or the server's field error. */
  error?: string;
  children(control: FieldControlProps): ReactElement;
}

/** A labelled control of the sign-in forms with its error underneath. */
export function AuthField({ label, error, children }: AuthFieldProps) {
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
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
