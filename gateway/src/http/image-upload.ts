// `POST /images` on the gateway's origin: the browser uploads with its session cookie (or a bearer
// token) and sees real progress, since the gateway streams the multipart body on to the api's
// `/api/v1/images` as it arrives. The api's answer (201 with the image set, or its error envelope)
// comes back unchanged.
import { Transform, type TransformCallback } from 'node:stream';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { httpSessionCookie } from '../account/session-cookie.js';
import { callerOfRequest } from '../context.js';
import {
  ERROR_MESSAGES,
  IMAGE_TOO_LARGE,
  IMAGE_UPLOAD_BODY_LIMIT_BYTES,
  NO_CONNECTION_HTTP_STATUS,
} from '../messages.js';
import type { Upstream } from '../rest/transport.js';
import { isOriginAllowed, ownOriginOf, type RequestLike } from '../security/origin.js';

export const IMAGE_UPLOAD_PATH = '/images';
const UPSTREAM_PATH = '/api/v1/images';

export interface ImageUploadOptions {
  upstream: Upstream;
  /** Extra origins besides the gateway's own, as for the WebSocket (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  logger: Logger;
  /** Largest body taken; defaults to IMAGE_UPLOAD_BODY_LIMIT_BYTES. */
  maxBytes?: number;
}

/** An error answer in the api's envelope, for what the gateway refuses itself. */
export interface UploadRefusal {
  httpStatus: number;
  status: string;
  message: string;
  field?: string;
}

export function envelopeOf(refusal: UploadRefusal) {
  return {
    code: refusal.httpStatus,
    status: refusal.status,
    messageUI: { message: refusal.message },
    data: refusal.field ? { errors: { [refusal.field]: refusal.message } } : {},
  };
}

const TOO_LARGE: UploadRefusal = {
  httpStatus: 413,
  status: 'FieldInvalid',
  message: IMAGE_TOO_LARGE,
  field: 'image',
};

/**
 * What the gateway decides before a byte of the body is read: a foreign page (the cookie would
 * authenticate it), no session at all, or a declared size over the limit.
 */
export function refusalBeforeBody(
  request: RequestLike,
  allowedOrigins: readonly string[],
  maxBytes: number,
): UploadRefusal | null {
  const { headers } = request;
  if (!isOriginAllowed(headers.origin, ownOriginOf(request), allowedOrigins)) {
    return { httpStatus: 403, status: 'Forbidden', message: ERROR_MESSAGES.Forbidden };
  }
  if (!callerOfRequest(headers)) {
    return { httpStatus: 401, status: 'Unauthorized', message: ERROR_MESSAGES.Unauthorized };
  }
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return TOO_LARGE;
  return null;
}

class BodyTooLarge extends Error {}
class UploadTimedOut extends Error {}
class BrowserLeft extends Error {}

/** Counts the bytes going through and fails once they pass `maxBytes` (chunked bodies). */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(
    private readonly maxBytes: number,
    private readonly onChunk: () => void,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    this.onChunk();
    if (this.seen > this.maxBytes) done(new BodyTooLarge());
    else done(null, chunk);
  }
}

export function imageUploadProxy(options: ImageUploadOptions) {
  const { upstream, logger } = options;
  const maxBytes = options.maxBytes ?? IMAGE_UPLOAD_BODY_LIMIT_BYTES;

  return async (req: Request, res: Response): Promise<void> => {
    const refusal = refusalBeforeBody(req, options.allowedOrigins, maxBytes);
    if (refusal) {
      refuse(res, refusal);
      return;
    }
    // Checked above: there is a token.
    const caller = callerOfRequest(req.headers)!;
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${caller.token}`,
    };
    for (const name of ['content-type', 'content-length'] as const) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }

    // The usual upstream deadline, counted from the last byte the browser sent: a slow phone may
    // take longer than that to send 10 MB, but neither it nor the api may stall for longer.
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => stop.abort(new UploadTimedOut()), upstream.timeoutMs);
    };
    const browserLeft = () => {
      if (!res.writableFinished) stop.abort(new BrowserLeft());
    };
    res.on('close', browserLeft);
    req.on('close', () => {
      if (!req.readableEnded) browserLeft();
    });
    const limit = new ByteLimit(maxBytes, arm);
    limit.on('error', (error) => stop.abort(error));
    req.on('end', arm);
    // Not `pipeline`: it would destroy the request on a refusal, and with it the socket the 413
    // has to go out on.
    req.pipe(limit);
    arm();

    try {
      const response = await upstream.streamUpload(UPSTREAM_PATH, headers, limit, stop.signal);
      const body = await response.body.text();
      // A cookie whose token the api no longer accepts is cleared, as GraphQL calls do.
      if (response.statusCode === 401 && caller.source === 'cookie') {
        httpSessionCookie(req, res).clear();
      }
      const type = response.headers['content-type'];
      res.status(response.statusCode);
      if (typeof type === 'string') res.setHeader('content-type', type);
      res.send(body);
    } catch (error) {
      const reason: unknown = stop.signal.aborted ? stop.signal.reason : error;
      if (res.headersSent || reason instanceof BrowserLeft) return;
      if (reason instanceof BodyTooLarge) {
        refuse(res, TOO_LARGE);
        return;
      }
      logger.warn({ err: (reason as Error)?.message }, 'image upload failed');
      refuse(res, {
        httpStatus: NO_CONNECTION_HTTP_STATUS,
        status: 'NoConnection',
        message: ERROR_MESSAGES.NoConnection,
      });
    } finally {
      clearTimeout(timer);
      res.off('close', browserLeft);
    }
  };
}

function refuse(res: Response, refusal: UploadRefusal): void {
  // The rest of the body may be unread: close the connection after the answer.
  res.setHeader('connection', 'close');
  res.status(refusal.httpStatus).json(envelopeOf(refusal));
}
