import { PUSH_BACKOFF } from '../../constants';

/**
 * How long to wait before reconnect attempt `retries` (0 for the first): 100 ms, doubling; null once
 * that wait would be above 10000 ms, when waiting gives up (SPEC sections 4 and 9).
 */
export function pushRetryDelay(retries: number): number | null {
  const delay = PUSH_BACKOFF.startMs * 2 ** retries;
  return delay > PUSH_BACKOFF.maxMs ? null : delay;
}

/** How many reconnect attempts the back-off allows before giving up. */
export function pushRetryAttempts(): number {
  let retries = 0;
  while (pushRetryDelay(retries) !== null) retries += 1;
  return retries;
}

/** The wait itself, as graphql-ws's `retryWait` takes it. */
export function waitBeforeRetry(retries: number): Promise<void> {
  const delay = pushRetryDelay(retries) ?? PUSH_BACKOFF.maxMs;
  return new Promise((resolve) => setTimeout(resolve, delay));
}
