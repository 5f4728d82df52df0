import type { MutationResolvers, PostResolvers, QueryResolvers } from '../generated/resolvers.js';
import { POST_PAGE_LIMITS } from '../messages.js';
import { fetchPageIn } from '../paging/page.js';
import { postCreateBody, postListParams, postTypeOf, postUpdateBody } from './mapping.js';
import * as rest from './post-api.js';
import { cityOfRef, organisationOfRef, placeOfRef } from '../refs/refs.js';
import { pointKey, primeRelated } from '../loaders.js';

export const postQueries: Pick<QueryResolvers, 'posts' | 'post'> = {
  posts(_, { filter, offset, limit }, { api, loaders }) {
    const params = postListParams(filter);
    return fetchPageIn(
      (upstreamOffset, upstreamLimit) =>
        rest.listPosts(api, params, upstreamOffset, upstreamLimit, (related, posts) =>
          primeRelated(loaders, related, posts),
        ),
      offset,
      limit,
      POST_PAGE_LIMITS,
    );
  },
  post: (_, { id }, { api }) => rest.getPost(api, id),
};

export const postMutations: Pick<
  MutationResolvers,
  'createPost' | 'editPost' | 'deletePost' | 'restorePost' | 'hidePost'
> = {
  createPost: (_, { input }, { api }) => rest.createPost(api, postCreateBody(input)),
  editPost: (_, { id, input }, { api }) => rest.updatePost(api, id, postUpdateBody(input)),
  deletePost: (_, { id }, { api }) => rest.deletePost(api, id),
  restorePost: (_, { id }, { api }) => rest.setPostStatus(api, id, 'restored'),
  hidePost: (_, { id }, { api }) => rest.setPostStatus(api, id, 'hidden'),
};
export const postResolvers: PostResolvers = {
  type: (post) => postTypeOf(post.type),
  place: (post, _, context) => placeOfRef(post.place, context),
  organisation: (post, _, context) => organisationOfRef(post.organisation, context),
  city: (post, _, context) => cityOfRef(post.city, context),
  async nearestPlace(post, _, { loaders, logger }) {
    if (post.lat === null || post.lon === null || !post.city) return null;
    try {
      return await loaders.nearestPlace.load(pointKey(post.city.id, post.lat, post.lon));
    } catch (error) {
      // Words under the author, not the post: a failure shows the city instead of blanking it.
      logger.warn({ post: post.id, err: (error as Error).message }, 'nearest place unavailable');
      return null;
    }
  },
  likeCount: (post) => Math.max(0, post.likeCount),
  commentCount: (post) => Math.max(0, post.commentCount),
};
