import { useState } from 'react';
import { PhoneInput, phoneText } from '../../components/phone/phone-input';
import { Button } from '../../components/ui/button';
import { fieldStyles } from '../../components/ui/form-field';
import * as messages from '../../lib/messages';
import {
  newPhone,
  type PhoneValue,
  replaceAt,
} from '../../lib/domain/place-draft/place-form-values';
import { phoneFieldValue } from './place-phone';
import styles from './place-form.module.css';

const text = messages.placeManagement;

interface PhoneRowProps {
  phone: PhoneValue;
  index: number;
  country: string;
  error?: string;
  withName: boolean;
  onChange(phone: PhoneValue): void;
  onRemove?(): void;
}

function PhoneRow({ phone, index, country, error, withName, onChange, onRemove }: PhoneRowProps) {
  // The field keeps its country while no digits are typed; the form keeps the number as text.
  const [value, setValue] = useState(() => phoneFieldValue(phone.phone, country));
  const shown = phoneText(value) === phone.phone ? value : phoneFieldValue(phone.phone, country);
  const errorId = `${phone.id}-error`;
  return (
    <div className={styles.item}>
      <PhoneInput
        value={shown}
        aria-label={`${text.phone} ${index + 1}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(next) => {
          setValue(next);
          onChange({ ...phone, phone: phoneText(next) });
        }}
      />
      {withName ? (
        <input
          className={fieldStyles.control}
          aria-label={`${text.phoneName} ${index + 1}`}
          placeholder={text.phoneName}
          value={phone.name}
          onChange={(event) => onChange({ ...phone, name: event.target.value })}
        />
      ) : null}
      {onRemove ? (
        <Button variant="secondary" size="sm" onClick={onRemove}>
          {text.removePhone}
        </Button>
      ) : null}
      {error ? (
        <div className={fieldStyles.hint}>
          <p id={errorId} className={fieldStyles.error} role="alert">
            {error}
          </p>
        </div>
      ) : null}
    </div>
  );
}

interface PhonesEditorProps {
  phones: PhoneValue[];
  onChange(phones: PhoneValue[]): void;
  /** Messages by index (the first phone is required). */
  errors: (string | undefined)[];
  /** The country a new number starts in. */
  country: string;
  /** The short form asks for the first phone only. */
  firstOnly?: boolean;
}

/** The place's phones: the first is required; more can be added and removed (SPEC section 5). */
export function PhonesEditor({ phones, onChange, errors, country, firstOnly }: PhonesEditorProps) {
  const shown = firstOnly ? phones.slice(0, 1) : phones;
  const change = (index: number, phone: PhoneValue) => onChange(replaceAt(phones, index, phone));
  return (
    <fieldset className={styles.group}>
      <legend className={fieldStyles.label}>{text.phones}</legend>
      {shown.map((phone, index) => (
        <PhoneRow
          key={phone.id}
          phone={phone}
          index={index}
          country={country}
          error={errors[index]}
          withName={!firstOnly}
          onChange={(next) => change(index, next)}
          onRemove={
            firstOnly || index === 0
              ? undefined
              : () => onChange(phones.filter((_, at) => at !== index))
          }
        />
      ))}
      {firstOnly ? null : (
        <div>
          <Button variant="secondary" size="sm" onClick={() => onChange([...phones, newPhone()])}>
            {text.addPhone}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
