import { useMutation } from '@apollo/client/react';
import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { toggledLike, type LikeState } from '../../lib/domain/like-state';
import { useActionFailure } from '../../lib/hooks/action-failure';
import {
  DeleteCommentDocument,
  HideCommentDocument,
  LikeCommentDocument,
  RestoreCommentDocument,
  UnlikeCommentDocument,
} from '../../gql/graphql';

// Every comment write answers with the comment and its post, whose commentCount the cache takes
// over; the post page's count and every card of the same post follow without a refetch.

/** Likes or unlikes a comment at once; a refusal rolls back with the SPEC's snackbar. */
export function useCommentLike() {
  const [like] = useMutation(LikeCommentDocument);
  const [unlike] = useMutation(UnlikeCommentDocument);
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
  const [remove] = useMutation(DeleteCommentDocument);
  const [hide] = useMutation(HideCommentDocument);
  const [restore] = useMutation(RestoreCommentDocument);
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
