import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Request, RequestHandler } from 'express';
import { gauge, httpRequestMetrics } from '@tavola/server-kit/call-metrics';
import type { Database, PoolUse } from '../db/database.js';

// Seconds; from a cached lookup to a slow scan.
const queryBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The api's Prometheus metrics (names in docs/operations.md), one registry per app. */
export class ApiMetrics {
  readonly registry = new Registry();
  readonly http = httpRequestMetrics(this.registry, 'api');
  readonly httpInFlight = gauge(
    this.registry,
    'api_http_requests_in_flight',
    'Requests being answered now (event streams excluded)',
  );
  readonly eventStreams = gauge(
    this.registry,
    'api_event_streams_open',
    'Event streams (GET /api/v2/events) open now: one per gateway',
  );
  readonly dbQueryDuration = new Histogram({
    name: 'api_db_query_duration_seconds',
    help: 'Time of each SQL statement, in the pool or inside a transaction',
    labelNames: ['in'] as const,
    buckets: queryBuckets,
    registers: [this.registry],
  });
  readonly dbQueryErrors = new Counter({
    name: 'api_db_query_errors_total',
    help: 'SQL statements that failed',
    labelNames: ['in'] as const,
    registers: [this.registry],
  });

  constructor(db: Database) {
    const pool = (name: string, help: string, read: (use: PoolUse) => number) =>
      gauge(this.registry, name, help, () => {
        const use = db.poolUse?.();
        return use && read(use);
      });
    pool('api_db_pool_connections', 'Database connections open', (use) => use.total);
    pool('api_db_pool_idle', 'Database connections open and idle', (use) => use.idle);
    pool('api_db_pool_waiting', 'Queries waiting for a database connection', (use) => use.waiting);
    pool('api_db_pool_max', 'Most database connections the pool opens', (use) => use.max);
    collectDefaultMetrics({ register: this.registry, prefix: 'api_' });
  }

  /** Counts and times every answer under its route pattern. */
  requests(): RequestHandler {
    return (req, res, next) => {
      const started = performance.now();
      const stream = req.path === eventsPath;
      const open = stream ? this.eventStreams : this.httpInFlight;
      open.inc();
      let counted = false;
      const done = () => {
        if (counted) return;
        counted = true;
        open.dec();
        const route = routeOf(req);
        this.http.count.inc({ method: req.method, route, status: String(res.statusCode) });
        if (!stream) {
          this.http.duration.observe(
            { method: req.method, route },
            (performance.now() - started) / 1000,
          );
        }
      };
      res.on('finish', done);
      res.on('close', done);
      next();
    };
  }
}

const eventsPath = '/api/v2/events';
const versionedBase = /^\/api\/v\d+/;

/**
 * The route pattern that answered (`/api/v1/places/:placeId`), never the raw path: the label stays
 * one per route. Express forgets the routers' base once an error leaves them, so for the api's
 * versioned routers it is taken back from the URL.
 */
export function routeOf(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route !== 'string') {
    if (req.originalUrl.startsWith('/uploads/')) return '/uploads';
    return 'unmatched';
  }
  const base = req.baseUrl || (versionedBase.exec(req.originalUrl)?.[0] ?? '');
  return `${base}${route}`;
}
