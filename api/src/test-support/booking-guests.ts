// Guests for the booking tests of the api and of the whole stack: phones and their codes.
import { expect } from 'vitest';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Code sends wide enough for a suite whose guests all ask from one address (the test's): the
 * limits themselves are tested on an api of their own.
 */
export const manyCodeSends = { perAddressPerHour: 10_000, totalPerHour: 10_000 };

/** The UTC date (YYYY-MM-DD) `days` after the instant `from` (now unless given). */
export function dateAhead(days: number, from: number = Date.now()): string {
  return new Date(from + days * DAY_MS).toISOString().slice(0, 10);
}

/** Phones no test used before (each has its own resend timer), numbered under `prefix`. */
export function phoneSource(prefix: string): () => string {
  let serial = 0;
  return () => {
    serial += 1;
    return `${prefix}${String(serial).padStart(5, '0')}`;
  };
}

/** `count` guests booking at once, each with a fresh phone and the code sent to it. */
export function guestsWithCodes(
  count: number,
  freshPhone: () => string,
  codeFor: (phone: string) => Promise<string>,
): Promise<{ phone: string; code: string }[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const phone = freshPhone();
      return { phone, code: await codeFor(phone) };
    }),
  );
}

/** The answer to a code asked too often (per phone, address or hold): 422 and the wait. */
export const codeSendsBlocked = {
  status: 422,
  body: {
    status: 'ResendSmsTemporaryBlocked',
    messageUI: { message: 'Repeated sending SMS temporarily locked' },
    data: { timeout: expect.any(Number) },
  },
};
