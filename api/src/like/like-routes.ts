import { Router, type Request } from 'express';
import { z } from 'zod';
import { mayActAsOutlet, type Viewer } from '../access/rules.js';
import { hasAccessTo, outletIdOf, requireViewer, viewerOf } from '../access/viewer.js';
import { findComment } from '../comment/comment-repository.js';
import type { Database } from '../db/database.js';
import { organisationsByIds, placesByIds, usersByIds } from '../refs/refs.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { pagingFields } from '../http/paging.js';
import { parseQuery } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { ErrorStatus, contentLimits, contentMessages } from '../messages.js';
import { booleanField, fieldsOf, formBody, idField, optionalIdField } from '../http/form-fields.js';
import { postRights } from '../post/post-rights.js';
import { findPost } from '../post/post-repository.js';
import { likeTarget, unlikeTarget } from './like-actions.js';
import { listLikes, type LikeTarget } from './like-repository.js';

const targetFields = {
  postId: idField(),
  commentId: optionalIdField(),
};

const listQuery = z.object({
  ...targetFields,
  ...pagingFields({ defaultLimit: contentLimits.likesPageSize }),
});

const writeBody = z.object({ ...targetFields, byOutlet: booleanField().default(false) });

/**
 * `/likes` (SPEC section 7): who liked a post or comment (pages of 20), like (POST) and unlike
 * (DELETE), both idempotent, in one's own name or as the post's place or chain (`byOutlet`).
 */
export function likeRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  /**
   * The post (and comment) liked, checked to be visible to the caller; 404 otherwise. The caller's
   * access to the post's place or chain is read only when a decision needs it.
   */
  async function loadTarget(fields: { postId: string; commentId?: string }, viewer: Viewer | null) {
    const post = await findPost(db, fields.postId);
    if (!post) throw ApiError.notFound();
    const outlet = { placeId: post.place_id, organisationId: post.organisation_id };
    let access: Promise<boolean> | undefined;
    const outletAccess = () => (access ??= hasAccessTo(db, viewer, outlet));
    if (post.is_deleted || post.is_hidden) {
      const rights = postRights(post, viewer, await outletAccess());
      if (!rights.hasAccess && !rights.canHide) throw ApiError.notFound();
    }
    if (fields.commentId) {
      const comment = await findComment(db, fields.commentId);
      if (!comment || comment.is_deleted) throw ApiError.notFound();
      if (comment.post_id !== post.id) {
        throw ApiError.fieldInvalid({ commentId: contentMessages.likeTargetElsewhere });
      }
    }
    const target: LikeTarget = { postId: post.id, commentId: fields.commentId ?? null };
    return { post, target, outletId: outletIdOf(outlet), outletAccess };
  }

  async function write(req: Request, mode: 'like' | 'unlike') {
    const viewer = requireViewer(req);
    const body = parseQuery(writeBody, fieldsOf(req));
    const { post, target, outletId, outletAccess } = await loadTarget(body, viewer);
    if (post.is_deleted || post.is_hidden) {
      throw ApiError.fieldInvalid({ postId: contentMessages.postClosed });
    }
    if (body.byOutlet && !(outletId && mayActAsOutlet(viewer, await outletAccess()))) {
      throw new ApiError(ErrorStatus.Forbidden);
    }
    const author = { userId: viewer.id, byOutlet: body.byOutlet, outletId };
    const like =
      mode === 'like'
        ? await likeTarget(db, target, author, storage)
        : await unlikeTarget(db, target, author, storage);
    return { like };
  }

  router.get('/likes', async (req, res) => {
    const query = parseQuery(listQuery, req.query);
    const viewer = viewerOf(req);
    const { target } = await loadTarget(query, viewer);
    const rows = await listLikes(db, target, { offset: query.offset, limit: query.limit });
    const personal = rows.filter((row) => !row.by_outlet).map((row) => row.liker_id);
    const outlets = rows.filter((row) => row.by_outlet).map((row) => row.liker_id);
    const [users, places, organisations] = await Promise.all([
      usersByIds(db, storage, personal, viewer?.id ?? null),
      placesByIds(db, storage, outlets, viewer?.id ?? null),
      organisationsByIds(db, outlets),
    ]);
    const likes = rows.map((row) => ({
      id: row.id,
      byOutlet: row.by_outlet,
      user: row.by_outlet ? null : (users.get(row.liker_id) ?? null),
      place: row.by_outlet ? (places.get(row.liker_id) ?? null) : null,
      organisation:
        row.by_outlet && !places.has(row.liker_id)
          ? (organisations.get(row.liker_id) ?? null)
          : null,
    }));
    sendData(res, { likes });
  });

  router.post('/likes', formBody, async (req, res) => {
    sendData(res, await write(req, 'like'));
  });

  router.delete('/likes', formBody, async (req, res) => {
    sendData(res, await write(req, 'unlike'));
  });

  return router;
}
