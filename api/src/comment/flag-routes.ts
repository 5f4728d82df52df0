import type { Request, Response, Router } from 'express';
import type { Viewer } from '../access/rules.js';
import { requireViewer } from '../access/viewer.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { ErrorStatus } from '../messages.js';

/** What the caller may do to a post or comment: flag it deleted (`hasAccess`) or hidden. */
export interface FlagRights {
  hasAccess: boolean;
  canHide: boolean;
}

export interface FlagRoute<Item> {
  method: 'delete' | 'post';
  path: string;
  /** Sets or clears the flag: counted once whatever arrives in parallel. */
  act: (db: Database, item: Item) => Promise<void>;
  /** The right the caller needs; 403 without it. */
  right: keyof FlagRights;
}

/**
 * The routes that delete, restore or hide one post or comment (at `:id`): each loads the item and
 * the caller's rights on it, acts, and answers the item as it now is.
 */
export function flagRoutes<Item>(
  router: Router,
  db: Database,
  routes: readonly FlagRoute<Item>[],
  load: (req: Request, viewer: Viewer) => Promise<{ item: Item; rights: FlagRights }>,
  answer: (res: Response, item: Item, viewer: Viewer) => Promise<void>,
): void {
  for (const route of routes) {
    router[route.method](route.path, async (req, res) => {
      const viewer = requireViewer(req);
      const { item, rights } = await load(req, viewer);
      if (!rights[route.right]) throw new ApiError(ErrorStatus.Forbidden);
      await route.act(db, item);
      await answer(res, item, viewer);
    });
  }
}
