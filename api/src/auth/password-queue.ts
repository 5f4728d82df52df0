// scrypt takes tens of milliseconds of a core and 32 MiB per check, on libuv's thread pool (four
// threads unless UV_THREADPOOL_SIZE says), which file reads and DNS share. A flood of logins would
// queue there without bound, so every password check waits here for a slot instead; when the
// queue is full, the caller hears 429 at once rather than a reply after the gateway gave up.
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { ApiError } from '../http/api-error.js';
import { accountLimits, ErrorStatus, errorMessages } from '../messages.js';

export interface PasswordQueue {
  /** Runs `work` when a slot is free; throws 429 LogicalError at once when too many wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** The checks a process runs at once: its cores, at most the thread pool's four threads. */
export function defaultPasswordChecksAtOnce(): number {
  return Math.max(1, Math.min(accountLimits.passwordChecksMaxAtOnce, availableParallelism()));
}

export function createPasswordQueue(
  options: { atOnce?: number; waiting?: number } = {},
): PasswordQueue {
  const limit = pLimit(options.atOnce ?? defaultPasswordChecksAtOnce());
  const waiting = options.waiting ?? accountLimits.passwordChecksWaiting;
  return {
    run(work) {
      if (limit.activeCount >= limit.concurrency && limit.pendingCount >= waiting) {
        return Promise.reject(
          new ApiError(ErrorStatus.LogicalError, {
            httpCode: 429,
            message: errorMessages.LogicalError,
            data: { timeout: accountLimits.passwordBusyRetrySeconds },
          }),
        );
      }
      return limit(work);
    },
  };
}
