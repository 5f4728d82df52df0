import type {
  CommentChangeResolvers,
  CommentResolvers,
  MutationResolvers,
  QueryResolvers,
  RepliedCommentResolvers,
} from '../generated/resolvers.js';
import { COMMENT_PAGE_LIMITS } from '../messages.js';
import { fetchPageIn } from '../paging/page.js';
import { organisationOfRef, placeOfRef } from '../refs/refs.js';
import { asksOnly } from '../selection/selection.js';
import type { RestPost } from '../rest/types.js';
import * as rest from './comment-api.js';
import { commentCreateBody, commentUpdateBody } from './mapping.js';

/** What a comment write's answer knows of its post without another read. */
const POST_FIELDS_IN_ANSWER = ['id', 'commentCount'] as const;

export const commentQueries: Pick<QueryResolvers, 'comments'> = {
  comments(_, { postId, includeHidden, offset, limit }, { api }) {
    const query = { postId, includeHidden: includeHidden ?? false };
    return fetchPageIn(
      (upstreamOffset, upstreamLimit) =>
        rest.listComments(api, query, upstreamOffset, upstreamLimit),
      offset,
      limit,
      COMMENT_PAGE_LIMITS,
    );
  },
};

export const commentMutations: Pick<
  MutationResolvers,
  'createComment' | 'editComment' | 'deleteComment' | 'hideComment' | 'restoreComment'
> = {
  createComment: (_, { input }, { api }) => rest.createComment(api, commentCreateBody(input)),
  editComment: (_, { id, input }, { api }) => rest.updateComment(api, id, commentUpdateBody(input)),
  deleteComment: (_, { id }, { api }) => rest.deleteComment(api, id),
  hideComment: (_, { id }, { api }) => rest.setCommentStatus(api, id, 'hidden'),
  restoreComment: (_, { id }, { api }) => rest.setCommentStatus(api, id, 'restored'),
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
