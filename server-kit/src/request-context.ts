import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * One id per request, taken from its `X-Request-Id` when acceptable (the gateway forwards the
 * browser's, or its own) or made here; it is answered back and put on every log line written
 * while the request runs: the api's SQL lines included, as the gateway sends it on each of its
 * upstream calls (docs/operations.md).
 */
export const REQUEST_ID_HEADER = 'x-request-id';

// Ids from outside end up in log lines: short, and of characters that cannot forge a line.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const current = new AsyncLocalStorage<{ requestId: string }>();

/** The id carried in `header` when it is acceptable, or a fresh one. */
export function requestIdOf(header: string | undefined): string {
  return header !== undefined && ACCEPTABLE_ID.test(header) ? header : randomUUID();
}

/** The id of the request whose work is running now; undefined outside requests. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}

/** pino's `mixin`: the running request's id on each line. */
export function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { requestId };
}

/** Gives each request its id (answered in `X-Request-Id`) for everything it runs. */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req.get(REQUEST_ID_HEADER));
    res.setHeader(REQUEST_ID_HEADER, requestId);
    current.run({ requestId }, next);
  };
}
