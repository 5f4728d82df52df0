import { useState, type InputHTMLAttributes, type Ref } from 'react';
import * as messages from '../../lib/messages';
import { countries, detectCountry, findCountry } from './countries';
import { digitsOf, formatPhone, maskLength } from './phone-mask';
import styles from './phone-input.module.css';

export interface PhoneValue {
  /** ISO code of the chosen country ('GB'). */
  country: string;
  /** The digits typed, calling code first ('447700900123'); '' when empty. */
  digits: string;
}

/** What the field holds as a number is written: laid into the country's mask ('' for none yet). */
export function phoneText(value: PhoneValue): string {
  const country = findCountry(value.country);
  // The calling code alone is no number yet.
  if (!value.digits || value.digits === country?.phoneCode) return '';
  return country ? formatPhone(country.mask, value.digits) : `+${value.digits}`;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>;

interface PhoneInputProps extends InputProps {
  ref?: Ref<HTMLInputElement>;
  value: PhoneValue;
  onChange(value: PhoneValue): void;
}

/**
 * Reads what was typed into the field: with a '+' the digits carry their calling code and decide
 * the country; without one they are the national part of the chosen country's number.
 */
export function readTypedPhone(text: string, current: PhoneValue): PhoneValue {
  const typed = digitsOf(text);
  if (!typed) return { country: current.country, digits: '' };
  const chosen = findCountry(current.country);
  const international = text.trimStart().startsWith('+') || !chosen;
  const digits = international ? typed : chosen.phoneCode + typed;
  const country = detectCountry(digits, current.country) ?? chosen;
  if (!country) return { country: current.country, digits };
  return { country: country.code, digits: digits.slice(0, maskLength(country.mask)) };
}

/** Another country keeps the national digits typed so far under the new calling code. */
export function switchCountry(current: PhoneValue, code: string): PhoneValue {
  const next = findCountry(code);
  if (!next) return current;
  const previous = findCountry(current.country);
  const national =
    previous && current.digits.startsWith(previous.phoneCode)
      ? current.digits.slice(previous.phoneCode.length)
      : '';
  const digits = national ? (next.phoneCode + national).slice(0, maskLength(next.mask)) : '';
  return { country: next.code, digits };
}

/** A phone field: the country (flag, name, code) and the number laid into the country's mask. */
export function PhoneInput({ value, onChange, className, ...inputProps }: PhoneInputProps) {
  const country = findCountry(value.country);
  const mask = country?.mask ?? '';
  // A lone '+' has no digits yet, but says the calling code comes next: keep showing it.
  const [plusOnly, setPlusOnly] = useState(false);
  const shown = value.digits ? formatPhone(mask, value.digits) : plusOnly ? '+' : '';
  return (
    <div className={className ? `${styles.phone} ${className}` : styles.phone}>
      <div className={styles.country}>
        {country ? (
          <span className={styles.shown} aria-hidden="true">
            <img className={styles.flag} src={country.icon} alt="" width={24} height={16} />
            {country.code}
          </span>
        ) : null}
        <select
          className={styles.select}
          aria-label={messages.login.country}
          value={value.country}
          onChange={(event) => onChange(switchCountry(value, event.target.value))}
        >
          {countries.map((item) => (
            <option key={item.code} value={item.code}>
              {`${item.name} +${item.phoneCode}`}
            </option>
          ))}
        </select>
      </div>
      <input
        {...inputProps}
        className={styles.number}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={mask}
        value={shown}
        onChange={(event) => {
          const text = event.target.value;
          setPlusOnly(text.trim() === '+');
          onChange(readTypedPhone(text, value));
        }}
      />
    </div>
  );
}
