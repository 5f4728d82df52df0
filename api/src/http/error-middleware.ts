import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger.js';
import { ErrorStatus } from '../messages.js';
import { ApiError } from './api-error.js';
import { errorEnvelope } from './envelope.js';

/** Unknown routes are RecordNotFound like unknown records, in the same envelope. */
export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(ApiError.notFound());
};

/** Errors body-parser and friends raise carry an HTTP status; map the client ones. */
function clientErrorOf(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { status?: unknown }).status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (status === 404) return ApiError.notFound();
  return new ApiError(ErrorStatus.FieldInvalid, { httpCode: status, data: { errors: {} } });
}

/**
 * Writes every failure as the error envelope. Anything that is not an ApiError (or a client
 * error from a parser) is a bug or an outage: it is logged and answered as a bare 500, so
 * internals never reach the client.
 */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    let apiError = error instanceof ApiError ? error : clientErrorOf(error);
    if (!apiError) {
      logger.error({ err: error, method: req.method, url: req.originalUrl }, 'request failed');
      apiError = ApiError.internal();
    } else if (apiError.httpCode >= 500) {
      logger.error({ err: error, method: req.method, url: req.originalUrl }, 'request failed');
    }
    res.status(apiError.httpCode).json(errorEnvelope(apiError));
  };
}
