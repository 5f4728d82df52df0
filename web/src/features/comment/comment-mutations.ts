import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql';
import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { toggledLike, type LikeState } from '../../lib/domain/like-state';
import { useActionFailure } from '../../lib/hooks/action-failure';

// Every comment write answers with the comment and its post, whose commentCount the cache takes
// over; the post page's count and every card of the same post follow without a refetch.

/**
 * The post after a comment is added, deleted, hidden or restored: its count and its newest
 * comments as the server now has them (the gateway reads the post for them), so the cached
 * `Post.lastComments` gains the new comment and loses a removed one (the next older one taking
 * its place) without a refetch. An edit changes neither, so it asks for the count only.
 */
export const CommentChangePostFragment = graphql(`
  fragment CommentChange_post on Post {
    id
    commentCount
    lastComments {
      ...CommentItem_comment
    }
  }
`);

/** What delete, hide and restore answer: the comment's new state and its post as above. */
export const CommentModerationChangeFragment = graphql(`
  fragment CommentModeration_change on CommentChange {
    comment {
      id
      isDeleted
      isHidden
    }
    post {
      ...CommentChange_post
    }
  }
`);

export const CreateCommentMutation = graphql(`
  mutation CreateComment($input: CreateCommentInput!) {
    createComment(input: $input) {
      comment {
        ...CommentItem_comment
      }
      post {
        ...CommentChange_post
      }
    }
  }
`);

export const EditCommentMutation = graphql(`
  mutation EditComment($id: ID!, $input: EditCommentInput!) {
    editComment(id: $id, input: $input) {
      comment {
        ...CommentItem_comment
      }
      post {
        id
        commentCount
      }
    }
  }
`);

export const DeleteCommentMutation = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id) {
      ...CommentModeration_change
    }
  }
`);

export const HideCommentMutation = graphql(`
  mutation HideComment($id: ID!) {
    hideComment(id: $id) {
      ...CommentModeration_change
    }
  }
`);

export const RestoreCommentMutation = graphql(`
  mutation RestoreComment($id: ID!) {
    restoreComment(id: $id) {
      ...CommentModeration_change
    }
  }
`);

// A like names the comment's post, so it costs the gateway one call to the api.
export const LikeCommentMutation = graphql(`
  mutation LikeComment($id: ID!, $postId: ID!, $byOutlet: Boolean!) {
    likeComment(id: $id, postId: $postId, byOutlet: $byOutlet) {
      ...LikeState_publication
    }
  }
`);

export const UnlikeCommentMutation = graphql(`
  mutation UnlikeComment($id: ID!, $postId: ID!, $byOutlet: Boolean!) {
    unlikeComment(id: $id, postId: $postId, byOutlet: $byOutlet) {
      ...LikeState_publication
    }
  }
`);

/** Likes or unlikes a comment at once; a refusal rolls back with the SPEC's snackbar. */
export function useCommentLike() {
  const [like] = useMutation(LikeCommentMutation);
  const [unlike] = useMutation(UnlikeCommentMutation);
  const fail = useActionFailure();
  return async (comment: LikeState & { postId: string }, byOutlet: boolean) => {
    const { liked, next } = toggledLike(comment, byOutlet);
    const state = { __typename: 'Comment' as const, id: comment.id, ...next };
    const variables = { id: comment.id, postId: comment.postId, byOutlet };
    try {
      if (liked) await unlike({ variables, optimisticResponse: { unlikeComment: state } });
      else await like({ variables, optimisticResponse: { likeComment: state } });
    } catch (error) {
      fail(error, liked ? messages.comment.unlikeFailed : messages.comment.likeFailed);
    }
  };
}

/** Delete, hide and restore: each waits for the server, then says so or says what failed. */
export function useCommentModeration() {
  const [remove] = useMutation(DeleteCommentMutation);
  const [hide] = useMutation(HideCommentMutation);
  const [restore] = useMutation(RestoreCommentMutation);
  const { showSnackbar } = useSnackbar();
  const fail = useActionFailure();
  return {
    async remove(id: string) {
      try {
        await remove({ variables: { id } });
      } catch (error) {
        fail(error, messages.comment.deleteFailed);
      }
    },
    async hide(id: string) {
      try {
        await hide({ variables: { id } });
        showSnackbar(messages.comment.isHidden);
      } catch (error) {
        fail(error, messages.comment.hideFailed);
      }
    },
    async restore(id: string) {
      try {
        await restore({ variables: { id } });
      } catch (error) {
        fail(error, messages.comment.restoreFailed);
      }
    },
  };
}
