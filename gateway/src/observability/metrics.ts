import { collectDefaultMetrics, Counter, Histogram, Registry, type Gauge } from 'prom-client';
import {
  callMetrics,
  DURATION_BUCKETS,
  gauge,
  httpRequestMetrics,
} from '@tavola/server-kit/call-metrics';

/** The gateway's Prometheus metrics (names in docs/operations.md), one registry per gateway. */
export class GatewayMetrics {
  readonly registry = new Registry();
  readonly http = httpRequestMetrics(this.registry, 'gateway');
  readonly operations = new Counter({
    name: 'gateway_graphql_operations_total',
    help: 'GraphQL operations over HTTP, by operation name, type and outcome (ok or error)',
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly operationDuration = new Histogram({
    name: 'gateway_graphql_operation_duration_seconds',
    help: 'Time of GraphQL operations over HTTP, by operation name and type',
    labelNames: ['operation', 'type'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  readonly upstream = callMetrics(this.registry, 'gateway_upstream_request', {
    count: 'Calls to the api, by method, path pattern and status (0: no answer)',
    duration: 'Time of calls to the api until their last byte, by method and path pattern',
  });
  readonly webSockets = gauge(
    this.registry,
    'gateway_websockets_open',
    'WebSocket connections open now',
  );
  readonly signedInPeople: Gauge;
  readonly streamConnected: Gauge;
  readonly streamLastEventId: Gauge;
  readonly streamBehind = gauge(
    this.registry,
    'gateway_event_stream_ids_behind',
    "Events the api has committed that this gateway's stream has not relayed yet",
  );
  readonly streamLag = gauge(
    this.registry,
    'gateway_event_stream_lag_seconds',
    "0 when caught up; otherwise the age of the api's newest event (a lower bound)",
  );

  constructor(read: {
    signedInPeople: () => number;
    streamConnected: () => boolean;
    lastEventId: () => string | undefined;
  }) {
    this.signedInPeople = gauge(
      this.registry,
      'gateway_websocket_people',
      'People with a signed-in WebSocket open on this gateway',
      read.signedInPeople,
    );
    this.streamConnected = gauge(
      this.registry,
      'gateway_event_stream_connected',
      "1 while the api's event stream is open",
      () => (read.streamConnected() ? 1 : 0),
    );
    this.streamLastEventId = gauge(
      this.registry,
      'gateway_event_stream_last_event_id',
      'The id of the last event relayed (0: none since start)',
      () => Number(read.lastEventId() ?? 0),
    );
    collectDefaultMetrics({ register: this.registry, prefix: 'gateway_' });
  }
}

const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_OPERATION_NAMES = 300;

/**
 * Operation names come from clients: each distinct one would be a new series, so only well-formed
 * names are kept, up to a bound, and the rest count as `other`.
 */
export class OperationNames {
  private readonly seen = new Set<string>();

  label(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.seen.has(name)) return name;
    if (this.seen.size >= MAX_OPERATION_NAMES) return 'other';
    this.seen.add(name);
    return name;
  }
}

const HEX_ID = /\/[0-9a-f]{24}(?=\/|$)/g;
const NUMBER = /\/\d+(?=\/|$)/g;

/** An api path as a pattern: no query, ids as `:id`, uploads as one. */
export function upstreamRouteOf(path: string): string {
  const bare = path.split('?')[0] ?? path;
  if (bare.startsWith('/uploads/')) return '/uploads';
  return bare.replace(HEX_ID, '/:id').replace(NUMBER, '/:n');
}
