import { fileURLToPath } from 'node:url';

/** Everything the gateway reads from its environment, parsed once at start. */
export interface GatewayConfig {
  port: number;
  /** Where the api listens; every upstream call and the `/uploads` proxy go there. */
  apiUrl: string;
  /** The built web app (`web/dist`); served at `/` with the SPA fallback. */
  webDist: string;
  production: boolean;
  introspection: boolean;
  /** The whole budget of one upstream call, retries included. */
  upstreamTimeoutMs: number;
  /** The budget for opening a TCP connection to the api. */
  upstreamConnectTimeoutMs: number;
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
}

// `npm run dev` serves the web app from Vite, which proxies the WebSocket with its own Origin.
const VITE_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

// Both `src/config.ts` and `dist/config.js` sit two levels below the repository root.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const apiPort = integer(env, 'API_PORT', 4001);
  const production = env.NODE_ENV === 'production';
  return {
    port: integer(env, 'PORT', 4000),
    apiUrl: stripTrailingSlash(env.API_URL || `http://127.0.0.1:${apiPort}`),
    webDist: env.WEB_DIST || `${repoRoot}web/dist`,
    production,
    introspection: boolean(env, 'INTROSPECTION', true),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 5000),
    upstreamConnectTimeoutMs: integer(env, 'UPSTREAM_CONNECT_TIMEOUT_MS', 2000),
    allowedOrigins:
      env.ALLOWED_ORIGINS !== undefined
        ? env.ALLOWED_ORIGINS.split(',')
            .map((origin) => stripTrailingSlash(origin.trim()))
            .filter(Boolean)
        : env.NODE_ENV === 'development'
          ? VITE_DEV_ORIGINS
          : [],
    bodyLimit: env.GRAPHQL_BODY_LIMIT || '100kb',
    logLevel: env.LOG_LEVEL || 'info',
    eventsSecret: env.EVENTS_SECRET || undefined,
  };
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  }
  return value;
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got '${env[name]}'`);
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
