import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { authoredRights, mayActAsOutlet, type Viewer } from '../access/rules.js';
import { hasAccessTo, requireViewer, viewerOf } from '../access/viewer.js';
import { hexId } from '../http/hex-id.js';
import type { Database } from '../db/database.js';
import { attachedImageIds, checkAttachableImages } from '../image/attached-images.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { pagingFields } from '../http/paging.js';
import { parseQuery } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { ErrorStatus, contentLimits, contentMessages } from '../messages.js';
import {
  booleanField,
  fieldsOf,
  formBody,
  idField,
  idListField,
  optionalIdField,
  textField,
} from '../http/form-fields.js';
import { findCommentedPost, type CommentedPost } from './commented-post.js';
import { commentsJson, type Comment } from './comment-json.js';
import {
  createComment,
  deleteComment,
  editComment,
  hideComment,
  restoreComment,
  type CommentRef,
} from './comment-actions.js';
import { findComment, listComments, type CommentRow } from './comment-repository.js';
import { flagRoutes } from './flag-routes.js';

const refOf = (row: CommentRow): CommentRef => ({ id: row.id, postId: row.post_id });

const listQuery = z.object({
  postId: idField(),
  // SPEC section 7: true (leave hidden comments out) except on the news and review pages of a
  // place or chain, where moderators see them.
  isHidden: booleanField().default(true),
  ...pagingFields({ defaultLimit: contentLimits.commentsPageSize }),
});

const createBody = z.object({
  postId: idField(),
  text: textField(contentLimits.commentMaxLength).default(''),
  imageIds: idListField(contentLimits.commentMaxImages).default([]),
  subjectComment: optionalIdField(),
  byOutlet: booleanField().default(false),
});

const patchBody = z.object({
  text: textField(contentLimits.commentMaxLength).optional(),
  imageIds: idListField(contentLimits.commentMaxImages).optional(),
});

const outletOfPost = (post: CommentedPost) => ({
  placeId: post.place_id,
  organisationId: post.organisation_id,
});

/**
 * `/comments` (SPEC section 7): a post's comments, create (replies with `subjectComment`, as the
 * place with `byOutlet`), edit, delete and hide. Every answer carries the post's new commentCount.
 */
export function commentRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  /** A post the caller may see: open, or closed but theirs to edit or moderate. */
  async function visiblePost(postId: string, viewer: Viewer | null) {
    const post = await findCommentedPost(db, postId);
    if (!post) throw ApiError.notFound();
    const outletAccess = await hasAccessTo(db, viewer, outletOfPost(post));
    const rights = authoredRights(
      viewer,
      { userId: post.user_id, byOutlet: post.by_outlet },
      outletAccess,
    );
    if ((post.is_deleted || post.is_hidden) && !rights.hasAccess && !rights.canHide) {
      throw ApiError.notFound();
    }
    return { post, outletAccess };
  }

  async function answer(res: Response, commentId: string, viewer: Viewer, status = 200) {
    const row = await findComment(db, commentId);
    if (!row) throw ApiError.notFound();
    const [comment] = await commentsJson(db, storage, [row], viewer);
    const post = await findCommentedPost(db, row.post_id);
    sendData(
      res,
      {
        comment: comment as Comment,
        post: { id: row.post_id, commentCount: post?.comment_count ?? 0 },
      },
      status,
    );
  }

  /** The comment of the path; 404 when missing or (unless restoring) deleted. */
  async function commentOfPath(req: Request, { withDeleted = false } = {}): Promise<CommentRow> {
    const id = String(req.params.id);
    const row = hexId.test(id) ? await findComment(db, id) : null;
    if (!row || (row.is_deleted && !withDeleted)) throw ApiError.notFound();
    return row;
  }

  /** The comment and the caller's rights on it; 404 when missing or (unless restoring) deleted. */
  async function loadComment(req: Request, viewer: Viewer, { withDeleted = false } = {}) {
    const row = await commentOfPath(req, { withDeleted });
    const outletAccess = await hasAccessTo(db, viewer, {
      placeId: row.post_place_id,
      organisationId: row.post_organisation_id,
    });
    return {
      row,
      ...authoredRights(viewer, { userId: row.user_id, byOutlet: row.by_outlet }, outletAccess),
    };
  }

  router.get('/comments', async (req, res) => {
    const query = parseQuery(listQuery, req.query);
    const viewer = viewerOf(req);
    await visiblePost(query.postId, viewer);
    const rows = await listComments(db, {
      postId: query.postId,
      withHidden: !query.isHidden,
      offset: query.offset,
      limit: query.limit,
    });
    sendData(res, { comments: await commentsJson(db, storage, rows, viewer) });
  });

  router.post('/comments', formBody, async (req, res) => {
    const viewer = requireViewer(req);
    const body = parseQuery(createBody, fieldsOf(req));
    const { post, outletAccess } = await visiblePost(body.postId, viewer);
    if (post.is_deleted || post.is_hidden) {
      throw ApiError.fieldInvalid({ postId: contentMessages.postClosed });
    }
    if (body.text === '' && body.imageIds.length === 0) {
      throw ApiError.fieldInvalid({ text: contentMessages.emptyText });
    }
    if (body.byOutlet && !mayActAsOutlet(viewer, outletAccess)) {
      throw new ApiError(ErrorStatus.Forbidden);
    }
    if (body.subjectComment) {
      const subject = await findComment(db, body.subjectComment);
      if (!subject || subject.post_id !== post.id || subject.is_deleted) {
        throw ApiError.fieldInvalid({ subjectComment: contentMessages.subjectCommentElsewhere });
      }
    }
    await checkAttachableImages(db, viewer, body.imageIds);
    const id = await createComment(
      db,
      {
        postId: post.id,
        userId: viewer.id,
        byOutlet: body.byOutlet,
        subjectCommentId: body.subjectComment ?? null,
        text: body.text,
        imageIds: body.imageIds,
      },
      storage,
    );
    await answer(res, id, viewer, 201);
  });

  router.patch('/comments/:id', formBody, async (req, res) => {
    const viewer = requireViewer(req);
    const { row, hasAccess } = await loadComment(req, viewer);
    if (!hasAccess) throw new ApiError(ErrorStatus.Forbidden);
    const changes = parseQuery(patchBody, fieldsOf(req));
    const currentIds = await attachedImageIds(db, 'comment', row.id);
    if (changes.imageIds) await checkAttachableImages(db, viewer, changes.imageIds, currentIds);
    if ((changes.text ?? row.text) === '' && (changes.imageIds ?? currentIds).length === 0) {
      throw ApiError.fieldInvalid({ text: contentMessages.emptyText });
    }
    await editComment(db, row.id, changes);
    await answer(res, row.id, viewer);
  });

  flagRoutes<CommentRow>(
    router,
    db,
    [
      {
        method: 'delete',
        path: '/comments/:id',
        act: (db, row) => deleteComment(db, refOf(row)),
        right: 'hasAccess',
      },
      {
        method: 'post',
        path: '/comments/:id/status/hidden',
        act: (db, row) => hideComment(db, refOf(row)),
        right: 'canHide',
      },
    ],
    async (req, viewer) => {
      const { row, ...rights } = await loadComment(req, viewer);
      return { item: row, rights };
    },
    (res, row, viewer) => answer(res, row.id, viewer),
  );

  // One comment, for clients that know only its id (the gateway's likeComment needs its post).
  // Like the list: 404 when deleted or when its post is not the caller's to see; a hidden
  // comment's text and images only for those who may edit or hide it.
  router.get('/comments/:id', async (req, res) => {
    const row = await commentOfPath(req);
    const viewer = viewerOf(req);
    await visiblePost(row.post_id, viewer);
    const [comment] = await commentsJson(db, storage, [row], viewer);
    sendData(res, { comment: comment as Comment });
  });

  // Brings a comment back: a deleted one by those who may delete it, a hidden one by those who
  // may hide it (both flags when the caller may both). The post's commentCount rises once.
  router.post('/comments/:id/status/restored', async (req, res) => {
    const viewer = requireViewer(req);
    const { row, hasAccess, canHide } = await loadComment(req, viewer, { withDeleted: true });
    const undelete = row.is_deleted && hasAccess;
    const unhide = row.is_hidden && canHide;
    if ((row.is_deleted && !undelete) || (row.is_hidden && !unhide)) {
      throw new ApiError(ErrorStatus.Forbidden);
    }
    await restoreComment(db, refOf(row), { undelete, unhide });
    await answer(res, row.id, viewer);
  });

  return router;
}
