import type { Request, RequestHandler } from 'express';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { ErrorStatus } from '../messages.js';
import { holderOfToken } from './access-token.js';

/** The signed-in caller, when the request carried a live token. */
export interface RequestAuth {
  userId: string;
  token: string;
  /** The caller's roles, read with the token: a request's viewer needs no query of its own. */
  isAdmin: boolean;
  isContentManager: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: RequestAuth;
  }
}

function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Reads `Authorization: Bearer <token>` and puts the caller on `req.auth`. A missing or dead token
 * leaves the request anonymous: public routes still answer, protected ones call `requireAuth`.
 */
export function authenticate(db: Queryable): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    if (token && token.length <= 200) {
      const holder = await holderOfToken(db, token);
      if (holder) req.auth = { ...holder, token };
    }
    next();
  };
}

/** The caller of a protected route; 401 Unauthorized without a live token. */
export function requireAuth(req: Request): RequestAuth {
  if (!req.auth) throw new ApiError(ErrorStatus.Unauthorized);
  return req.auth;
}
