// The like calls of the api (`/likes`), on top of the request's TavolaApi. A like is a set
// member: POST adds it, DELETE takes it away, each idempotent and answering the state it left.
import type { TavolaApi } from '../rest/client.js';
import type { RestLike, RestLikeState } from '../rest/types.js';

/** What a like is on: a post, or one of its comments; `byOutlet` is the post's place or chain. */
export interface LikeTarget {
  postId: string;
  commentId?: string | undefined;
  byOutlet: boolean;
}

export async function like(api: TavolaApi, target: LikeTarget): Promise<RestLikeState> {
  return (await api.post('/api/v1/likes', { body: likeFields(target) })).data.like;
}

export async function unlike(api: TavolaApi, target: LikeTarget): Promise<RestLikeState> {
  return (await api.delete('/api/v1/likes', { query: likeFields(target) })).data.like;
}

export async function listLikes(
  api: TavolaApi,
  target: { postId: string; commentId?: string | undefined },
  offset: number,
  limit: number,
): Promise<RestLike[]> {
  const query = { postId: target.postId, commentId: target.commentId, offset, limit };
  return (await api.get('/api/v1/likes', { query })).data.likes;
}

function likeFields(target: LikeTarget): { postId: string; commentId?: string; byOutlet: boolean } {
  return {
    postId: target.postId,
    ...(target.commentId ? { commentId: target.commentId } : {}),
    byOutlet: target.byOutlet,
  };
}
