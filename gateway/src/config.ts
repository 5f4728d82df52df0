import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { RECONNECT_BASE_MS, RECONNECT_MAX_MS } from './events/backoff.js';

/** Everything the gateway reads from its environment, parsed once at start. */
export interface GatewayConfig {
  port: number;
  /** Where the api listens; every upstream call and the `/uploads` proxy go there. */
  apiUrl: string;
  /** The built web app (`web/dist`); served at `/` with the SPA fallback. */
  webDist: string;
  production: boolean;
  /** INTROSPECTION; unset: on, except when NODE_ENV=production. */
  introspection: boolean;
  /** The whole budget of one upstream call, retries included. */
  upstreamTimeoutMs: number;
  /** The budget for opening a TCP connection to the api. */
  upstreamConnectTimeoutMs: number;
  /** PAGE_HEAD_BUDGET_MS: how long a page waits for its head's read before going out without it. */
  pageHeadBudgetMs: number;
  /**
   * Origins allowed to open the GraphQL WebSocket besides the gateway's own (judged from the Host
   * header). In development the Vite dev server's origins are allowed unless ALLOWED_ORIGINS says.
   */
  allowedOrigins: string[];
  /** Upper bound of a GraphQL HTTP body (express.json `limit`). */
  bodyLimit: string;
  logLevel: string;
  /**
   * The api's event stream secret (`EVENTS_SECRET`); without it the gateway does not read the
   * stream and subscriptions deliver nothing (a warning at start, not a failure).
   */
  eventsSecret: string | undefined;
  /**
   * EVENTS_RECONNECT_MAX_MS: the longest wait before the event stream is opened again after a
   * drop (10 s by default, at least 100 ms); the waits double up to it from 100 ms.
   */
  eventsReconnectMaxMs: number;
  /**
   * The map tiles the web app shows (`MAP_TILES_URL`, an XYZ template; set empty: no tiles, the
   * pins sit on a plain ground) and the credit the tile provider asks for (HTML).
   */
  mapTiles: { url: string; attribution: string };
  /**
   * WS_SUBSCRIPTIONS_PER_SOCKET: operations one WebSocket may have running at once; past it a
   * subscribe gets a graphql-ws error and the socket's others go on.
   */
  subscriptionsPerSocket: number;
  /**
   * WS_SOCKETS_PER_ADDRESS: open WebSockets from one client address (the peer, or the last
   * X-Forwarded-For entry from a proxy on this machine); one more is closed with 4429.
   */
  socketsPerAddress: number;
}

/** Defaults of the WebSocket bounds (README, configuration). */
export const WEBSOCKET_BOUNDS = { subscriptionsPerSocket: 100, socketsPerAddress: 200 } as const;

/** OpenStreetMap's standard tiles, fetched by the browser, with the credit their policy asks for. */
export const OSM_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors',
} as const;

// `npm run dev` serves the web app from Vite, which proxies the WebSocket with its own Origin.
const VITE_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

// Both `src/config.ts` and `dist/config.js` sit two levels below the repository root.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// A variable set to the empty string counts as unset, so it takes its default.
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const NOT_AN_INTEGER = 'must be a non-negative integer';
const integer = (fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: NOT_AN_INTEGER })
      .int({ error: NOT_AN_INTEGER })
      .min(0, { error: NOT_AN_INTEGER })
      .default(fallback),
  );
const flag = () =>
  z.preprocess(
    blankAsUnset,
    z
      .stringbool({
        truthy: ['1', 'true', 'yes', 'on'],
        falsy: ['0', 'false', 'no', 'off'],
        error: 'must be true or false',
      })
      .optional(),
  );
const RECONNECT_BOUND = `must be an integer of at least ${RECONNECT_BASE_MS}`;
const text = z.preprocess(blankAsUnset, z.string().optional());

const envSchema = z.object({
  PORT: integer(4000),
  API_PORT: integer(4001),
  API_URL: text,
  WEB_DIST: text,
  NODE_ENV: z.string().optional(),
  INTROSPECTION: flag(),
  UPSTREAM_TIMEOUT_MS: integer(5000),
  UPSTREAM_CONNECT_TIMEOUT_MS: integer(2000),
  PAGE_HEAD_BUDGET_MS: integer(1000),
  // Set (even empty) it replaces the development default; unset it leaves it.
  ALLOWED_ORIGINS: z.string().optional(),
  GRAPHQL_BODY_LIMIT: text,
  LOG_LEVEL: text,
  EVENTS_SECRET: text,
  EVENTS_RECONNECT_MAX_MS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: RECONNECT_BOUND })
      .int({ error: RECONNECT_BOUND })
      .min(RECONNECT_BASE_MS, { error: RECONNECT_BOUND })
      .default(RECONNECT_MAX_MS),
  ),
  // Set empty it turns tiles off, so it is not blank-as-unset.
  MAP_TILES_URL: z.string().optional(),
  MAP_TILES_ATTRIBUTION: text,
  WS_SUBSCRIPTIONS_PER_SOCKET: integer(WEBSOCKET_BOUNDS.subscriptionsPerSocket),
  WS_SOCKETS_PER_ADDRESS: integer(WEBSOCKET_BOUNDS.socketsPerAddress),
});

/** Reads the gateway's configuration; a malformed variable stops the start, named with its value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message}, got '${env[name]}'`;
    });
    throw new Error(problems.join('; '));
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  return {
    port: vars.PORT,
    apiUrl: stripTrailingSlash(vars.API_URL ?? `http://127.0.0.1:${vars.API_PORT}`),
    webDist: vars.WEB_DIST ?? `${repoRoot}web/dist`,
    production,
    // A production schema is not for browsing by strangers unless the operator says so.
    introspection: vars.INTROSPECTION ?? !production,
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS,
    upstreamConnectTimeoutMs: vars.UPSTREAM_CONNECT_TIMEOUT_MS,
    pageHeadBudgetMs: vars.PAGE_HEAD_BUDGET_MS,
    allowedOrigins:
      vars.ALLOWED_ORIGINS !== undefined
        ? vars.ALLOWED_ORIGINS.split(',')
            .map((origin) => stripTrailingSlash(origin.trim()))
            .filter(Boolean)
        : vars.NODE_ENV === 'development'
          ? VITE_DEV_ORIGINS
          : [],
    bodyLimit: vars.GRAPHQL_BODY_LIMIT ?? '100kb',
    logLevel: vars.LOG_LEVEL ?? 'info',
    eventsSecret: vars.EVENTS_SECRET,
    eventsReconnectMaxMs: vars.EVENTS_RECONNECT_MAX_MS,
    mapTiles: mapTiles(vars.MAP_TILES_URL, vars.MAP_TILES_ATTRIBUTION),
    subscriptionsPerSocket: vars.WS_SUBSCRIPTIONS_PER_SOCKET,
    socketsPerAddress: vars.WS_SOCKETS_PER_ADDRESS,
  };
}

function mapTiles(url: string | undefined, attribution: string | undefined) {
  if (url === undefined)
    return { url: OSM_TILES.url, attribution: attribution ?? OSM_TILES.attribution };
  const trimmed = url.trim();
  return {
    url: trimmed,
    attribution: attribution ?? (trimmed === OSM_TILES.url ? OSM_TILES.attribution : ''),
  };
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
