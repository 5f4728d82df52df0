import type {
  LikeResolvers,
  MutationResolvers,
  PostResolvers,
  QueryResolvers,
} from '../generated/resolvers.js';
import type { GatewayContext } from '../context.js';
import { LIKE_PAGE_SIZE, POST_PAGE_LIMITS } from '../messages.js';
import { assertLimitIn, fetchPage } from '../place/paging.js';
import type { RestPost } from '../rest/types.js';
import { ensureLiked } from './like-set.js';
import { postCreateBody, postListParams, postTypeOf, postUpdateBody } from './mapping.js';
import * as rest from './post-api.js';
import { cityOfRef, organisationOfRef, placeOfRef } from './refs.js';

export const postQueries: Pick<QueryResolvers, 'posts' | 'post' | 'likes'> = {
  posts(_, { filter, offset, limit }, { api }) {
    const pageLimit = limit ?? POST_PAGE_LIMITS.default;
    assertLimitIn(pageLimit, POST_PAGE_LIMITS);
    const params = postListParams(filter);
    return fetchPage(
      (upstreamOffset, upstreamLimit) => rest.listPosts(api, params, upstreamOffset, upstreamLimit),
      offset ?? 0,
      pageLimit,
    );
  },
  post: (_, { id }, { api }) => rest.getPost(api, id),
  likes(_, { postId, commentId, offset, limit }, { api }) {
    const target = { postId, commentId: commentId ?? undefined };
    return fetchPage(
      (upstreamOffset, upstreamLimit) => rest.listLikes(api, target, upstreamOffset, upstreamLimit),
      offset ?? 0,
      limit ?? LIKE_PAGE_SIZE,
    );
  },
};

export const postMutations: Pick<
  MutationResolvers,
  'createPost' | 'editPost' | 'deletePost' | 'restorePost' | 'hidePost' | 'likePost' | 'unlikePost'
> = {
  createPost: (_, { input }, { api }) => rest.createPost(api, postCreateBody(input)),
  editPost: (_, { id, input }, { api }) => rest.updatePost(api, id, postUpdateBody(input)),
  deletePost: (_, { id }, { api }) => rest.deletePost(api, id),
  restorePost: (_, { id }, { api }) => rest.setPostStatus(api, id, 'restored'),
  hidePost: (_, { id }, { api }) => rest.setPostStatus(api, id, 'hidden'),
  async likePost(_, { id, byOutlet }, context) {
    const target = { postId: id, byOutlet: byOutlet ?? false };
    const answer = await ensureLiked(() => rest.toggleLike(context.api, target));
    return likedPost(answer, id, context);
  },
  async unlikePost(_, { id, byOutlet }, context) {
    const target = { postId: id, byOutlet: byOutlet ?? false };
    return likedPost(await rest.removeLike(context.api, target), id, context);
  },
};

export const postResolvers: PostResolvers = {
  type: (post) => postTypeOf(post.type),
  place: (post, _, context) => placeOfRef(post.place, context),
  organisation: (post, _, context) => organisationOfRef(post.organisation, context),
  city: (post, _, context) => cityOfRef(post.city, context),
  likeCount: (post) => Math.max(0, post.likeCount),
  commentCount: (post) => Math.max(0, post.commentCount),
};

export const likeResolvers: LikeResolvers = {
  place: (like, _, context) => placeOfRef(like.place, context),
  organisation: (like, _, context) => organisationOfRef(like.organisation, context),
};

// A like answer on a post carries the post; should it not, one read gives it.
function likedPost(
  answer: rest.LikeChanged,
  id: string,
  { loaders }: GatewayContext,
): RestPost | Promise<RestPost> {
  return answer.post ?? loaders.postById.load(id);
}
