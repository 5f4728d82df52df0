// A like write's answer as the fields of the liked post or comment it speaks for.
import type { RestLikeState } from '../rest/types.js';

/** The like fields of a post or comment that a like write's answer gives. */
export interface LikedFields {
  id: string;
  /** The caller's own like (after an outlet's like too: that one is hasOutletLike). */
  isLiked: boolean;
  hasOutletLike: boolean;
  likeCount: number;
}

export function likedFields(state: RestLikeState, id: string): LikedFields {
  return {
    id,
    isLiked: state.isLiked,
    hasOutletLike: state.hasOutletLike,
    likeCount: Math.max(0, state.likeCount),
  };
}

/** The post's fields a like write answers. */
export function likedPost(state: RestLikeState): LikedFields {
  return likedFields(state, state.postId);
}

/** The comment's fields a like write answers, its post's id included. */
export function likedComment(
  state: RestLikeState,
  commentId: string,
): LikedFields & { postId: string } {
  return { ...likedFields(state, commentId), postId: state.postId };
}
