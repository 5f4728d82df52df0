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
