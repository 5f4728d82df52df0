import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * The request id a request came with (the gateway forwards the browser's, or its own), or a fresh
 * one; it is answered back in the same header and put on every log line written while the
 * request runs, its SQL lines included (docs/operations.md).
 */
export const requestIdHeader = 'x-request-id';

// Ids from outside end up in log lines: short, and of characters that cannot forge a line.
const acceptableId = /^[A-Za-z0-9._:-]{1,128}$/;

interface RequestScope {
  requestId: string;
}

const current = new AsyncLocalStorage<RequestScope>();

/** The id carried in `header` when it is acceptable, or a fresh one. */
export function requestIdOf(header: string | undefined): string {
  return header !== undefined && acceptableId.test(header) ? header : randomUUID();
}

/** The id of the request whose work is running now; undefined outside requests. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}

/** Runs `fn` as part of the request `requestId` (its logs carry the id). */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return current.run({ requestId }, fn);
}

/** pino's `mixin`: the running request's id on each line. */
export function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { requestId };
}

/** Gives each request its id (answered in `X-Request-Id`) for everything it runs. */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req.get(requestIdHeader));
    res.setHeader(requestIdHeader, requestId);
    withRequestId(requestId, next);
  };
}
