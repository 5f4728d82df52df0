// The gateway as a factory, separate from `listen`, so tests and scripts start it in process.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config.js';
import { httpSessionCookie } from './account/session-cookie.js';
import { callerOfRequest, createContext, type GatewayContext } from './context.js';
import { formatGatewayError } from './errors/format.js';
import { createLive } from './events/live.js';
import { BODY_TOO_LARGE_MESSAGE, DEFAULT_ERROR_MESSAGE, ERROR_MESSAGES } from './messages.js';
import { compressAnswers } from './http/compression.js';
import { crawlerRouter } from './http/crawlers.js';
import { drainOnClose } from '@tavola/server-kit/drain';
import { listenForMetrics, type MetricsListener } from '@tavola/server-kit/metrics-listener';
import { uploadsProxy } from './http/uploads-proxy.js';
import { IMAGE_UPLOAD_PATH, imageUploadProxy } from './http/image-upload.js';
import { pageReads } from './http/page-reads.js';
import { webAppRouter } from './http/web-app.js';
import { attachWebSocket } from './http/websocket.js';
import { createLogger } from './logger.js';
import { createObservability } from './observability/observability.js';
import { Upstream } from './rest/transport.js';
import { buildSchema } from './schema.js';
import { refusedTextOf } from './security/storable-text.js';
import { createProtections } from './security/armor.js';

export interface Gateway {
  httpServer: http.Server;
  logger: Logger;
  /** Starts listening; resolves with the bound port (0 picks a free one). */
  listen(port: number, host?: string): Promise<number>;
  /**
   * Starts the metrics listener (`/metrics` only, off the public port); resolves with its URL.
   * `close()` stops it.
   */
  listenForMetrics(port: number, host: string): Promise<string>;
  /** Stops the event stream, drains HTTP and WebSocket connections, closes the upstream pool. */
  close(): Promise<void>;
}

/** Requests still running this long after the gateway began to close are cut. */
const DRAIN_GRACE_MS = 10_000;

export async function createGateway(config: GatewayConfig): Promise<Gateway> {
  const logger = createLogger(config.logLevel);
  const upstream = new Upstream({
    apiUrl: config.apiUrl,
    timeoutMs: config.upstreamTimeoutMs,
    connectTimeoutMs: config.upstreamConnectTimeoutMs,
    logger,
  });
  const live = createLive(config, logger);
  const schema = buildSchema();
  const protections = createProtections();
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    // Cheap hardening for every answer; a content security policy comes with the web app's needs.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });
  const httpServer = http.createServer(app);
  // Request ids, metrics and /ready (docs/operations.md); `/metrics` has a listener of its own.
  const observed = createObservability({ apiUrl: config.apiUrl, live, httpServer, logger });
  app.use(observed.requests);
  const drain = drainOnClose(httpServer, { upgrades: true });

  const webSocket = attachWebSocket({
    httpServer,
    schema,
    protections,
    upstream,
    allowedOrigins: config.allowedOrigins,
    introspection: config.introspection,
    production: config.production,
    maxPayloadBytes: 1024 * 1024,
    subscriptionsPerSocket: config.subscriptionsPerSocket,
    socketsPerAddress: config.socketsPerAddress,
    logger,
    live,
  });

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: !config.production,
    hideSchemaDetailsFromClientErrors: config.production,
    allowBatchedHttpRequests: false,
    stopOnTerminationSignals: false,
    validationRules: protections.validationRules,
    parseOptions: { maxTokens: protections.maxTokens },
    formatError: (formatted) => formatGatewayError(formatted, config.production),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No field carries a cache hint, and the default plugin's per-field hook made Apollo wrap
      // every resolver: a tenth of the gateway's time on a places page went to it.
      ApolloServerPluginCacheControlDisabled(),
      // Its lines are debug lines: below that level the per-operation hooks would only cost.
      ...(logger.isLevelEnabled('debug') ? [operationLog(logger)] : []),
      observed.plugin,
      // A text the api cannot keep (U+0000, a lone surrogate) is refused before any call.
      {
        requestDidStart: async () => ({
          didResolveOperation: async ({ document, request }) => {
            const refused = refusedTextOf(document, request.operationName, request.variables);
            if (refused) throw refused;
          },
        }),
      },
      // Apollo keeps executing operations while this runs: requests in flight get their answers
      // (and `Connection: close`), WebSockets are closed with 1001, which graphql-ws clients
      // take as a cue to reconnect.
      {
        serverWillStart: async () => ({
          drainServer: async () => {
            await Promise.all([drain.close(DRAIN_GRACE_MS), webSocket.dispose()]);
          },
        }),
      },
    ],
  });
  await apollo.start();

  // The gateway's own liveness for scripts and load balancers; says nothing about the api.
  app.get('/health', (_req, res) => {
    res.json({ data: { ok: true } });
  });
  app.use(observed.routes);
  // Metrics are scraped on their own listener only; the web app must not answer this path either.
  app.all('/metrics', (_req, res) => {
    res.status(404).json({
      code: 404,
      status: 'RecordNotFound',
      messageUI: { message: ERROR_MESSAGES.RecordNotFound },
      data: {},
    });
  });
  app.use(
    '/graphql',
    compressAnswers(),
    express.json({ limit: config.bodyLimit }),
    (req, _res, next) => {
      // Apollo's middleware insists on `req.body` being set; express 5 leaves it absent for
      // bodies it did not parse (text/plain), which CSRF prevention must then get to refuse.
      if (!('body' in req)) (req as { body?: unknown }).body = undefined;
      next();
    },
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        createContext(
          upstream,
          callerOfRequest(req.headers),
          httpSessionCookie(req, res),
          req.socket.remoteAddress,
          { pubsub: live.pubsub, sockets: live.sockets },
        ),
    }),
  );
  app.get('/uploads/*path', uploadsProxy(upstream, logger));
  app.post(
    IMAGE_UPLOAD_PATH,
    imageUploadProxy({ upstream, allowedOrigins: config.allowedOrigins, logger }),
  );
  app.use(crawlerRouter(upstream, logger));
  app.use(
    webAppRouter(
      config.webDist,
      { mapTiles: config.mapTiles },
      pageReads(schema, upstream, config.pageHeadBudgetMs),
    ),
  );
  app.use(jsonErrors(logger));
  live.start();

  let metricsListener: MetricsListener | undefined;
  return {
    httpServer,
    logger,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          resolve((httpServer.address() as AddressInfo).port);
        });
      }),
    async listenForMetrics(port, host) {
      metricsListener = await listenForMetrics(observed.metricsText, port, host);
      return metricsListener.url;
    },
    async close() {
      observed.stop();
      await metricsListener?.close();
      // The stream first, so nothing is published to sockets being drained.
      await live.close();
      await apollo.stop();
      await upstream.close();
    },
  };
}

// One debug line per operation: name, time, and the error codes it ended with.
function operationLog(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, errors }) {
          logger.debug(
            {
              operation: operationName ?? 'anonymous',
              ms: Math.round(performance.now() - started),
              errors: errors?.map((error) => error.extensions.code),
            },
            'graphql',
          );
        },
      };
    },
  };
}

// Body-parser failures (too large, malformed JSON) answered in the GraphQL error shape.
function jsonErrors(logger: Logger): ErrorRequestHandler {
  return (error: { status?: number; message?: string }, _req, res, _next) => {
    const httpStatus = typeof error.status === 'number' ? error.status : 500;
    const known = httpStatus < 500;
    if (!known) logger.error({ err: error }, 'request failed');
    const message = httpStatus === 413 ? BODY_TOO_LARGE_MESSAGE : DEFAULT_ERROR_MESSAGE;
    res.status(httpStatus).json({
      errors: [
        {
          message,
          extensions: known
            ? { code: 'BAD_REQUEST', status: 'FieldInvalid', httpStatus, message }
            : {
                code: 'INTERNAL_SERVER_ERROR',
                status: 'GeneralInternalError',
                httpStatus,
                message: ERROR_MESSAGES.GeneralInternalError,
              },
        },
      ],
    });
  };
}
