import { createHash, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { Router, type Request, type Response } from 'express';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import type { Logger } from '../logger.js';
import { ErrorStatus, eventStreamLimits, fieldMessages } from '../messages.js';
import { eventsAfter, streamStart, type StoredEvent } from './event-outbox.js';
import type { EventSignal } from './event-signal.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <secret>` (compared in constant time). */
export function carriesSecret(req: Request, secret: string | null): boolean {
  if (!secret) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(secret));
}

const lastEventIdPattern = /^\d{1,18}$/;

/** The consumer's Last-Event-ID header; null when absent. */
function lastEventIdOf(req: Request): string | null {
  const value = (req.get('last-event-id') ?? '').trim();
  if (value === '') return null;
  if (!lastEventIdPattern.test(value)) {
    throw ApiError.fieldInvalid({ 'Last-Event-ID': fieldMessages.integer });
  }
  return value;
}

/** One server-sent event: `data` is the audience plus the payload (docs/live-events.md). */
function frame(event: StoredEvent): string {
  const data = JSON.stringify({ userIds: event.user_ids, ...event.payload });
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${data}\n\n`;
}

const resetFrame = `event: reset\ndata: ${JSON.stringify({ userIds: [] })}\n\n`;
const pingFrame = ': ping\n\n';

export interface EventRoutesDeps {
  db: Database;
  signal: EventSignal;
  /** EVENTS_SECRET; without one the stream refuses everyone. */
  secret: string | null;
  logger: Logger;
}

/**
 * `GET /api/v2/events`: the outbox as server-sent events, for gateways only (docs/live-events.md).
 * Resumable with Last-Event-ID; a `: ping` comment every 15 s; woken by the event signal.
 */
export function eventRoutes({ db, signal, secret, logger }: EventRoutesDeps): Router {
  const router = Router();

  router.get('/events', async (req, res) => {
    if (!carriesSecret(req, secret)) throw new ApiError(ErrorStatus.Unauthorized);
    const lastEventId = lastEventIdOf(req);
    if (signal.closed) throw new ApiError(ErrorStatus.LogicalError);
    await stream(res, lastEventId);
  });

  async function stream(res: Response, lastEventId: string | null): Promise<void> {
    let open = true;
    let woken = false;
    let wakeUp: (() => void) | null = null;
    const wake = () => {
      woken = true;
      wakeUp?.();
    };
    const end = () => {
      if (!open) return;
      open = false;
      wake();
      res.end();
    };
    // Listening starts before the first read, so a commit in between still wakes this stream.
    const unsubscribe = await signal.subscribe(wake);
    const untrack = signal.track(end);
    const ping = setInterval(() => {
      if (open) res.write(pingFrame);
    }, eventStreamLimits.pingSeconds * 1000);
    res.on('close', end);

    const write = async (chunk: string) => {
      if (!res.write(chunk) && open) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    };

    try {
      const start = await streamStart(db, lastEventId);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
      if (start.reset) await write(resetFrame);
      let afterId = start.afterId;
      while (open) {
        woken = false;
        const events = await eventsAfter(db, afterId);
        for (const event of events) {
          if (!open) break;
          await write(frame(event));
          afterId = event.id;
        }
        if (events.length === eventStreamLimits.readBatch || woken || !open) continue;
        await new Promise<void>((resolve) => {
          wakeUp = resolve;
          if (woken || !open) resolve();
        });
        wakeUp = null;
      }
    } catch (error) {
      // The consumer reconnects with its Last-Event-ID; nothing of it is lost.
      logger.warn({ err: error }, 'event stream ended by an error');
      if (!res.headersSent) throw error;
    } finally {
      clearInterval(ping);
      unsubscribe();
      untrack();
      end();
    }
  }

  return router;
}
