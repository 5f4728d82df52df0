// Wrong password logins per phone or e-mail and per address, counted in the database
// (rate-limiter-flexible's Postgres store on our connection), so every api instance sees the same
// counts. The address limit is higher: many people may share one (an office, a mobile network).
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { accountLimits, ErrorStatus, messages } from '../messages.js';

export interface LoginLimiter {
  /** Throws 429 while the contact or the address has used up its wrong passwords in the window. */
  assertAllowed(target: string, ip: string | undefined): Promise<void>;
  recordFailure(target: string, ip: string | undefined): Promise<void>;
  /** A right password forgives the earlier wrong ones. */
  recordSuccess(target: string): Promise<void>;
}

interface StoreQuery {
  text: string;
  values?: unknown[];
}

/** The pg client shape the store calls (`query({ text, values })` with rows and rowCount). */
function storeClientOf(db: Queryable) {
  return {
    async query(query: StoreQuery) {
      const { rows } = await db.query<{ points?: number; expire?: unknown }>(
        query.text,
        query.values,
      );
      // PGlite and pg return bigint `expire` as different types; the store does arithmetic on it.
      const normalised = rows.map((row) =>
        row.expire === null || row.expire === undefined
          ? row
          : { ...row, expire: Number(row.expire) },
      );
      return { rows: normalised, rowCount: normalised.length };
    },
  };
}

function limiterOf(db: Queryable, keyPrefix: string, points: number): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: storeClientOf(db),
    storeType: 'client',
    tableName: 'login_attempts',
    // Created by migration 008; expired rows are overwritten on the next failure of that key.
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration: accountLimits.passwordAttemptWindowSeconds,
  });
}

export function createLoginLimiter(db: Queryable): LoginLimiter {
  const byContact = limiterOf(db, 'password', accountLimits.passwordAttempts);
  const byAddress = limiterOf(db, 'password-ip', accountLimits.passwordAttemptsPerAddress);

  async function assertUnder(limiter: RateLimiterPostgres, key: string) {
    const used = await limiter.get(key);
    if (used && used.consumedPoints >= limiter.points) {
      const timeout = Math.max(1, Math.ceil(used.msBeforeNext / 1000));
      throw new ApiError(ErrorStatus.LogicalError, {
        httpCode: 429,
        message: messages.loginBlocked(timeout),
        data: { timeout },
      });
    }
  }

  return {
    async assertAllowed(target, ip) {
      await assertUnder(byContact, target);
      if (ip) await assertUnder(byAddress, ip);
    },
    async recordFailure(target, ip) {
      await byContact.penalty(target);
      if (ip) await byAddress.penalty(ip);
    },
    async recordSuccess(target) {
      await byContact.delete(target);
    },
  };
}
