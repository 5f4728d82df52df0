// Idempotency keys (docs/conventions.md, "Idempotency keys"): a write repeated with the same
// `Idempotency-Key` by the same caller is applied once and answered as the first time.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler, Response } from 'express';
import type { Database, Queryable } from '../db/database.js';
import type { Logger } from '../logger.js';
import { ErrorStatus, fieldMessages, idempotencyLimits } from '../messages.js';
import { ApiError } from './api-error.js';
import { formBody } from './form-fields.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the stored answer of the key's first request. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What each write action of the first attempt returned, JSON-wrapped (undefined survives). */
type ActionResult = { value?: unknown };

/** A write request carrying a key, as the actions it runs see it. */
interface KeyedRequest {
  callerId: string;
  key: string;
  method: string;
  path: string;
  /** The key's row exists: an action of this key committed (now or in an earlier attempt). */
  claimed: boolean;
  /** Results of actions an earlier attempt committed, handed back instead of running them again. */
  replay: ActionResult[];
}

const current = new AsyncLocalStorage<KeyedRequest>();

interface StoredRequest {
  method: string;
  path: string;
  results: ActionResult[];
  status: number | null;
  body: unknown;
}

/**
 * Honours `Idempotency-Key` on writes of signed-in callers (mount after `authenticate`). A key
 * whose first request was answered gets that answer again (status and body, with
 * `Idempotent-Replayed: true`). A key whose first request committed its write but died before
 * answering runs the route again with the committed actions' results handed back instead of
 * applied again (see `keyedAction`), so the answer is built from what was written. A repeat
 * while the first request still runs in this process waits for it.
 */
export function idempotencyKeys(db: Database, logger: Logger): RequestHandler {
  const running = new Map<string, Promise<void>>();
  let lastCleanup = 0;

  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    // Keys belong to a caller: anonymous writes (sign-in, codes) are not kept, tokens and all.
    if (key === undefined || !writeMethods.has(req.method) || !req.auth) {
      next();
      return;
    }
    if (key.length === 0 || key.length > idempotencyLimits.keyMaxLength) {
      throw ApiError.fieldInvalid({
        [IDEMPOTENCY_KEY_HEADER]: fieldMessages.tooLong(idempotencyLimits.keyMaxLength),
      });
    }
    const callerId = req.auth.userId;
    const path = req.originalUrl.split('?')[0] ?? req.originalUrl;
    const id = `${callerId}\n${key}`;

    const earlier = running.get(id);
    if (earlier) await withDeadline(earlier, idempotencyLimits.waitForFirstMs);
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    running.set(id, done);
    // The first request counts as running until its answer is stored (below), not until its
    // connection closes: a caller that gave up and repeated must not overtake it.
    const release = () => {
      finish();
      if (running.get(id) === done) running.delete(id);
    };
    res.once('finish', release);

    let stored: StoredRequest | null;
    try {
      if (Date.now() - lastCleanup > idempotencyLimits.cleanupEveryMinutes * 60_000) {
        lastCleanup = Date.now();
        await db.query(
          `DELETE FROM idempotent_requests WHERE created_at < now() - make_interval(hours => $1)`,
          [idempotencyLimits.keyTtlHours],
        );
      }
      stored = await findStored(db, callerId, key);
      if (stored && (stored.method !== req.method || stored.path !== path)) {
        // The same key on another call is a client bug; answering the other call would hide it.
        throw ApiError.fieldInvalid({ [IDEMPOTENCY_KEY_HEADER]: fieldMessages.invalid });
      }
      if (stored && stored.status !== null) {
        res.setHeader(REPLAYED_HEADER, 'true');
        res.status(stored.status).json(stored.body);
        return;
      }
      // Body parsers call on from stream events, outside the context started below: read a form
      // body now, so the route's parser finds it read and calls on at once.
      await new Promise<void>((resolve, reject) =>
        formBody(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      release();
      throw error;
    }

    const request: KeyedRequest = {
      callerId,
      key,
      method: req.method,
      path,
      claimed: stored !== null,
      replay: stored ? [...stored.results] : [],
    };
    storeAnswers(db, logger, res, request, release);
    current.run(request, next);
  };
}

async function findStored(
  db: Queryable,
  callerId: string,
  key: string,
): Promise<StoredRequest | null> {
  const { rows } = await db.query<StoredRequest>(
    `SELECT method, path, results, status, body FROM idempotent_requests
     WHERE caller_id = $1 AND key = $2 AND created_at >= now() - make_interval(hours => $3)`,
    [callerId, key, idempotencyLimits.keyTtlHours],
  );
  return rows[0] ?? null;
}

/**
 * Stores the answer before it is sent: a caller who saw it never finds the key unanswered. Kept:
 * every answer of a request whose write committed (except 5xx, which a repeat may do better), and
 * successes of writes outside the action seam, stored right after them. Failures before any write
 * are not kept, so a repeat is judged afresh.
 */
function storeAnswers(
  db: Database,
  logger: Logger,
  res: Response,
  request: KeyedRequest,
  release: () => void,
): void {
  const send = res.json.bind(res);
  res.json = (body?: unknown) => {
    const status = res.statusCode;
    const keep = request.claimed ? status < 500 : status >= 200 && status < 300;
    if (!keep) {
      release();
      return send(body);
    }
    db.query(
      `INSERT INTO idempotent_requests (caller_id, key, method, path, status, body)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (caller_id, key) DO UPDATE
         SET status = EXCLUDED.status, body = EXCLUDED.body,
             created_at = CASE WHEN $7 THEN idempotent_requests.created_at ELSE now() END`,
      [
        request.callerId,
        request.key,
        request.method,
        request.path,
        status,
        JSON.stringify(body ?? null),
        // Unclaimed: any row here is an expired one, and this answer starts the key afresh.
        request.claimed,
      ],
    )
      .catch((error: unknown) => {
        // The write stands; a repeat then runs the route again with the committed results.
        logger.warn({ err: error, path: request.path }, 'idempotent answer not stored');
      })
      .finally(() => {
        release();
        res.status(status);
        send(body);
      });
    return res;
  };
}

function withDeadline(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The write seam's part (runAction): inside a keyed request, an action an earlier attempt already
 * committed is not run again; its result is handed back. Otherwise `claim` runs first in the
 * action's transaction and `record` last, so the key's row commits together with the write.
 */
export function keyedAction(): {
  replayed: ActionResult | undefined;
  claim(tx: Queryable): Promise<void>;
  record(tx: Queryable, result: unknown): Promise<void>;
  committed(): void;
} | null {
  const request = current.getStore();
  if (!request) return null;
  return {
    replayed: request.replay.shift(),
    async claim(tx) {
      if (request.claimed) return;
      // An expired row not yet cleaned away is taken over; a live one belongs to someone else.
      const { rows } = await tx.query(
        `INSERT INTO idempotent_requests (caller_id, key, method, path)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (caller_id, key) DO UPDATE
           SET method = EXCLUDED.method, path = EXCLUDED.path, results = '[]', status = NULL,
               body = NULL, created_at = now()
           WHERE idempotent_requests.created_at < now() - make_interval(hours => $5)
         RETURNING key`,
        [
          request.callerId,
          request.key,
          request.method,
          request.path,
          idempotencyLimits.keyTtlHours,
        ],
      );
      // Another api instance runs the same key right now: the caller may repeat a little later.
      if (rows.length === 0) throw new ApiError(ErrorStatus.LogicalError);
    },
    async record(tx, result) {
      const wrapped: ActionResult[] = [{ value: result }];
      await tx.query(
        `UPDATE idempotent_requests SET results = results || $3::jsonb
         WHERE caller_id = $1 AND key = $2`,
        [request.callerId, request.key, JSON.stringify(wrapped)],
      );
    },
    committed() {
      request.claimed = true;
    },
  };
}
