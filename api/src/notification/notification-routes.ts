import { Router } from 'express';
import { z } from 'zod';
import { requireViewer } from '../access/viewer.js';
import type { Database } from '../db/database.js';
import { sendData } from '../http/envelope.js';
import { pagingFields } from '../http/paging.js';
import { parseQuery } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { notificationLimits } from '../messages.js';
import { booleanField, fieldsOf, formBody, idListField } from '../http/form-fields.js';
import { notificationsJson } from './notification-json.js';
import { listNotifications, markViewed } from './notification-repository.js';
import { noCounters, notViewedCounters } from '../counters/not-viewed.js';
import { emitCountersOf } from './notify.js';

const listQuery = z.object({
  forOutlet: booleanField().default(false),
  ...pagingFields({ defaultLimit: notificationLimits.pageSize }),
});

const viewedBody = z.object({
  forOutlet: booleanField().default(false),
  ids: idListField(notificationLimits.viewedMaxIds).optional(),
});

/**
 * `/api/v2/notifications` (SPEC section 7; docs/live-events.md): the caller's notifications (or,
 * forOutlet, those of the places and chains they own or manage), their not-viewed counters, and
 * marking them viewed. Visitors get 401.
 */
export function notificationRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  const countersOf = async (userId: string) =>
    (await notViewedCounters(db, [userId])).get(userId) ?? noCounters;

  router.get('/notifications', async (req, res) => {
    const viewer = requireViewer(req);
    const query = parseQuery(listQuery, req.query);
    const rows = await listNotifications(db, viewer.id, query.forOutlet, query);
    sendData(res, { notifications: await notificationsJson(db, storage, rows) });
  });

  router.get('/notifications/not-viewed-count', async (req, res) => {
    const viewer = requireViewer(req);
    sendData(res, await countersOf(viewer.id));
  });

  router.post('/notifications/viewed', formBody, async (req, res) => {
    const viewer = requireViewer(req);
    const body = parseQuery(viewedBody, fieldsOf(req));
    const counters = await db.transaction(async (tx) => {
      const changed = await markViewed(tx, viewer.id, body.forOutlet, body.ids ?? null);
      await emitCountersOf(tx, changed);
      return (await notViewedCounters(tx, [viewer.id])).get(viewer.id) ?? noCounters;
    });
    sendData(res, counters);
  });

  return router;
}
