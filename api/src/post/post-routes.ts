import { Router, type Request } from 'express';
import { z } from 'zod';
import { decidePostType, mayActAsOutlet, postRating, type Viewer } from '../access/rules.js';
import { hasAccessTo, requireViewer, viewerOf } from '../access/viewer.js';
import { cityFilterId } from '../city/city-filter.js';
import { findCity } from '../city/city-repository.js';
import { hexId } from '../http/hex-id.js';
import type { Database } from '../db/database.js';
import { organisationExists } from '../refs/refs.js';
import { attachedImageIds, checkAttachableImages } from '../image/attached-images.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { pagingFields } from '../http/paging.js';
import { parseQuery, queryEnum, queryString } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { ErrorStatus, fieldMessages, contentLimits, contentMessages } from '../messages.js';
import {
  booleanField,
  fieldsOf,
  formBody,
  idListField,
  integerField,
  numberField,
  optionalIdField,
  textField,
} from '../http/form-fields.js';
import { postRights } from './post-rights.js';
import { postsJson, type Post } from './post-json.js';
import { postsRelated } from './post-related.js';
import { createPost, deletePost, editPost, hidePost, restorePost } from './post-actions.js';
import { findPost, listPosts, type PostRow } from './post-repository.js';
import { flagRoutes } from '../comment/flag-routes.js';

const postTypes = ['news', 'review', 'impression'] as const;

const listQuery = z.object({
  cityId: queryString().trim().max(200, fieldMessages.tooLong(200)).optional(),
  organisationId: optionalIdField(),
  placeId: optionalIdField(),
  userId: optionalIdField(),
  type: queryEnum(postTypes).optional(),
  isFollowing: booleanField().optional(),
  related: booleanField().optional(),
  ...pagingFields({ defaultLimit: contentLimits.postsPageSize }),
});

const createBody = z.object({
  type: queryEnum(postTypes).optional(),
  text: textField(contentLimits.postMaxLength).default(''),
  placeId: optionalIdField(),
  organisationId: optionalIdField(),
  cityId: optionalIdField(),
  lat: numberField(-90, 90).optional(),
  lon: numberField(-180, 180).optional(),
  rating: integerField(postRating.min, postRating.max).optional(),
  imageIds: idListField(contentLimits.postMaxImages).default([]),
  byOutlet: booleanField().default(false),
});

const patchBody = z.object({
  text: textField(contentLimits.postMaxLength).optional(),
  rating: integerField(postRating.min, postRating.max).optional(),
  lat: numberField(-90, 90).optional(),
  lon: numberField(-180, 180).optional(),
  imageIds: idListField(contentLimits.postMaxImages).optional(),
});

/**
 * `/posts` (SPEC section 7): feeds, one post, create with the type rules of SPEC section 4, edit,
 * delete, restore and hide with the access rules of section 6.
 */
export function postRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();

  const postJson = async (id: string, viewer: Viewer | null): Promise<Post> => {
    const row = await findPost(db, id);
    if (!row) throw ApiError.notFound();
    const [post] = await postsJson(db, storage, [row], viewer);
    if (!post) throw ApiError.notFound();
    return post;
  };

  /** The post and the caller's rights on it; 404 when missing (or closed and not theirs). */
  async function loadPost(req: Request, viewer: Viewer | null) {
    const id = String(req.params.id);
    const row = hexId.test(id) ? await findPost(db, id) : null;
    if (!row) throw ApiError.notFound();
    const outletAccess = await hasAccessTo(db, viewer, {
      placeId: row.place_id,
      organisationId: row.organisation_id,
    });
    const rights = postRights(row, viewer, outletAccess);
    if ((row.is_deleted || row.is_hidden) && !rights.hasAccess && !rights.canHide) {
      throw ApiError.notFound();
    }
    return { row, rights };
  }

  router.get('/posts', async (req, res) => {
    const query = parseQuery(listQuery, req.query);
    const viewer = viewerOf(req);
    const cityId = await cityFilterId(db, query.cityId);
    let followerId: string | undefined;
    if (query.isFollowing) {
      if (!viewer) throw new ApiError(ErrorStatus.Unauthorized);
      followerId = viewer.id;
    }
    const rows = await listPosts(db, {
      cityId,
      organisationId: query.organisationId,
      placeId: query.placeId,
      userId: query.userId,
      type: query.type,
      followerId,
      offset: query.offset,
      limit: query.limit,
    });
    const posts = await postsJson(db, storage, rows, viewer);
    if (!query.related) return sendData(res, { posts });
    sendData(res, { posts, related: await postsRelated(db, storage, posts, viewer?.id ?? null) });
  });

  router.get('/posts/:id', async (req, res) => {
    const viewer = viewerOf(req);
    const { row } = await loadPost(req, viewer);
    sendData(res, { post: await postJson(row.id, viewer) });
  });

  router.post('/posts', formBody, async (req, res) => {
    const viewer = requireViewer(req);
    const body = parseQuery(createBody, fieldsOf(req));
    const errors: Record<string, string> = {};

    let place: { city_id: string; published: boolean } | undefined;
    if (body.placeId) {
      const { rows } = await db.query<{ city_id: string; published: boolean }>(
        `SELECT city_id, moderation_status = 'published' AS published
         FROM places WHERE id = $1 AND status <> 'deleted'`,
        [body.placeId],
      );
      place = rows[0];
      if (!place) errors.placeId = fieldMessages.invalid;
    }
    if (body.organisationId && !(await organisationExists(db, body.organisationId))) {
      errors.organisationId = fieldMessages.invalid;
    }
    if (body.cityId && !(await findCity(db, body.cityId))) errors.cityId = fieldMessages.invalid;
    if (Object.keys(errors).length > 0) throw ApiError.fieldInvalid(errors);

    const outlet = { placeId: body.placeId ?? null, organisationId: body.organisationId ?? null };
    const outletAccess = await hasAccessTo(db, viewer, outlet);
    // A place a visitor cannot see yet (on moderation, unpublished) takes only its staff's news.
    if (place && !place.published && !outletAccess) {
      throw ApiError.fieldInvalid({ placeId: fieldMessages.invalid });
    }
    const hasLocation =
      body.cityId !== undefined && body.lat !== undefined && body.lon !== undefined;
    const decision = decidePostType({
      requested: body.type,
      placeId: body.placeId,
      organisationId: body.organisationId,
      outletAccess,
      hasLocation,
      rating: body.rating,
    });
    if (!decision.ok) {
      if (decision.kind === 'forbidden') throw new ApiError(ErrorStatus.Forbidden);
      throw ApiError.fieldInvalid(
        Object.fromEntries(
          Object.entries(decision.errors).map(([field, problem]) => [
            field,
            contentMessages[problem],
          ]),
        ),
      );
    }
    if (body.text === '' && body.imageIds.length === 0) {
      throw ApiError.fieldInvalid({ text: contentMessages.emptyText });
    }
    if (body.byOutlet && !(decision.type === 'news' && mayActAsOutlet(viewer, outletAccess))) {
      throw new ApiError(ErrorStatus.Forbidden);
    }
    await checkAttachableImages(db, viewer, body.imageIds);

    const isImpression = decision.type === 'impression';
    const id = await createPost(
      db,
      {
        type: decision.type,
        userId: viewer.id,
        byOutlet: body.byOutlet,
        placeId: outlet.placeId,
        organisationId: outlet.organisationId,
        cityId: place?.city_id ?? body.cityId ?? null,
        text: body.text,
        rating: decision.rating,
        lat: isImpression ? (body.lat ?? null) : null,
        lon: isImpression ? (body.lon ?? null) : null,
        imageIds: body.imageIds,
      },
      storage,
    );
    sendData(res, { post: await postJson(id, viewer) }, 201);
  });

  router.patch('/posts/:id', formBody, async (req, res) => {
    const viewer = requireViewer(req);
    const { row, rights } = await loadPost(req, viewer);
    if (!rights.hasAccess) throw new ApiError(ErrorStatus.Forbidden);
    if (row.is_deleted) throw ApiError.notFound();
    const changes = parseQuery(patchBody, fieldsOf(req));
    if (changes.rating !== undefined && row.type !== 'review') {
      throw ApiError.fieldInvalid({ rating: contentMessages.ratingOnlyOnReviews });
    }
    if ((changes.lat !== undefined || changes.lon !== undefined) && row.type !== 'impression') {
      throw ApiError.fieldInvalid({ lat: contentMessages.notAnImpression });
    }
    const current = await attachedImageIds(db, 'post', row.id);
    if (changes.imageIds) await checkAttachableImages(db, viewer, changes.imageIds, current);
    const text = changes.text ?? row.text;
    const images = changes.imageIds ?? current;
    if (text === '' && images.length === 0) {
      throw ApiError.fieldInvalid({ text: contentMessages.emptyText });
    }
    await editPost(db, row.id, changes);
    sendData(res, { post: await postJson(row.id, viewer) });
  });

  flagRoutes<PostRow>(
    router,
    db,
    [
      {
        method: 'delete',
        path: '/posts/:id',
        act: (db, row) => deletePost(db, row.id),
        right: 'hasAccess',
      },
      {
        method: 'post',
        path: '/posts/:id/status/restored',
        act: (db, row) => restorePost(db, row.id),
        right: 'hasAccess',
      },
      {
        method: 'post',
        path: '/posts/:id/status/hidden',
        act: (db, row) => hidePost(db, row.id),
        right: 'canHide',
      },
    ],
    async (req, viewer) => {
      const { row, rights } = await loadPost(req, viewer);
      return { item: row, rights };
    },
    async (res, row, viewer) => sendData(res, { post: await postJson(row.id, viewer) }),
  );

  return router;
}
