import { authoredRights, type Viewer } from '../access/rules.js';
import { outletIdOf } from '../access/viewer.js';
import type { OrganisationRef, PlaceRef } from '../refs/refs.js';
import type { ImageSet } from '../image/image-set.js';
import { contentLimits } from '../messages.js';
import { loadPageEmbeds, type PageEmbeds } from './page-embeds.js';
import type { User } from '../refs/user-json.js';
import type { CommentRow } from './comment-repository.js';
import { rowsJson } from '../refs/rows-json.js';

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
 * Turns comment rows into their JSON: what they embed is read in one query for the whole list
 * (page-embeds). Text and images of a hidden comment are shown only to those who may
 * moderate or edit it.
 */
export const commentsJson = rowsJson<CommentRow, Comment, Viewer | null>(
  async (db, storage, rows, viewer) => {
    const page = await loadPageEmbeds(db, storage, viewer, {
      posts: [],
      comments: rows,
      lastComments: 0,
      someLikes: contentLimits.someLikesCount,
    });
    return assembleComments(rows, page, viewer);
  },
);

/** The JSON of comment rows whose page (page-embeds) is already read. */
export function assembleComments(
  rows: readonly CommentRow[],
  page: PageEmbeds,
  viewer: Viewer | null,
): Comment[] {
  const { users, places, organisations, access, subjects } = page;
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
    return authoredRights(viewer, { userId: row.user_id, byOutlet: row.by_outlet }, outletAccess);
  };

  return rows.map((row) => {
    const { hasAccess, canHide } = rights(row);
    const showContent = !row.is_hidden || hasAccess || canHide;
    const subject = row.subject_comment_id ? subjects.get(row.subject_comment_id) : undefined;
    const likes = page.commentLikes.get(row.id);
    return {
      id: row.id,
      postId: row.post_id,
      ...author(row),
      text: showContent ? row.text : '',
      imageSets: showContent ? (page.commentImages.get(row.id) ?? []) : [],
      someLikes: (likes?.someLikerIds ?? []).flatMap((id) => users.get(id) ?? []),
      hasOutletLike: likes?.hasOutletLike ?? false,
      isLiked: likes?.isLiked ?? false,
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
