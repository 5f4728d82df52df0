import { useController, type Control, type FieldError } from 'react-hook-form';
import * as messages from '../../lib/messages';
import { PhoneInput } from '../../components/phone/phone-input';
import { FormField, fieldStyles } from '../../components/ui/form-field';
import type { ContactMode } from './contact';
import type { ContactFormValues } from './validation';
import styles from './auth-modal.module.css';

const text = messages.login;

interface ContactFieldProps {
  control: Control<ContactFormValues>;
  /** Called when the switch changes, so the form can drop the other field's error. */
  onModeChange?(mode: ContactMode): void;
  /** False on the login form: its rules are checked before sending, but only the server's say. */
  showRuleErrors?: boolean;
}

/** The message a field shows: the server's always, a rule's only where the form shows them. */
export function shownError(
  error: FieldError | undefined,
  showRuleErrors: boolean,
): string | undefined {
  if (!error) return undefined;
  return showRuleErrors || error.type === 'server' ? error.message : undefined;
}

/** The phone-or-e-mail switch and the field of the chosen one. */
export function ContactField({ control, onModeChange, showRuleErrors = true }: ContactFieldProps) {
  const mode = useController({ control, name: 'mode' });
  const phone = useController({ control, name: 'phone' });
  const email = useController({ control, name: 'email' });
  return (
    <>
      <fieldset className={styles.modes}>
        <legend>{text.contactModes.label}</legend>
        {(['phone', 'email'] as const).map((value) => (
          <label key={value} className={styles.mode}>
            <input
              type="radio"
              name={mode.field.name}
              value={value}
              checked={mode.field.value === value}
              onChange={() => {
                mode.field.onChange(value);
                onModeChange?.(value);
              }}
            />
            {text.contactModes[value]}
          </label>
        ))}
      </fieldset>
      {mode.field.value === 'phone' ? (
        <FormField label={text.phone} error={shownError(phone.fieldState.error, showRuleErrors)}>
          {(aria) => (
            <PhoneInput
              {...aria}
              name={phone.field.name}
              ref={phone.field.ref}
              value={phone.field.value}
              onChange={phone.field.onChange}
              onBlur={phone.field.onBlur}
            />
          )}
        </FormField>
      ) : (
        <FormField label={text.email} error={shownError(email.fieldState.error, showRuleErrors)}>
          {(aria) => (
            <input
              {...aria}
              className={fieldStyles.control}
              type="email"
              autoComplete="email"
              inputMode="email"
              name={email.field.name}
              ref={email.field.ref}
              value={email.field.value}
              onChange={(event) => email.field.onChange(event.target.value.toLowerCase())}
              onBlur={email.field.onBlur}
            />
          )}
        </FormField>
      )}
    </>
  );
}
