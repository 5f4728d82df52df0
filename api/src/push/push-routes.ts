import { Router } from 'express';
import { z } from 'zod';
import { requireViewer } from '../access/viewer.js';
import type { Database } from '../db/database.js';
import { sendData } from '../http/envelope.js';
import { booleanField, fieldsOf } from '../http/form-fields.js';
import { parseQuery } from '../http/query.js';
import { ApiError } from '../http/api-error.js';
import { ErrorStatus, fieldMessages, pushLimits, pushMessages } from '../messages.js';
import { endpointRefusal, type EndpointRules } from './push-endpoint.js';
import {
  deletePushSubscription,
  savePushSubscription,
  type PushSubscriptionRow,
} from './push-subscription-repository.js';

const required = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? fieldMessages.required : fieldMessages.invalid,
};

/** A push service URL; where it may point is endpointRefusal's to say (422). */
const endpointField = () =>
  z
    .string(required)
    .trim()
    .max(pushLimits.endpointMaxLength, fieldMessages.tooLong(pushLimits.endpointMaxLength))
    .refine((value) => URL.canParse(value), pushMessages.endpointUrl);

const keyField = () =>
  z
    .string(required)
    .trim()
    .max(pushLimits.keyMaxLength, fieldMessages.tooLong(pushLimits.keyMaxLength))
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, pushMessages.key);

function subscriptionJson(row: PushSubscriptionRow) {
  return { endpoint: row.endpoint, mute: row.mute, createdAt: row.created_at.toISOString() };
}

export interface PushRoutesOptions {
  /** The VAPID public key browsers subscribe with; null when push is off. */
  publicKey: string | null;
  /** Where endpoints may point (PUSH_ALLOW_HTTP, and how host names resolve). */
  endpoints: EndpointRules;
}

/**
 * `/api/v2/push-subscriptions` and `/api/v2/push/public-key` (docs/live-events.md, "Web push"):
 * the signed-in person registers (subscribe, subscribe-force) or removes their browser's push
 * subscription; anyone reads the key to subscribe with.
 */
export function pushRoutes(db: Database, options: PushRoutesOptions): Router {
  const router = Router();
  const subscribeBody = z.object({
    endpoint: endpointField(),
    keys: z.object({ p256dh: keyField(), auth: keyField() }, required),
    mute: booleanField().default(false),
    force: booleanField().default(false),
  });
  const unsubscribeBody = z.object({ endpoint: z.string(required).trim().min(1) });

  router.get('/push/public-key', (_req, res) => {
    sendData(res, { publicKey: options.publicKey });
  });

  router.post('/push-subscriptions', async (req, res) => {
    const viewer = requireViewer(req);
    const body = parseQuery(subscribeBody, fieldsOf(req));
    const refusal = await endpointRefusal(body.endpoint, options.endpoints);
    if (refusal) {
      throw new ApiError(ErrorStatus.FieldInvalid, {
        httpCode: 422,
        message: refusal,
        data: { errors: { endpoint: refusal } },
      });
    }
    const row = await savePushSubscription(
      db,
      viewer.id,
      { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, mute: body.mute },
      body.force,
    );
    sendData(res, { subscription: subscriptionJson(row) });
  });

  router.delete('/push-subscriptions', async (req, res) => {
    const viewer = requireViewer(req);
    const body = parseQuery(unsubscribeBody, fieldsOf(req));
    sendData(res, { deleted: await deletePushSubscription(db, viewer.id, body.endpoint) });
  });

  return router;
}
