// Work that costs a lot of memory or CPU per call (password hashing, image rendering) runs through
// a queue with a few slots (p-limit) and a bounded number of waiting calls. Past that, the caller
// hears 429 at once rather than a reply after the gateway gave up waiting.
import pLimit from 'p-limit';
import { errorMessages, ErrorStatus } from '../messages.js';
import { ApiError } from './api-error.js';

export interface BusyQueue {
  /** Runs `work` when a slot is free; throws 429 LogicalError at once when too many wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createBusyQueue(options: {
  atOnce: number;
  waiting: number;
  /** The wait a refused caller is told (`data.timeout`). */
  retrySeconds: number;
}): BusyQueue {
  const limit = pLimit(options.atOnce);
  return {
    run(work) {
      if (limit.activeCount >= limit.concurrency && limit.pendingCount >= options.waiting) {
        return Promise.reject(
          new ApiError(ErrorStatus.LogicalError, {
            httpCode: 429,
            message: errorMessages.LogicalError,
            data: { timeout: options.retrySeconds },
          }),
        );
      }
      return limit(work);
    },
  };
}
