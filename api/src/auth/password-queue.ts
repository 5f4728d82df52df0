// scrypt takes tens of milliseconds of a core and 32 MiB per check, on libuv's thread pool (four
// threads unless UV_THREADPOOL_SIZE says), which file reads and DNS share. A flood of logins would
// queue there without bound, so every password check waits for a slot of this queue instead.
import { availableParallelism } from 'node:os';
import { createBusyQueue, type BusyQueue } from '../http/busy-queue.js';
import { accountLimits } from '../messages.js';

export function createPasswordQueue(
  options: { atOnce?: number; waiting?: number } = {},
): BusyQueue {
  return createBusyQueue({
    // The process's cores, at most the thread pool's threads.
    atOnce:
      options.atOnce ??
      Math.max(1, Math.min(accountLimits.passwordChecksMaxAtOnce, availableParallelism())),
    waiting: options.waiting ?? accountLimits.passwordChecksWaiting,
    retrySeconds: accountLimits.passwordBusyRetrySeconds,
  });
}
