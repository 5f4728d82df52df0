import express, { Router } from 'express';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { carriesSecret } from '../event/event-routes.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { hexId } from '../http/hex-id.js';
import { parseQuery } from '../http/query.js';
import { ErrorStatus, fieldMessages, pushLimits } from '../messages.js';
import { reportPresence } from './presence-repository.js';

const reportBody = z.object({
  gatewayId: z.string().trim().min(1).max(100),
  userIds: z
    .array(z.string().regex(hexId, fieldMessages.id))
    .max(pushLimits.presenceMaxUsers, fieldMessages.tooMany(pushLimits.presenceMaxUsers)),
});

/**
 * `PUT /api/v2/presence`: a gateway says who has a live socket open on it (docs/live-events.md,
 * "Web push"); for gateways only, with the events secret. The api pushes to the others.
 */
export function presenceRoutes(db: Database, secret: string | null): Router {
  const router = Router();
  router.put(
    '/presence',
    (req, _res, next) => {
      // Before the (large) body is read: only gateways may send one.
      if (!carriesSecret(req, secret)) throw new ApiError(ErrorStatus.Unauthorized);
      next();
    },
    express.json({ limit: pushLimits.presenceBodyLimit }),
    async (req, res) => {
      const body = parseQuery(reportBody, req.body ?? {});
      await db.transaction((tx) =>
        reportPresence(tx, body.gatewayId, body.userIds, pushLimits.presenceTtlSeconds),
      );
      sendData(res, { ttlSeconds: pushLimits.presenceTtlSeconds });
    },
  );
  return router;
}
