// How long the stream consumer waits before it reconnects to the api.

/** The first wait after a failure. */
export const RECONNECT_BASE_MS = 100;
/**
 * The longest wait by default (EVENTS_RECONNECT_MAX_MS): a gateway never gives up on its api, it
 * only stops hammering it.
 */
export const RECONNECT_MAX_MS = 10_000;

/**
 * The wait before attempt number `failures` (1 after the first failure): 100 ms doubling up to
 * `maxMs`, each spread over its upper half by `random` so that several gateways dropped by one api
 * restart do not knock again in step.
 */
export function reconnectDelay(
  failures: number,
  random: () => number = Math.random,
  maxMs: number = RECONNECT_MAX_MS,
): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  const ceiling = Math.min(maxMs, RECONNECT_BASE_MS * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
