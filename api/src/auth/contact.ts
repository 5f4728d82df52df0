import { z } from 'zod';
import { queryString } from '../http/query.js';
import { fieldMessages } from '../messages.js';
import type { CodeChannel } from './code-sender.js';

/** A phone (digits only) or an e-mail (lowercased): how an account is found and codes are sent. */
export type Contact = { phone: string } | { email: string };

/** A phone in any common spelling ('+44 7700 900123'); kept as its digits. */
export const phoneField = queryString()
  .max(40, fieldMessages.phone)
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().regex(/^\d{7,15}$/, fieldMessages.phone));

/** An e-mail, lowercased (SPEC section 5). */
export const emailField = queryString()
  .trim()
  .toLowerCase()
  .pipe(z.email(fieldMessages.email).max(254, fieldMessages.tooLong(254)));

/** Body fields naming the account: exactly one of phone or email. */
export const contactFields = {
  phone: phoneField.optional(),
  email: emailField.optional(),
};

type ContactInput = { phone?: string | undefined; email?: string | undefined };

/** Refinement for a body built from contactFields. */
export function requireOneContact(value: ContactInput, ctx: z.RefinementCtx): void {
  if (value.phone === undefined && value.email === undefined) {
    for (const path of ['phone', 'email']) {
      ctx.addIssue({ code: 'custom', path: [path], message: fieldMessages.required });
    }
  } else if (value.phone !== undefined && value.email !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: fieldMessages.phoneOrEmail });
  }
}

export function contactOf(value: ContactInput): Contact {
  return value.phone !== undefined ? { phone: value.phone } : { email: value.email ?? '' };
}

/** The key of codes and the throttle: phone digits or the lowercased e-mail. */
export function targetOf(contact: Contact): string {
  return 'phone' in contact ? contact.phone : contact.email;
}

export function channelOf(contact: Contact): CodeChannel {
  return 'phone' in contact ? 'sms' : 'email';
}

/** A free-form `target` (dev inbox): an e-mail when it has '@', else phone digits. */
export function normaliseTarget(value: string): string {
  return value.includes('@') ? value.trim().toLowerCase() : value.replace(/\D/g, '');
}
