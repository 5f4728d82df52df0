import type { Ref } from 'react';
import { FormField } from '../ui/form-field';
import { PhoneInput, type PhoneValue } from './phone-input';

/** A controlled phone value as a form library hands it over (react-hook-form's `field`). */
export interface PhoneFieldControl {
  name: string;
  ref: Ref<HTMLInputElement>;
  value: PhoneValue;
  onChange(value: PhoneValue): void;
  onBlur(): void;
}

interface PhoneFieldProps {
  label: string;
  error?: string;
  field: PhoneFieldControl;
}

/** A labelled phone number: country, masked digits, and the field's message under it. */
export function PhoneField({ label, error, field }: PhoneFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(aria) => <PhoneInput {...aria} {...field} />}
    </FormField>
  );
}
