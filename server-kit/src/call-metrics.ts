import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

// Seconds; from a cached read to a slow search or an image upload.
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Calls of one kind: how many, by method, route pattern and status, and how long they took. */
export interface CallMetrics {
  count: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
}

/**
 * The metrics of calls named in the singular (`api_http_request`): `<name>s_total` counts them and
 * `<name>_duration_seconds` times them, in `registry`.
 */
export function callMetrics(
  registry: Registry,
  name: string,
  help: { count: string; duration: string },
): CallMetrics {
  return {
    count: new Counter({
      name: `${name}s_total`,
      help: help.count,
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: `${name}_duration_seconds`,
      help: help.duration,
      labelNames: ['method', 'route'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
  };
}

/** The requests a server answered: `<prefix>_http_requests_total` and their durations. */
export function httpRequestMetrics(registry: Registry, prefix: 'api' | 'gateway'): CallMetrics {
  return callMetrics(registry, `${prefix}_http_request`, {
    count: 'Requests answered, by method, route pattern and status',
    duration: 'Time from a request to the end of its answer, by method and route pattern',
  });
}

/**
 * A gauge in `registry`. With `read` it is read at each scrape, as a value the service already
 * keeps (connections, open streams); `undefined` leaves it as it was.
 */
export function gauge(
  registry: Registry,
  name: string,
  help: string,
  read?: () => number | undefined,
): Gauge {
  if (!read) return new Gauge({ name, help, registers: [registry] });
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      const value = read();
      if (value !== undefined) this.set(value);
    },
  });
}
