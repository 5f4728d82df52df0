// Code sends per client address and in total per hour, whatever the phone or e-mail: the per-contact
// resend timer alone lets one address walk through new numbers (text-message pumping). Counted in
// the database like the password limits, so every api instance sees the same counts.
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { CodeSendLimits } from '../config.js';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { ErrorStatus } from '../messages.js';
import { attemptsLimiter } from './login-limiter.js';

const hourSeconds = 60 * 60;
/** One key for all sends (the total). */
const everyone = 'all';

export interface CodeSendLimiter {
  /**
   * Counts one send for the address and the total, or throws 422 ResendSmsTemporaryBlocked with
   * the wait. Returns how to give the send back when it did not happen after all.
   */
  reserve(ip: string | undefined): Promise<() => Promise<void>>;
}

function limiterOf(db: Queryable, keyPrefix: string, points: number): RateLimiterPostgres {
  return attemptsLimiter(db, keyPrefix, points, hourSeconds);
}

async function consume(limiter: RateLimiterPostgres, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const timeout = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new ApiError(ErrorStatus.ResendSmsTemporaryBlocked, { data: { timeout } });
  }
}

export function createCodeSendLimiter(db: Queryable, limits: CodeSendLimits): CodeSendLimiter {
  const byAddress = limiterOf(db, 'code-ip', limits.perAddressPerHour);
  const total = limiterOf(db, 'code-all', limits.totalPerHour);
  return {
    async reserve(ip) {
      if (ip) await consume(byAddress, ip);
      try {
        await consume(total, everyone);
      } catch (error) {
        if (ip) await byAddress.reward(ip);
        throw error;
      }
      return async () => {
        if (ip) await byAddress.reward(ip);
        await total.reward(everyone);
      };
    },
  };
}
