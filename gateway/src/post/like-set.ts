// Explicit set semantics (likePost, unlikePost, likeComment, unlikeComment) on top of the api's
// toggle. POST /likes flips the like; DELETE /likes removes it and is idempotent.
//
// Liking: toggle, and when the toggle answers "not liked" (a like was already there, so this
// call took it away) toggle again. The api runs toggles of one item one after another, so with
// any number of racing likes by the same person the last toggle overall is one that answered
// "liked" (a racer whose toggle answered "not liked" toggles again, so its toggle is not the
// last), and exactly one like remains. Unliking is one DELETE.

/** A like write's answer, as far as the set semantics needs it. */
export interface LikeState {
  isLiked: boolean;
}

/**
 * Toggles in a row at most: each extra round means another request of the same person flipped
 * the like in between, which with a handful of tabs settles in two or three.
 */
export const LIKE_SET_ATTEMPTS = 6;

/** Toggles until the like exists; the answer of the last toggle (liked, unless racers persist). */
export async function ensureLiked<T extends LikeState>(toggle: () => Promise<T>): Promise<T> {
  let answer = await toggle();
  for (let attempt = 1; !answer.isLiked && attempt < LIKE_SET_ATTEMPTS; attempt += 1) {
    answer = await toggle();
  }
  return answer;
}
