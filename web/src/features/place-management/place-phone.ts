import { detectCountry } from '../../components/phone/countries';
import type { PhoneValue as PhoneInputValue } from '../../components/phone/phone-input';
import { digitsOf, matchesMask } from '../../components/phone/phone-mask';
import * as messages from '../../lib/messages';

/** A stored phone ('+44 20 7946 0018') as the phone field edits it. */
export function phoneFieldValue(phone: string, fallbackCountry: string): PhoneInputValue {
  const digits = digitsOf(phone);
  const country = digits ? detectCountry(digits, fallbackCountry) : undefined;
  return { country: country?.code ?? fallbackCountry, digits };
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
