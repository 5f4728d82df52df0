import type { LikeResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import type { GatewayContext } from '../context.js';
import { LIKE_PAGE_SIZE } from '../messages.js';
import { fetchPage } from '../paging/page.js';
import { organisationOfRef, placeOfRef } from '../refs/refs.js';
import { answerFromWrite } from '../selection/selection.js';
import * as rest from './like-api.js';
import { likedComment, likedPost } from './mapping.js';

export const likeQueries: Pick<QueryResolvers, 'likes'> = {
  likes(_, { postId, commentId, offset, limit }, { api }) {
    const target = { postId, commentId: commentId ?? undefined };
    return fetchPage(
      (upstreamOffset, upstreamLimit) => rest.listLikes(api, target, upstreamOffset, upstreamLimit),
      offset ?? 0,
      limit ?? LIKE_PAGE_SIZE,
    );
  },
};

// Each like mutation is one write to the api, answered from the state that write reports; a
// selection asking more of the post or comment than that costs one read of it.
export const likeMutations: Pick<
  MutationResolvers,
  'likePost' | 'unlikePost' | 'likeComment' | 'unlikeComment'
> = {
  async likePost(_, { id, byOutlet }, context, info) {
    const state = await rest.like(context.api, { postId: id, byOutlet: byOutlet ?? false });
    return answerFromWrite(info, likedPost(state), () => context.loaders.postById.load(id));
  },
  async unlikePost(_, { id, byOutlet }, context, info) {
    const state = await rest.unlike(context.api, { postId: id, byOutlet: byOutlet ?? false });
    return answerFromWrite(info, likedPost(state), () => context.loaders.postById.load(id));
  },
  async likeComment(_, { id, postId, byOutlet }, context, info) {
    const target = await commentTarget(id, postId, byOutlet ?? false, context);
    const state = await rest.like(context.api, target);
    return answerFromWrite(info, likedComment(state, id), () =>
      context.loaders.commentById.load(id),
    );
  },
  async unlikeComment(_, { id, postId, byOutlet }, context, info) {
    const target = await commentTarget(id, postId, byOutlet ?? false, context);
    const state = await rest.unlike(context.api, target);
    return answerFromWrite(info, likedComment(state, id), () =>
      context.loaders.commentById.load(id),
    );
  },
};

export const likeResolvers: LikeResolvers = {
  place: (like, _, context) => placeOfRef(like.place, context),
  organisation: (like, _, context) => organisationOfRef(like.organisation, context),
};

// The api likes a comment by its post's id and its own. A caller naming the post spares a read
// of the comment to learn it.
async function commentTarget(
  commentId: string,
  postId: string | null | undefined,
  byOutlet: boolean,
  { loaders }: GatewayContext,
): Promise<rest.LikeTarget> {
  const post = postId ?? (await loaders.commentById.load(commentId)).postId;
  return { postId: post, commentId, byOutlet };
}
