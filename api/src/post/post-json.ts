import { isStaffPost, type PostType, type Viewer } from '../access/rules.js';
import { outletIdOf } from '../access/viewer.js';
import { assembleComments, type Comment } from '../comment/comment-json.js';
import type { OrganisationRef, PlaceRef } from '../refs/refs.js';
import type { ImageSet } from '../image/image-set.js';
import { contentLimits } from '../messages.js';
import type { User } from '../refs/user-json.js';
import type { PostRow } from './post-repository.js';
import { postRights } from './post-rights.js';
import { loadPageEmbeds } from '../comment/page-embeds.js';
import { rowsJson } from '../refs/rows-json.js';

/** A post as the api sends it (SPEC section 3, Post). */
export interface Post {
  id: string;
  type: PostType;
  text: string;
  /** Reviews only: 1 (very bad) to 5. */
  rating: number | null;
  /** The author; null when published as the place or chain (byOutlet). */
  user: User | null;
  byOutlet: boolean;
  place: PlaceRef | null;
  organisation: OrganisationRef | null;
  city: { id: string; name: string; latinName: string } | null;
  citySlug: string | null;
  /** Impressions only. */
  lat: number | null;
  lon: number | null;
  imageSets: ImageSet[];
  someImageSet: ImageSet | null;
  someLikes: User[];
  hasOutletLike: boolean;
  isLiked: boolean;
  likeCount: number;
  lastComments: Comment[];
  commentCount: number;
  isEdited: boolean;
  isDeleted: boolean;
  isHidden: boolean;
  isStaff: boolean;
  /** The caller may edit and delete it. */
  hasAccess: boolean;
  /** The caller may hide it (moderation by its place or chain). */
  canHide: boolean;
  /** A review whose author had a confirmed reservation at the place that has passed. */
  isVisited: boolean;
  timePassed: number;
  publicationDate: string;
}

const outletOf = (row: PostRow) => ({ placeId: row.place_id, organisationId: row.organisation_id });

/**
 * Turns a page of post rows into their JSON: authors, places, chains, cities, images, likes and
 * last comments (with theirs) in one query, whatever the page size (page-embeds).
 */
export const postsJson = rowsJson<PostRow, Post, Viewer | null>(
  async (db, storage, rows, viewer) => {
    const page = await loadPageEmbeds(db, storage, viewer, {
      posts: rows,
      comments: [],
      lastComments: contentLimits.lastCommentsCount,
      someLikes: contentLimits.someLikesCount,
    });
    const { users, places, organisations, access } = page;
    const commentsByPost = new Map<string, Comment[]>();
    for (const comment of assembleComments(page.lastComments, page, viewer)) {
      const list = commentsByPost.get(comment.postId) ?? [];
      list.push(comment);
      commentsByPost.set(comment.postId, list);
    }

    return rows.map((row) => {
      const outletId = outletIdOf(outletOf(row));
      const rights = postRights(row, viewer, outletId ? (access.get(outletId) ?? false) : false);
      const city = row.city_id ? page.cities.get(row.city_id) : undefined;
      const imageSets = page.postImages.get(row.id) ?? [];
      const likes = page.postLikes.get(row.id);
      return {
        id: row.id,
        type: row.type,
        text: row.text,
        rating: row.rating,
        user: row.by_outlet ? null : (users.get(row.user_id) ?? null),
        byOutlet: row.by_outlet,
        place: row.place_id ? (places.get(row.place_id) ?? null) : null,
        organisation: row.organisation_id ? (organisations.get(row.organisation_id) ?? null) : null,
        city: city ? { id: city.id, name: city.name, latinName: city.latinName } : null,
        citySlug: city?.latinName ?? null,
        lat: row.lat,
        lon: row.lon,
        imageSets,
        someImageSet: imageSets[0] ?? null,
        someLikes: (likes?.someLikerIds ?? []).flatMap((id) => users.get(id) ?? []),
        hasOutletLike: likes?.hasOutletLike ?? false,
        isLiked: likes?.isLiked ?? false,
        likeCount: row.like_count,
        lastComments: commentsByPost.get(row.id) ?? [],
        commentCount: row.comment_count,
        isEdited: row.is_edited,
        isDeleted: row.is_deleted,
        isHidden: row.is_hidden,
        // News need access to their place or chain when written, so news are the staff posts.
        isStaff: isStaffPost(row.type, row.type === 'news'),
        ...rights,
        isVisited: page.visitedPostIds.has(row.id),
        timePassed: row.time_passed,
        publicationDate: new Date(row.created_at).toISOString(),
      };
    });
  },
);
