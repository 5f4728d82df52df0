import { Router, type RequestHandler } from 'express';
import type { Database } from '../db/database.js';
import type { EventSignal } from '../event/event-signal.js';
import type { Logger } from '../logger.js';
import { errorMessages, ErrorStatus } from '../messages.js';
import { ApiMetrics } from './metrics.js';
import { observeDatabase } from './observed-database.js';
import type { MetricsText } from '@tavola/server-kit/metrics-listener';
import { requestIds } from '@tavola/server-kit/request-context';

export interface Observability {
  /** The database the routes use: timed, and logged per statement at debug. */
  db: Database;
  /** Request ids and request metrics: mounted before every route. */
  requests: RequestHandler[];
  /** `/health` and `/ready`. */
  routes: Router;
  metrics: ApiMetrics;
  /** One scrape, for the metrics listener (never on the public port). */
  metricsText(): Promise<MetricsText>;
}

// Longer than this and the database counts as unreachable for readiness.
const readyTimeoutMs = 2000;

/**
 * What operators see of an api instance (docs/operations.md): liveness, readiness (the database
 * answers and the api is not stopping), Prometheus metrics, and one request id per request on its
 * log lines.
 */
export function observability(deps: {
  db: Database;
  logger: Logger;
  events: EventSignal;
}): Observability {
  const metrics = new ApiMetrics(deps.db);
  const db = observeDatabase(deps.db, deps.logger, metrics);
  const routes = Router();

  // Liveness: the process answers; says nothing of the database.
  routes.get('/health', (_req, res) => {
    res.json({ data: { ok: true } });
  });

  // Readiness: a load balancer sends traffic here only while the database answers. The newest
  // event id lets a gateway tell how far behind its event stream is.
  routes.get('/ready', async (_req, res) => {
    const ready = deps.events.closed
      ? null
      : await withTimeout(
          deps.db.query<{ id: string | null; created_at: Date | null }>(
            // The newest by the primary key: one index step, however many events are kept.
            'SELECT id::text AS id, created_at FROM events ORDER BY id DESC LIMIT 1',
          ),
          readyTimeoutMs,
        ).catch(() => null);
    if (!ready) {
      res.status(503).json({
        code: 503,
        status: ErrorStatus.GeneralInternalError,
        messageUI: { message: errorMessages.GeneralInternalError },
        data: { database: false, stopping: deps.events.closed },
      });
      return;
    }
    // No row: no event yet.
    const newest = ready.rows[0];
    res.json({
      data: {
        ok: true,
        database: deps.db.kind,
        lastEventId: newest?.id ?? null,
        lastEventAt: newest?.created_at ? new Date(newest.created_at).toISOString() : null,
      },
    });
  });

  const metricsText = async (): Promise<MetricsText> => ({
    contentType: metrics.registry.contentType,
    body: await metrics.registry.metrics(),
  });

  return { db, requests: [requestIds(), metrics.requests()], routes, metrics, metricsText };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
