import type { ContactInput } from '../../gql/graphql';
import { findCountry } from '../../components/phone/countries';
import { formatPhone } from '../../components/phone/phone-mask';
import type { PhoneValue } from '../../components/phone/phone-input';

export type ContactMode = 'phone' | 'email';

/**
 * What the sign-in steps share (SPEC section 3, Account state in the forms): the contact typed,
 * its country, and when the last code went to it, so going back and forth keeps everything.
 */
export interface AuthDraft {
  mode: ContactMode;
  phone: PhoneValue;
  email: string;
  /** The contact the last code was sent to, and when another may be asked for (ms). */
  codeSentTo: string | null;
  resendAt: number;
  /** Until when the server refuses new codes (ResendSmsTemporaryBlocked), in ms. */
  blockedUntil: number;
}

export function initialDraft(country: string): AuthDraft {
  return {
    mode: 'phone',
    phone: { country, digits: '' },
    email: '',
    codeSentTo: null,
    resendAt: 0,
    blockedUntil: 0,
  };
}

/** The contact of the draft as the gateway takes it: exactly one of phone and e-mail. */
export function contactInput(draft: Pick<AuthDraft, 'mode' | 'phone' | 'email'>): ContactInput {
  return draft.mode === 'phone' ? { phone: draft.phone.digits } : { email: draft.email.trim() };
}

/** A key telling two contacts apart ('phone:447700900123'). */
export function contactKey(draft: Pick<AuthDraft, 'mode' | 'phone' | 'email'>): string {
  return draft.mode === 'phone' ? `phone:${draft.phone.digits}` : `email:${draft.email.trim()}`;
}

/** How the contact reads in 'We sent a 4-digit code to …'. */
export function contactText(draft: Pick<AuthDraft, 'mode' | 'phone' | 'email'>): string {
  if (draft.mode === 'email') return draft.email.trim();
  const country = findCountry(draft.phone.country);
  return country ? formatPhone(country.mask, draft.phone.digits) : `+${draft.phone.digits}`;
}
