import { hasAuthoredAccess, mayHide, type Viewer } from '../access/rules.js';
import { outletAccessMap, outletIdOf } from '../access/viewer.js';
import type { Queryable } from '../db/database.js';
import {
  organisationsByIds,
  placesByIds,
  usersByIds,
  type OrganisationRef,
  type PlaceRef,
} from '../follow/refs.js';
import { attachedImages } from '../image/attached-images.js';
import type { ImageSet } from '../image/image-set.js';
import type { ImageStorage } from '../image/storage.js';
import { likeFacts } from '../like/like-repository.js';
import { socialLimits } from '../messages.js';
import type { User } from '../user/user-repository.js';
import { findComments, type CommentRow } from './comment-repository.js';

/** The comment replied to, as a reply shows it. */
export interface SubjectComment {
  id: string;
  user: User | null;
  byOutlet: boolean;
  place: PlaceRef | null;
  organisation: OrganisationRef | null;
  text: string;
  isDeleted: boolean;
  isHidden: boolean;
}

/** A comment as the api sends it (SPEC section 3, Comment). */
export interface Comment {
  id: string;
  postId: string;
  /** The author; null when written as the place or chain (byOutlet). */
  user: User | null;
  byOutlet: boolean;
  /** The place or chain it was written as (byOutlet only). */
  place: PlaceRef | null;
  organisation: OrganisationRef | null;
  text: string;
  imageSets: ImageSet[];
  someLikes: User[];
  hasOutletLike: boolean;
  isLiked: boolean;
  likeCount: number;
  subjectComment: SubjectComment | null;
  isEdited: boolean;
  isDeleted: boolean;
  isHidden: boolean;
  /** The caller may edit and delete it. */
  hasAccess: boolean;
  /** The caller may hide it (moderation by the post's place or chain). */
  canHide: boolean;
  timePassed: number;
  publicationDate: string;
}

const outletOf = (row: CommentRow) => ({
  placeId: row.post_place_id,
  organisationId: row.post_organisation_id,
});

/**
 * Turns comment rows into their JSON with a constant number of queries for the whole list. Text
 * and images of a hidden comment are shown only to those who may moderate or edit it.
 */
export async function commentsJson(
  db: Queryable,
  storage: ImageStorage,
  rows: readonly CommentRow[],
  viewer: Viewer | null,
): Promise<Comment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const subjectIds = rows.map((row) => row.subject_comment_id).filter((id): id is string => !!id);
  const subjects = new Map((await findComments(db, subjectIds)).map((row) => [row.id, row]));
  const all = [...rows, ...subjects.values()];
  const outlets = all.map(outletOf);
  const placeIds = all.filter((row) => row.by_outlet).map((row) => row.post_place_id);
  const organisationIds = all.filter((row) => row.by_outlet).map((row) => row.post_organisation_id);
  const [access, images, likes] = await Promise.all([
    outletAccessMap(db, viewer, outlets),
    attachedImages(db, storage, 'comment', ids),
    likeFacts(
      db,
      'comment',
      rows.map((row) => ({ id: row.id, outletId: outletIdOf(outletOf(row)) })),
      viewer?.id ?? null,
      socialLimits.someLikesCount,
    ),
  ]);
  const userIds = [
    ...all.filter((row) => !row.by_outlet).map((row) => row.user_id),
    ...[...likes.someLikers.values()].flat(),
  ];
  const [users, places, organisations] = await Promise.all([
    usersByIds(db, storage, userIds, viewer?.id ?? null),
    placesByIds(
      db,
      storage,
      placeIds.filter((id): id is string => !!id),
      viewer?.id ?? null,
    ),
    organisationsByIds(
      db,
      organisationIds.filter((id): id is string => !!id),
    ),
  ]);

  const author = (row: CommentRow) => ({
    user: row.by_outlet ? null : (users.get(row.user_id) ?? null),
    byOutlet: row.by_outlet,
    place: row.by_outlet && row.post_place_id ? (places.get(row.post_place_id) ?? null) : null,
    organisation:
      row.by_outlet && row.post_organisation_id
        ? (organisations.get(row.post_organisation_id) ?? null)
        : null,
  });
  const rights = (row: CommentRow) => {
    const outletId = outletIdOf(outletOf(row));
    const outletAccess = outletId ? (access.get(outletId) ?? false) : false;
    return {
      hasAccess: hasAuthoredAccess(
        viewer,
        { userId: row.user_id, byOutlet: row.by_outlet },
        outletAccess,
      ),
      canHide: mayHide(viewer, outletAccess),
    };
  };

  return rows.map((row) => {
    const { hasAccess, canHide } = rights(row);
    const showContent = !row.is_hidden || hasAccess || canHide;
    const subject = row.subject_comment_id ? subjects.get(row.subject_comment_id) : undefined;
    return {
      id: row.id,
      postId: row.post_id,
      ...author(row),
      text: showContent ? row.text : '',
      imageSets: showContent ? (images.get(row.id) ?? []) : [],
      someLikes: (likes.someLikers.get(row.id) ?? []).flatMap((id) => users.get(id) ?? []),
      hasOutletLike: likes.outletLiked.has(row.id),
      isLiked: likes.liked.has(row.id),
      likeCount: row.like_count,
      subjectComment: subject
        ? {
            id: subject.id,
            ...author(subject),
            text: subject.is_deleted || subject.is_hidden ? '' : subject.text,
            isDeleted: subject.is_deleted,
            isHidden: subject.is_hidden,
          }
        : null,
      isEdited: row.is_edited,
      isDeleted: row.is_deleted,
      isHidden: row.is_hidden,
      hasAccess,
      canHide,
      timePassed: row.time_passed,
      publicationDate: new Date(row.created_at).toISOString(),
    };
  });
}
