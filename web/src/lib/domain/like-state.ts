import { graphql } from '../../gql/gql';

/**
 * The like state of a post or comment, as `toggledLike` reads it and a like or unlike answers it.
 * It is all the like write itself answers, so a like costs the gateway one call to the api.
 */
export const LikeStateFragment = graphql(`
  fragment LikeState_publication on Publication {
    id
    isLiked
    likeCount
    hasOutletLike
  }
`);

export interface LikeState {
  id: string;
  isLiked: boolean;
  likeCount: number;
  hasOutletLike: boolean;
}

/**
 * The like state of a post or comment after a toggle: the person's own like, or the outlet's when
 * acting as it; `liked` is whether that like was there before.
 */
export function toggledLike(state: LikeState, byOutlet: boolean) {
  const liked = byOutlet ? state.hasOutletLike : state.isLiked;
  const next = {
    isLiked: byOutlet ? state.isLiked : !liked,
    likeCount: Math.max(0, state.likeCount + (liked ? -1 : 1)),
    hasOutletLike: byOutlet ? !liked : state.hasOutletLike,
  };
  return { liked, next };
}
