// For tests, scripts and benchmarks: the real gateway in process, on a free port by default.
import { loadConfig } from './config.js';
import { createGateway } from './app.js';

export interface StartGatewayOptions {
  /** Where the api listens, e.g. the `url` from `startApi()`. */
  apiUrl: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The built web app; defaults to WEB_DIST or `<repo>/web/dist`. */
  webDist?: string;
  /** Overall deadline of one upstream call; defaults to UPSTREAM_TIMEOUT_MS or 5000. */
  upstreamTimeoutMs?: number;
  /** Production behaviour (no stack traces, no field suggestions); defaults to NODE_ENV. */
  production?: boolean;
  /** Defaults to INTROSPECTION, else on unless production. */
  introspection?: boolean;
  /** Defaults to LOG_LEVEL or 'error' (tests stay quiet, even while they stop the api). */
  logLevel?: string;
  /** The api's event stream secret; defaults to EVENTS_SECRET (unset: no live events). */
  eventsSecret?: string;
  /** How long a page waits for its head's read; defaults to PAGE_HEAD_BUDGET_MS or 1000. */
  pageHeadBudgetMs?: number;
  /** The longest wait before the event stream reopens; defaults to EVENTS_RECONNECT_MAX_MS or 10 s. */
  eventsReconnectMaxMs?: number;
  /** The map tiles the web app's page names; defaults to MAP_TILES_URL (unset: OpenStreetMap). */
  mapTiles?: { url: string; attribution: string };
  /** WebSocket bounds; default WS_SUBSCRIPTIONS_PER_SOCKET and WS_SOCKETS_PER_ADDRESS. */
  subscriptionsPerSocket?: number;
  socketsPerAddress?: number;
}

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startGateway(options: StartGatewayOptions): Promise<RunningGateway> {
  const base = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL || 'error' });
  const gateway = await createGateway({
    ...base,
    apiUrl: options.apiUrl.replace(/\/+$/, ''),
    webDist: options.webDist ?? base.webDist,
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? base.upstreamTimeoutMs,
    production: options.production ?? base.production,
    introspection: options.introspection ?? base.introspection,
    logLevel: options.logLevel ?? base.logLevel,
    eventsSecret: options.eventsSecret ?? base.eventsSecret,
    eventsReconnectMaxMs: options.eventsReconnectMaxMs ?? base.eventsReconnectMaxMs,
    mapTiles: options.mapTiles ?? base.mapTiles,
    pageHeadBudgetMs: options.pageHeadBudgetMs ?? base.pageHeadBudgetMs,
    subscriptionsPerSocket: options.subscriptionsPerSocket ?? base.subscriptionsPerSocket,
    socketsPerAddress: options.socketsPerAddress ?? base.socketsPerAddress,
  });
  const port = await gateway.listen(options.port ?? 0, '127.0.0.1');
  return { url: `http://127.0.0.1:${port}`, port, close: () => gateway.close() };
}
