import type { CodeSender } from '../auth/code-sender.js';
import type { HoldLimits } from '../config.js';
import type { Database } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';
import type { Logger } from '../logger.js';
import { reservationLimits } from '../messages.js';
import { expireHolds } from './hold-expiry.js';

/**
 * Frees expired holds and waitlist offers every little while (passing the tables on down the
 * line), so the live availability of a day also changes when nobody reads it (reads free them
 * too, lazily). Each api process sweeps; a hold or offer ends once.
 */
export function startHoldSweeper(deps: {
  db: Database;
  now: () => Date;
  logger: Logger;
  storage: ImageStorage;
  sender: CodeSender;
  holds: HoldLimits;
}): {
  stop(): void;
} {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireHolds(deps.db, deps.now(), deps)
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'sweeping expired holds failed'))
      .finally(() => {
        running = false;
      });
  }, reservationLimits.sweepEverySeconds * 1000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
