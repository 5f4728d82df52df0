import { Router } from 'express';
import { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { parseQuery, queryInteger, queryString } from '../http/query.js';
import { fieldMessages } from '../messages.js';
import { latestInboxMessages } from './code-sender.js';
import { normaliseTarget } from './contact.js';

const inboxQuery = z.object({
  target: queryString().min(1, fieldMessages.required).max(254, fieldMessages.tooLong(254)),
  limit: queryInteger(1, 50).default(10),
});

/**
 * `GET /dev/inbox?target=<phone or e-mail>`: the latest codes the development sender kept, newest
 * first. Without the inbox (DEV_INBOX off, the production default) 404 like any unknown route.
 */
export function devInboxRoutes(db: Queryable, options: { enabled: boolean }): Router {
  const router = Router();
  router.get('/dev/inbox', async (req, res) => {
    if (!options.enabled) throw ApiError.notFound();
    const query = parseQuery(inboxQuery, req.query);
    const messages = await latestInboxMessages(db, normaliseTarget(query.target), query.limit);
    sendData(res, { messages });
  });
  return router;
}
