import type { Queryable } from '../db/database.js';
import { accountLimits } from '../messages.js';
import { codeMatches, generateCode, hashCode } from './one-time-code.js';

/** Why a code was sent; 'reservation' codes prove a guest's phone for a booking. */
export type CodePurpose = 'login' | 'registration' | 'restore' | 'reservation';

/**
 * Seconds the target must still wait before another code may be sent (0: send now). After each
 * send the wait is the SPEC's 30 s resend timer; from the 4th send within 10 minutes on it grows:
 * 60 s, 120 s, 240 s ... up to an hour. `sentAt` holds the send times within the window.
 */
export function resendWaitSeconds(sentAt: readonly Date[], now: Date): number {
  const last = Math.max(...sentAt.map((date) => date.getTime()));
  if (!Number.isFinite(last)) return 0;
  const extra = sentAt.length - accountLimits.throttleFreeSends;
  const required =
    extra < 0
      ? accountLimits.resendSeconds
      : Math.min(accountLimits.throttleBaseSeconds * 2 ** extra, accountLimits.throttleMaxSeconds);
  return Math.max(0, Math.ceil(required - (now.getTime() - last) / 1000));
}

/**
 * Serialises code operations per target (two requests at once cannot both pass the throttle).
 * Take it first in a transaction that also takes other locks (the order booking relies on).
 */
export async function lockCodeTarget(tx: Queryable, target: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`code:${target}`]);
}

async function recentSends(tx: Queryable, target: string, now: Date): Promise<Date[]> {
  const since = new Date(now.getTime() - accountLimits.throttleWindowSeconds * 1000);
  const { rows } = await tx.query<{ sent_at: Date | string }>(
    'SELECT sent_at FROM code_send_log WHERE target = $1 AND sent_at > $2 AND sent_at <= $3',
    [target, since.toISOString(), now.toISOString()],
  );
  return rows.map((row) => new Date(row.sent_at));
}

export type NewCodeResult =
  { sent: true; code: string; timeout: number } | { sent: false; timeout: number };

/**
 * Creates a code for the target unless the throttle refuses; call inside a transaction. The
 * caller sends the code after the commit. `timeout` is the wait before the next send.
 * `lifetimeSeconds`: how long the code works (sign-in codes by default).
 */
export async function createCode(
  tx: Queryable,
  target: string,
  purpose: CodePurpose,
  now: Date,
  lifetimeSeconds: number = accountLimits.codeLifetimeSeconds,
): Promise<NewCodeResult> {
  await lockCodeTarget(tx, target);
  const sends = await recentSends(tx, target, now);
  const wait = resendWaitSeconds(sends, now);
  if (wait > 0) return { sent: false, timeout: wait };
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  await tx.query(
    `INSERT INTO one_time_codes (target, purpose, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [target, purpose, hashCode(target, code), now.toISOString(), expiresAt.toISOString()],
  );
  await tx.query('INSERT INTO code_send_log (target, sent_at) VALUES ($1, $2)', [
    target,
    now.toISOString(),
  ]);
  return { sent: true, code, timeout: resendWaitSeconds([...sends, now], now) };
}

export type CodeCheck =
  { ok: true; purpose: CodePurpose } | { ok: false; reason: 'mismatch' | 'expired' };

/**
 * Checks a code against the latest one sent to the target for one of `purposes`; call inside a
 * transaction. Only the latest code counts; a wrong guess is counted (and committed: the caller
 * must not throw inside the transaction), and after the limit the code is dead. A right code is
 * used up.
 */
export async function consumeCode(
  tx: Queryable,
  target: string,
  purposes: readonly CodePurpose[],
  code: string,
  now: Date,
): Promise<CodeCheck> {
  await lockCodeTarget(tx, target);
  const { rows } = await tx.query<{
    id: string;
    purpose: CodePurpose;
    code_hash: string;
    expires_at: Date | string;
    failed_attempts: number;
    used: boolean;
  }>(
    `SELECT id, purpose, code_hash, expires_at, failed_attempts, used FROM one_time_codes
     WHERE target = $1 AND purpose = ANY($2::text[]) ORDER BY id DESC LIMIT 1`,
    [target, purposes],
  );
  const row = rows[0];
  if (!row || row.used || row.failed_attempts >= accountLimits.codeMaxFailedAttempts) {
    return { ok: false, reason: 'mismatch' };
  }
  if (!codeMatches(target, code, row.code_hash)) {
    await tx.query(
      'UPDATE one_time_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1',
      [row.id],
    );
    return { ok: false, reason: 'mismatch' };
  }
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  await tx.query('UPDATE one_time_codes SET used = true WHERE id = $1', [row.id]);
  return { ok: true, purpose: row.purpose };
}
