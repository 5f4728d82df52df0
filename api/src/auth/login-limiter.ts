// Wrong password logins per phone or e-mail, counted in the database (rate-limiter-flexible's
// Postgres store on our connection), so every api instance sees the same counts.
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { accountLimits, ErrorStatus, messages } from '../messages.js';

export interface LoginLimiter {
  /** Throws 429 while the contact has used up its wrong passwords in the window. */
  assertAllowed(target: string): Promise<void>;
  recordFailure(target: string): Promise<void>;
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

export function createLoginLimiter(db: Queryable): LoginLimiter {
  const limiter = new RateLimiterPostgres({
    storeClient: storeClientOf(db),
    storeType: 'client',
    tableName: 'login_attempts',
    // Created by migration 008; expired rows are overwritten on the next failure of that contact.
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'password',
    points: accountLimits.passwordAttempts,
    duration: accountLimits.passwordAttemptWindowSeconds,
  });

  return {
    async assertAllowed(target) {
      const used = await limiter.get(target);
      if (used && used.consumedPoints >= accountLimits.passwordAttempts) {
        const timeout = Math.max(1, Math.ceil(used.msBeforeNext / 1000));
        throw new ApiError(ErrorStatus.LogicalError, {
          httpCode: 429,
          message: messages.loginBlocked(timeout),
          data: { timeout },
        });
      }
    },
    async recordFailure(target) {
      await limiter.penalty(target);
    },
    async recordSuccess(target) {
      await limiter.delete(target);
    },
  };
}
