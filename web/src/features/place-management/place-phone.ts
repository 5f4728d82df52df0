import { detectCountry, findCountry } from '../../components/phone/countries';
import type { PhoneValue as PhoneInputValue } from '../../components/phone/phone-input';
import { digitsOf, formatPhone, matchesMask } from '../../components/phone/phone-mask';
import * as messages from '../../lib/messages';

/** A stored phone ('+44 20 7946 0018') as the phone field edits it. */
export function phoneFieldValue(phone: string, fallbackCountry: string): PhoneInputValue {
  const digits = digitsOf(phone);
  const country = digits ? detectCountry(digits, fallbackCountry) : undefined;
  return { country: country?.code ?? fallbackCountry, digits };
}

/** What the phone field holds, as the place saves it: laid into the country's mask. */
export function phoneText(value: PhoneInputValue): string {
  const country = findCountry(value.country);
  // The calling code alone is no number yet.
  if (!value.digits || value.digits === country?.phoneCode) return '';
  return country ? formatPhone(country.mask, value.digits) : `+${value.digits}`;
}

/**
 * SPEC section 5, as sign-in checks a phone: the first phone is required ('This field is
 * required'); any phone given must fill its country's mask ('The phone must match the mask ...').
 */
export function phoneProblem(phone: string, required: boolean): string | null {
  const digits = digitsOf(phone);
  if (!digits) return required ? messages.placeManagement.required : null;
  const country = detectCountry(digits);
  if (!country || !matchesMask(country.mask, digits)) {
    return messages.login.phoneMask(country?.mask ?? '');
  }
  return null;
}
