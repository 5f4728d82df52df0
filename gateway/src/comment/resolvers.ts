import type {
  CommentChangeResolvers,
  CommentResolvers,
  MutationResolvers,
  QueryResolvers,
  RepliedCommentResolvers,
} from '../generated/resolvers.js';
import { COMMENT_PAGE_LIMITS } from '../messages.js';
import { assertLimitIn, fetchPage } from '../place/paging.js';
import * as postRest from '../post/post-api.js';
import { ensureLiked } from '../post/like-set.js';
import { organisationOfRef, placeOfRef } from '../post/refs.js';
import { asksOnly } from '../post/selection.js';
import type { RestComment, RestPost } from '../rest/types.js';
import * as rest from './comment-api.js';
import { commentCreateBody, commentUpdateBody } from './mapping.js';
import type { GatewayContext } from '../context.js';

/** What a comment write's answer knows of its post without another read. */
const POST_FIELDS_IN_ANSWER = ['id', 'commentCount'] as const;

export const commentQueries: Pick<QueryResolvers, 'comments'> = {
  comments(_, { postId, includeHidden, offset, limit }, { api }) {
    const pageLimit = limit ?? COMMENT_PAGE_LIMITS.default;
    assertLimitIn(pageLimit, COMMENT_PAGE_LIMITS);
    const query = { postId, includeHidden: includeHidden ?? false };
    return fetchPage(
      (upstreamOffset, upstreamLimit) =>
        rest.listComments(api, query, upstreamOffset, upstreamLimit),
      offset ?? 0,
      pageLimit,
    );
  },
};

export const commentMutations: Pick<
  MutationResolvers,
  | 'createComment'
  | 'editComment'
  | 'deleteComment'
  | 'hideComment'
  | 'restoreComment'
  | 'likeComment'
  | 'unlikeComment'
> = {
  createComment: (_, { input }, { api }) => rest.createComment(api, commentCreateBody(input)),
  editComment: (_, { id, input }, { api }) => rest.updateComment(api, id, commentUpdateBody(input)),
  deleteComment: (_, { id }, { api }) => rest.deleteComment(api, id),
  hideComment: (_, { id }, { api }) => rest.setCommentStatus(api, id, 'hidden'),
  restoreComment: (_, { id }, { api }) => rest.setCommentStatus(api, id, 'restored'),
  async likeComment(_, { id, byOutlet }, context) {
    const target = await likeTarget(id, byOutlet ?? false, context);
    const answer = await ensureLiked(() => postRest.toggleLike(context.api, target));
    return likedComment(answer, id, context);
  },
  async unlikeComment(_, { id, byOutlet }, context) {
    const target = await likeTarget(id, byOutlet ?? false, context);
    const answer = await postRest.removeLike(context.api, target);
    return likedComment(answer, id, context);
  },
};

export const commentResolvers: CommentResolvers = {
  place: (comment, _, context) => placeOfRef(comment.place, context),
  organisation: (comment, _, context) => organisationOfRef(comment.organisation, context),
  likeCount: (comment) => Math.max(0, comment.likeCount),
};

export const repliedCommentResolvers: RepliedCommentResolvers = {
  place: (comment, _, context) => placeOfRef(comment.place, context),
  organisation: (comment, _, context) => organisationOfRef(comment.organisation, context),
};

export const commentChangeResolvers: CommentChangeResolvers = {
  post(change, _, { loaders }, info) {
    // The answer carries the post's id and new commentCount, which is all a comment form asks;
    // anything more costs one read of the post.
    if (asksOnly(info, POST_FIELDS_IN_ANSWER)) {
      // Only `id` and `commentCount` will be read from it (checked just above).
      return change.post as unknown as RestPost;
    }
    return loaders.postById.load(change.post.id);
  },
};

// The api likes a comment by its post's id and its own; GraphQL names only the comment.
async function likeTarget(
  commentId: string,
  byOutlet: boolean,
  { api }: GatewayContext,
): Promise<postRest.LikeTarget> {
  const comment = await rest.getComment(api, commentId);
  return { postId: comment.postId, commentId, byOutlet };
}

// A like answer on a comment carries the comment; should it not, one read gives it.
async function likedComment(
  answer: postRest.LikeChanged,
  id: string,
  { api }: GatewayContext,
): Promise<RestComment> {
  return answer.comment ?? rest.getComment(api, id);
}
