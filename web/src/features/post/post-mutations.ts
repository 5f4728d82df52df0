import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { useActionFailure } from '../../lib/hooks/action-failure';
import { toggledLike, type LikeState } from '../../lib/domain/like-state';
import {
  DeletePostDocument,
  HidePostDocument,
  LikePostDocument,
  RestorePostDocument,
  UnlikePostDocument,
} from '../../gql/graphql';

// Every post action answers with the fields it changed on the one cached Post, so every list and
// the post page follow; each is optimistic and Apollo drops the optimistic layer on failure.

/**
 * An optimistic answer for the post `id`. The generated result types leave `__typename` out, but
 * the cache needs it to find the one Post to change.
 */
function changed<T extends object>(id: string, fields: T): T & { id: string } {
  return { __typename: 'Post' as const, id, ...fields };
}

/**
 * Likes or takes back the like, at once on screen; rolled back with the SPEC's text on failure.
 * `asOutlet` is the like of the post's place or chain, given by its staff (SPEC section 6).
 */
export function useToggleLike(): (post: LikeState, asOutlet?: boolean) => Promise<void> {
  const [like] = useMutation(LikePostDocument);
  const [unlike] = useMutation(UnlikePostDocument);
  const fail = useActionFailure();
  return useCallback(
    async (post: LikeState, asOutlet = false) => {
      const { liked, next: fields } = toggledLike(post, asOutlet);
      const next = changed(post.id, fields);
      // A personal like sends only the id (byOutlet defaults to false).
      const variables = asOutlet ? { id: post.id, byOutlet: true } : { id: post.id };
      try {
        if (liked) {
          await unlike({ variables, optimisticResponse: { unlikePost: next } });
        } else {
          await like({ variables, optimisticResponse: { likePost: next } });
        }
      } catch (error) {
        fail(error, liked ? messages.post.unlikeFailed : messages.post.likeFailed);
      }
    },
    [like, unlike, fail],
  );
}

/**
 * The options of a post action that takes only the post's id: its answer is `fields`, at once,
 * under the mutation's `field`.
 */
function optimistic<K extends string, T extends object>(id: string, field: K, fields: T) {
  // A computed key types as a string index; `field` is the one key there is.
  const optimisticResponse = { [field]: changed(id, fields) } as Record<K, T & { id: string }>;
  return { variables: { id }, optimisticResponse };
}

/** Delete, Restore and Hide of a post, each optimistic with its snackbars. */
export function usePostModeration() {
  const [deletePost] = useMutation(DeletePostDocument);
  const [restorePost] = useMutation(RestorePostDocument);
  const [hidePost] = useMutation(HidePostDocument);
  const fail = useActionFailure();
  const { showSnackbar } = useSnackbar();

  return useMemo(() => {
    async function moderate(action: () => Promise<unknown>, failed: string, done?: string) {
      try {
        await action();
        if (done) showSnackbar(done);
      } catch (error) {
        fail(error, failed);
      }
    }
    return {
      remove: (id: string) =>
        moderate(
          () => deletePost(optimistic(id, 'deletePost', { isDeleted: true })),
          messages.post.deleteFailed,
        ),
      restore: (id: string) =>
        moderate(
          () => restorePost(optimistic(id, 'restorePost', { isDeleted: false })),
          messages.post.restoreFailed,
        ),
      hide: (id: string) =>
        moderate(
          () => hidePost(optimistic(id, 'hidePost', { isHidden: true })),
          messages.post.hideFailed,
          messages.post.hidden,
        ),
    };
  }, [deletePost, restorePost, hidePost, fail, showSnackbar]);
}
