import { Router } from 'express';
import { requireAuth } from '../auth/authenticate.js';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import type { ImageStorage } from '../image/storage.js';
import { ErrorStatus } from '../messages.js';
import { findUserById } from '../user/user-repository.js';
import { accountOf } from './account.js';

export function accountRoutes(db: Queryable, storage: ImageStorage): Router {
  const router = Router();

  /** The caller's account: the login answer without the token. */
  router.get('/account', async (req, res) => {
    const { userId } = requireAuth(req);
    const user = await findUserById(db, userId);
    if (!user || user.is_deleted) throw new ApiError(ErrorStatus.Unauthorized);
    sendData(res, await accountOf(db, storage, user));
  });

  return router;
}
