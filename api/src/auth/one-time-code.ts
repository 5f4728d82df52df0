import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { accountLimits } from '../messages.js';

/** A random code of `accountLimits.codeLength` digits (leading zeros kept). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** accountLimits.codeLength)).padStart(
    accountLimits.codeLength,
    '0',
  );
}

/**
 * Codes are stored hashed (with their target) so the table alone does not hand out working codes
 * to whoever reads it. A 4-digit code is guessable offline anyway; what protects it is the short
 * lifetime and the 5 attempts.
 */
export function hashCode(target: string, code: string): string {
  return createHash('sha256').update(`${target}\n${code}`).digest('hex');
}

/** Timing-safe: how long a wrong guess takes says nothing about how close it was. */
export function codeMatches(target: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashCode(target, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
