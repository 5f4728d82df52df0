// What operators see of a gateway instance (docs/operations.md): request ids, Prometheus metrics,
// liveness (`/health`, in app.ts) and readiness (`/ready`: the api answers, the event stream is open
// and caught up).
import type http from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { Router, type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Live } from '../events/live.js';
import { GatewayMetrics, OperationNames, upstreamRouteOf } from './metrics.js';
import type { MetricsText } from '@tavola/server-kit/metrics-listener';
import { requestIds } from '@tavola/server-kit/request-context';
import { watchUpstreamCalls } from './upstream-watch.js';

/** More events behind than this and the gateway is not ready (it relays stale news). */
export const READY_MAX_EVENTS_BEHIND = 500;
const READY_TIMEOUT_MS = 2000;
const EVENTS_PATH = '/api/v2/events';

export interface Observability {
  /** Request ids and request metrics: mounted before every route. */
  requests: RequestHandler[];
  /** `/ready`. */
  routes: Router;
  /** One scrape, for the metrics listener (never on the public port). */
  metricsText(): Promise<MetricsText>;
  /** Counts and times GraphQL operations over HTTP. */
  plugin: ApolloServerPlugin;
  metrics: GatewayMetrics;
  /** From now on `/ready` says no (the gateway is stopping). */
  stop(): void;
}

interface ApiReadiness {
  ok: boolean;
  lastEventId: string | null;
  lastEventAt: string | null;
}

export function createObservability(deps: {
  apiUrl: string;
  live: Live;
  httpServer: http.Server;
  logger: Logger;
}): Observability {
  const { live } = deps;
  const metrics = new GatewayMetrics({
    signedInPeople: () => live.sockets.userIds().length,
    streamConnected: () => live.stream?.connected ?? false,
    lastEventId: () => live.stream?.lastEventId,
  });
  const apiOrigin = new URL(deps.apiUrl).origin;
  let stopping = false;

  const unwatch = watchUpstreamCalls((call) => {
    if (call.origin !== apiOrigin) return;
    const route = upstreamRouteOf(call.path);
    metrics.upstream.count.inc({ method: call.method, route, status: String(call.status ?? 0) });
    // The event stream stays open for as long as it can: its "latency" is its life.
    if (route !== EVENTS_PATH) {
      metrics.upstream.duration.observe({ method: call.method, route }, call.seconds);
    }
  });

  deps.httpServer.on('upgrade', (_req, socket: NodeJS.EventEmitter) => {
    metrics.webSockets.inc();
    socket.once('close', () => metrics.webSockets.dec());
  });

  const requestMetrics: RequestHandler = (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const route = routeOf(req);
      metrics.http.count.inc({ method: req.method, route, status: String(res.statusCode) });
      metrics.http.duration.observe(
        { method: req.method, route },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };

  const apiReadiness = async (): Promise<ApiReadiness | null> => {
    try {
      const response = await fetch(new URL('/ready', deps.apiUrl), {
        signal: AbortSignal.timeout(READY_TIMEOUT_MS),
      });
      const body = (await response.json()) as { data?: Partial<ApiReadiness> };
      return {
        ok: response.ok,
        lastEventId: body.data?.lastEventId ?? null,
        lastEventAt: body.data?.lastEventAt ?? null,
      };
    } catch {
      return null;
    }
  };

  /** Asks the api, and updates the stream gauges while at it. */
  const readiness = async () => {
    const api = await apiReadiness();
    const stream = live.stream;
    const connected = stream?.connected ?? false;
    let behind = 0;
    if (api?.lastEventId && stream?.lastEventId !== undefined) {
      const missing = BigInt(api.lastEventId) - BigInt(stream.lastEventId);
      behind = missing > 0n ? Number(missing) : 0;
    }
    metrics.streamBehind.set(behind);
    const age = api?.lastEventAt ? (Date.now() - Date.parse(api.lastEventAt)) / 1000 : 0;
    metrics.streamLag.set(behind > 0 ? Math.max(0, age) : 0);
    const apiOk = api?.ok ?? false;
    // Without EVENTS_SECRET there is no stream to wait for (subscriptions stay silent).
    const streamOk = stream === undefined || (connected && behind <= READY_MAX_EVENTS_BEHIND);
    return {
      ok: !stopping && apiOk && streamOk,
      api: apiOk,
      eventStream: stream === undefined ? null : { connected, behind },
      stopping,
    };
  };

  const routes = Router();
  routes.get('/ready', async (_req, res) => {
    const state = await readiness();
    res.status(state.ok ? 200 : 503).json({ data: state });
  });
  const metricsText = async (): Promise<MetricsText> => {
    // The stream gauges are brought up to date first.
    await readiness();
    return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
  };

  const names = new OperationNames();
  const plugin: ApolloServerPlugin = {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, operation, errors }) {
          const labels = {
            operation: names.label(operationName),
            type: operation?.operation ?? 'unknown',
          };
          metrics.operations.inc({ ...labels, outcome: errors?.length ? 'error' : 'ok' });
          metrics.operationDuration.observe(labels, (performance.now() - started) / 1000);
        },
      };
    },
  };

  return {
    requests: [requestIds(), requestMetrics],
    routes,
    metricsText,
    plugin,
    metrics,
    stop() {
      stopping = true;
      unwatch();
    },
  };
}

/** The route pattern that answered; the web app's files and pages count as one. */
function routeOf(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  if (req.baseUrl) return req.baseUrl;
  return req.method === 'GET' || req.method === 'HEAD' ? 'web' : 'unmatched';
}
