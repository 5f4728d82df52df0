// Password logins per phone or e-mail and per address, counted in the database
// (rate-limiter-flexible's Postgres store on our connection), so every api instance sees the same
// counts. The address limit is higher: many people may share one (an office, a mobile network).
//
// An attempt is reserved before its password is checked: one atomic upsert per key adds the point
// and returns the new count, so concurrent attempts cannot all pass a check made before any of them
// failed. A right password gives its points back.
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { accountLimits, ErrorStatus, messages } from '../messages.js';

export interface LoginAttempt {
  /** The password was right: the contact's wrong ones are forgiven, the address's point returned. */
  succeeded(): Promise<void>;
  /** The password was not checked after all (the api was busy): the points go back. */
  cancel(): Promise<void>;
}

export interface LoginLimiter {
  /**
   * Counts one attempt for the contact and the address, or throws 429 with the wait when either
   * has used up its attempts in the window. A wrong password needs nothing more: it stays counted.
   */
  reserve(target: string, ip: string | undefined): Promise<LoginAttempt>;
}

interface StoreQuery {
  text: string;
  values?: unknown[];
}

/** The pg client shape the store calls (`query({ text, values })` with rows and rowCount). */
export function storeClientOf(db: Queryable) {
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

/** A limiter of `points` per key and `duration` seconds, counted in the login_attempts table. */
export function attemptsLimiter(
  db: Queryable,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: storeClientOf(db),
    storeType: 'client',
    tableName: 'login_attempts',
    // Created by migration 008; expired rows are overwritten on the next attempt of that key.
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration,
  });
}

function limiterOf(db: Queryable, keyPrefix: string, points: number): RateLimiterPostgres {
  return attemptsLimiter(db, keyPrefix, points, accountLimits.passwordAttemptWindowSeconds);
}

function blocked(refusal: RateLimiterRes): ApiError {
  const timeout = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  return new ApiError(ErrorStatus.LogicalError, {
    httpCode: 429,
    message: messages.loginBlocked(timeout),
    data: { timeout },
  });
}

/** Consumes one point; a refusal of the store (the limit is reached) becomes the 429. */
async function consume(limiter: RateLimiterPostgres, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw blocked(error);
    throw error;
  }
}

export function createLoginLimiter(db: Queryable): LoginLimiter {
  const byContact = limiterOf(db, 'password', accountLimits.passwordAttempts);
  const byAddress = limiterOf(db, 'password-ip', accountLimits.passwordAttemptsPerAddress);

  return {
    async reserve(target, ip) {
      await consume(byContact, target);
      if (ip) {
        try {
          await consume(byAddress, ip);
        } catch (error) {
          // Refused for the address: the contact's attempt did not happen.
          await byContact.reward(target);
          throw error;
        }
      }
      const giveBackAddress = async () => {
        if (ip) await byAddress.reward(ip);
      };
      return {
        async succeeded() {
          await byContact.delete(target);
          await giveBackAddress();
        },
        async cancel() {
          await byContact.reward(target);
          await giveBackAddress();
        },
      };
    },
  };
}
