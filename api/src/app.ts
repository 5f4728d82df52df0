import { fileURLToPath } from 'node:url';
import express, { Router, type Express, type RequestHandler } from 'express';
import type { MetricsText } from '@tavola/server-kit/metrics-listener';
import { accountRoutes } from './account/account-routes.js';
import { authRoutes } from './account/auth-routes.js';
import { authenticate } from './auth/authenticate.js';
import { defaultCodeSender, type CodeSender } from './auth/code-sender.js';
import { devInboxRoutes } from './auth/dev-inbox-routes.js';
import { catalogRoutes } from './catalog/catalog-routes.js';
import { chatRoutes } from './chat/chat-routes.js';
import { cityRoutes } from './city/city-routes.js';
import { commentRoutes } from './comment/comment-routes.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { eventRoutes } from './event/event-routes.js';
import type { EventSignal } from './event/event-signal.js';
import { sendData } from './http/envelope.js';
import { followRoutes } from './follow/follow-routes.js';
import { found } from './http/api-error.js';
import { errorMiddleware, notFoundHandler } from './http/error-middleware.js';
import { idempotencyKeys } from './http/idempotency.js';
import { refuseUnstorableRequest } from './http/safe-text.js';
import { imageRoutes } from './image/image-routes.js';
import type { LocalImageStorage } from './image/storage.js';
import { likeRoutes } from './like/like-routes.js';
import { messageRoutes } from './chat/message-routes.js';
import type { Logger } from './logger.js';
import { observability } from './observability/observability.js';
import { notificationRoutes } from './notification/notification-routes.js';
import { organisationRoutes } from './organisation/organisation-routes.js';
import { organisationWriteRoutes } from './organisation/organisation-write-routes.js';
import { permissionRoutes } from './permission/permission-routes.js';
import { placeWriteRoutes } from './place/place-write-routes.js';
import { moderationRoutes } from './moderation/moderation-routes.js';
import { findPlace } from './place/place-repository.js';
import { placeRoutes } from './place/place-routes.js';
import { postRoutes } from './post/post-routes.js';
import { presenceRoutes } from './push/presence-routes.js';
import { pushRoutes } from './push/push-routes.js';
import { reservationRoutes } from './reservation/reservation-routes.js';
import { waitlistRoutes } from './reservation/waitlist-routes.js';
import { userRoutes } from './user/user-routes.js';

export interface AppDeps {
  db: Database;
  config: Config;
  storage: LocalImageStorage;
  logger: Logger;
  /** Wakes the event streams (`GET /api/v2/events`) when events commit. */
  events: EventSignal;
  /** Where one-time codes go; default: the log plus the development inbox (not in production). */
  codeSender?: CodeSender;
  /** Mounted before every route; tests check each answer against the OpenAPI document here. */
  checks?: RequestHandler[];
}

export const openApiFile = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      logger.debug(
        {
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    });
    next();
  };
}

/** The api's express app, and one scrape of its metrics for the metrics listener. */
export type ApiApp = Express & { metricsText(): Promise<MetricsText> };

/**
 * Builds the api (no listen). Resource bases per docs/conventions.md: `/api/v1` for the SPEC
 * section 7 resources, `/api/v2` for the event stream and realtime resources (notifications,
 * chats and messages, push subscriptions, the gateways' presence reports).
 */
export function createApp({
  db,
  storage,
  config,
  logger,
  events,
  codeSender,
  checks,
}: AppDeps): ApiApp {
  const app = express();
  app.disable('x-powered-by');
  // The gateway on the same machine says whose request it passes on (X-Forwarded-For), so
  // `req.ip` is the browser's address (the wrong password limit per address); others are not
  // believed.
  app.set('trust proxy', 'loopback');
  // Request ids, metrics, /health, /ready (docs/operations.md); the routes get the timed database.
  // The metrics themselves are read on a listener of their own (`metricsText`), never here.
  const observed = observability({ db, logger, events });
  db = observed.db;
  app.use(observed.requests);
  app.use(observed.routes);
  app.use(requestLog(logger));
  if (checks && checks.length > 0) app.use(checks);
  // A NUL in a query string or a path is refused here, for every route (docs/conventions.md).
  app.use(refuseUnstorableRequest);

  app.get('/api/health', async (_req, res) => {
    await db.query('SELECT 1');
    sendData(res, { ok: true });
  });
  app.get('/api/openapi.yaml', (_req, res) => {
    res.type('application/yaml').sendFile(openApiFile);
  });

  const v1 = Router();
  v1.use(express.json({ limit: '1mb' }));
  // Every v1 route sees the caller (req.auth) when a live bearer token came along.
  v1.use(authenticate(db));
  // Writes repeated with the same Idempotency-Key are applied once (docs/conventions.md).
  const keys = idempotencyKeys(db, logger);
  v1.use(keys);
  v1.use(catalogRoutes(db));
  v1.use(cityRoutes(db));
  v1.use(placeRoutes(db, storage));
  v1.use(placeWriteRoutes(db, storage));
  v1.use(
    moderationRoutes(db, storage, async (viewer, id) =>
      found(await findPlace(db, storage, id, { viewerId: viewer.id })),
    ),
  );
  v1.use(organisationRoutes(db, storage));
  v1.use(organisationWriteRoutes(db, storage));
  v1.use(permissionRoutes(db, storage));
  const sender = codeSender ?? defaultCodeSender(db, logger, { inbox: config.devInbox });
  v1.use(authRoutes({ db, storage, config, sender }));
  v1.use(accountRoutes(db, storage));
  v1.use(userRoutes(db, storage));
  // What people publish and react to: posts, comments, likes, follows, image uploads.
  v1.use(postRoutes(db, storage));
  v1.use(commentRoutes(db, storage));
  v1.use(likeRoutes(db, storage));
  v1.use(followRoutes(db, storage));
  v1.use(imageRoutes(db, storage));
  // Booking a table: settings, availability, reservations and their links (docs/booking.md).
  v1.use(reservationRoutes({ db, storage, config, sender }));
  v1.use(waitlistRoutes({ db, storage, config, sender }));
  v1.use(devInboxRoutes(db, { enabled: config.devInbox }));
  app.use('/api/v1', v1);

  const v2 = Router();
  // The event stream is for gateways, with the events secret rather than a person's token.
  v2.use(eventRoutes({ db, signal: events, secret: config.eventsSecret, logger }));
  // Gateways report their live sockets with the same secret (a body of its own size).
  v2.use(presenceRoutes(db, config.eventsSecret));
  v2.use(express.json({ limit: '64kb' }));
  v2.use(authenticate(db));
  v2.use(keys);
  v2.use(notificationRoutes(db, storage));
  v2.use(chatRoutes(db, storage));
  v2.use(messageRoutes(db, storage));
  v2.use(
    pushRoutes(db, {
      publicKey: config.vapid?.publicKey ?? null,
      endpoints: { allowHttp: config.pushAllowHttp, resolveHost: config.resolveHost },
    }),
  );
  app.use('/api/v2', v2);

  // Stored files never change under the same key, so browsers may keep them.
  app.use(
    '/uploads',
    express.static(storage.root, { immutable: true, maxAge: '365d', index: false }),
  );

  app.use(notFoundHandler);
  app.use(errorMiddleware(logger));
  return Object.assign(app, { metricsText: observed.metricsText });
}
