// What the live benches (fanout.ts, waitlist-offer.ts) share: their graphql-ws sockets, and their
// timings (a socket's delivery, a waitlist's offer) as p50, p99 and max, each to a tenth of a
// millisecond.
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A graphql-ws client of the server at `serverUrl`, signed in with `token`. It connects at once
 * and never again: a bench counts a socket that closes, instead of hiding it behind a retry.
 */
export function benchSocket(serverUrl: string, token: string, on: ClientOptions['on']): Client {
  return createClient({
    url: `${serverUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    on,
  });
}

export interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

/** NaN throughout when nothing was measured, so a report shows the gap instead of a zero. */
export function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted[sorted.length - 1]!) };
}
