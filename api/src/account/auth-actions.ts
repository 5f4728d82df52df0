import { runAction } from '../action/run-action.js';
import type { Database } from '../db/database.js';
import { emit } from '../event/event-outbox.js';
import { createUser, findUserByContact, setPassword } from '../user/user-repository.js';
import { issueToken, revokeToken, revokeUserTokens } from '../auth/access-token.js';
import {
  consumeCode,
  createCode,
  type CodePurpose,
  type NewCodeResult,
} from '../auth/code-repository.js';
import { targetOf, type Contact } from '../auth/contact.js';

/** A code sign-in's outcome: a wrong or expired code is an answer, not an error (see below). */
export type CodeSignIn =
  { ok: true; userId: string; token: string } | { ok: false; reason: 'mismatch' | 'expired' };

/** Creates a one-time code for a phone or e-mail unless the resend throttle refuses. */
export function requestCode(
  db: Database,
  contact: Contact,
  purpose: CodePurpose,
  now: Date,
): Promise<NewCodeResult> {
  return runAction(db, ({ tx }) => createCode(tx, targetOf(contact), purpose, now));
}

/**
 * Signs in with a one-time code; the first confirmed code of an unknown phone or e-mail
 * registers it. Wrong guesses must be committed (they count towards the code's limit), so a
 * failure is returned, never thrown.
 */
export function signInByCode(
  db: Database,
  contact: Contact,
  code: string,
  now: Date,
): Promise<CodeSignIn> {
  return runAction(db, async ({ tx }) => {
    const check = await consumeCode(tx, targetOf(contact), ['login', 'registration'], code, now);
    if (!check.ok) return check;
    const existing = await findUserByContact(tx, contact);
    const userId = existing?.id ?? (await createUser(tx, contact));
    return { ok: true as const, userId, token: await issueToken(tx, userId) };
  });
}

/**
 * Revokes one bearer token. Every gateway closes the person's live sockets on the
 * `session.ended` event, whichever gateway the logout came through.
 */
export function signOut(db: Database, userId: string, token: string): Promise<void> {
  return runAction(db, async ({ tx }) => {
    await revokeToken(tx, token);
    await emit(tx, 'session.ended', {}, [userId]);
  });
}

/** Sets a new password (hashed by the caller: scrypt is slow and needs no transaction). */
export function changePassword(db: Database, userId: string, passwordHash: string) {
  return runAction(db, ({ tx }) => setPassword(tx, userId, passwordHash));
}

/**
 * Sets a new password with a restore code and signs the person out everywhere else: whoever knew
 * the old password is signed out everywhere. A wrong code is returned, as in signInByCode.
 */
export function restorePassword(
  db: Database,
  contact: Contact,
  code: string,
  passwordHash: string,
  now: Date,
): Promise<CodeSignIn> {
  return runAction(db, async ({ tx }) => {
    const check = await consumeCode(tx, targetOf(contact), ['restore'], code, now);
    if (!check.ok) return check;
    const user = await findUserByContact(tx, contact);
    if (!user) return { ok: false as const, reason: 'mismatch' as const };
    await setPassword(tx, user.id, passwordHash);
    await revokeUserTokens(tx, user.id);
    const token = await issueToken(tx, user.id);
    await emit(tx, 'session.ended', {}, [user.id]);
    return { ok: true as const, userId: user.id, token };
  });
}
