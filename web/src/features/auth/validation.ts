import { z } from 'zod';
import { CODE_LENGTH } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { findCountry } from '../../components/phone/countries';
import { matchesMask } from '../../components/phone/phone-mask';

// SPEC section 5. react-hook-form validates on submit and then on every change, so a message shows
// after a failed submit and stays only while its rule still fails.

const text = messages.login;

const contactShape = {
  mode: z.enum(['phone', 'email']),
  phone: z.object({ country: z.string(), digits: z.string() }),
  email: z.string(),
  password: z.string(),
};

/** Every form that asks for a phone or an e-mail (log in, sign up, recover) has these values. */
export type ContactFormValues = z.infer<z.ZodObject<typeof contactShape>>;

/** The message for the contact in `values` (by the switch's mode), or null when it is fine. */
export function contactError(
  values: Pick<ContactFormValues, 'mode' | 'phone' | 'email'>,
): { field: 'phone' | 'email'; message: string } | null {
  if (values.mode === 'email') {
    const email = values.email.trim();
    if (!email) return { field: 'email', message: text.required };
    if (!z.email().safeParse(email).success) return { field: 'email', message: text.invalidEmail };
    return null;
  }
  const country = findCountry(values.phone.country);
  const { digits } = values.phone;
  // The calling code alone is no number yet.
  if (!digits || digits === country?.phoneCode) return { field: 'phone', message: text.required };
  if (!country || !matchesMask(country.mask, digits)) {
    return { field: 'phone', message: text.phoneMask(country?.mask ?? '') };
  }
  return null;
}

function contactSchemaWith(needsPassword: boolean) {
  return z.object(contactShape).superRefine((values, context) => {
    const problem = contactError(values);
    if (problem) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
    if (needsPassword && !values.password) {
      context.addIssue({ code: 'custom', path: ['password'], message: text.required });
    }
  });
}

/** Log in by password: the contact and the password. */
export const loginSchema = contactSchemaWith(true);
/** Sign up, log in by code and recover: the contact only. */
export const contactSchema = contactSchemaWith(false);

const code = z
  .string()
  .min(1, text.required)
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), text.wrongCode);

export const codeSchema = z.object({ code });
export type CodeValues = z.infer<typeof codeSchema>;

export const restoreConfirmSchema = z.object({ code, password: z.string().min(1, text.required) });
export type RestoreConfirmValues = z.infer<typeof restoreConfirmSchema>;
