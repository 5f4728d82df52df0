import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  EditPostDocument,
  PostEditDocument,
  type EditPostInput,
  type PostEditQuery as PostEditData,
  type PostType,
} from '../../gql/graphql';
import { toAppError } from '../../lib/infra/errors';
import { firstFieldError } from '../../lib/infra/form';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { emptyDraft, type PostDraft } from './drafts';
import { PostForm, type PostFormValues } from './post-form';
import card from '../../components/ui/card.module.css';
import styles from './post-editor.module.css';
import { errorPage, usePageGuard } from '../../components/ui/page-guard';

type EditablePost = NonNullable<PostEditData['post']>;

/** SPEC section 5: an edit sends text, rating (reviews), image ids, and lat/lon for impressions. */
export function editPostInput(type: PostType, values: PostFormValues): EditPostInput {
  const input: EditPostInput = { text: values.text, imageIds: values.imageIds };
  if (type === 'REVIEW') input.rating = values.rating;
  if (type === 'IMPRESSION' && values.location) {
    input.lat = values.location.lat;
    input.lon = values.location.lon;
  }
  return input;
}

function draftOf(post: EditablePost): PostDraft {
  return {
    ...emptyDraft,
    text: post.text,
    rating: post.rating ?? emptyDraft.rating,
    imageSets: post.imageSets,
    location:
      post.lat !== null && post.lat !== undefined && post.lon != null
        ? { lat: post.lat, lon: post.lon }
        : null,
  };
}

/**
 * /posts/{postId}/edit (login required): those without hasAccess get the 403 page. Saving says
 * 'Post is edited' and returns to the post; a failure keeps the form and shows the server's
 * message ('An error occurred while editing post' when it gives none).
 */
export function PostEditPage({ postId }: { postId: string }) {
  const { data, loading, error } = useQuery(PostEditDocument, {
    variables: { id: postId },
    fetchPolicy: 'cache-and-network',
  });
  const [editPost] = useMutation(EditPostDocument);
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const [saveError, setSaveError] = useState<string | null>(null);
  const post = data?.post;
  // Once the post is there, a failed background refresh leaves the form as it is.
  const guard = usePageGuard({
    found: Boolean(post),
    loading,
    error: post ? null : error,
    keepNavbar: true,
  });
  useHead({ title: messages.postEditor.editTitle, noIndex: true });

  if (guard || !post) return guard;
  if (!post.hasAccess) return errorPage('accessDenied');
  if (post.isDeleted) return errorPage('notFound');

  const onSubmit = async (values: PostFormValues) => {
    setSaveError(null);
    try {
      await editPost({ variables: { id: post.id, input: editPostInput(post.type, values) } });
      showSnackbar(messages.postEditor.edited);
      void navigate(paths.post.getHref(post.id), { replace: true });
    } catch (failure) {
      const appError = toAppError(failure);
      const fieldMessage = firstFieldError(appError);
      if (fieldMessage) setSaveError(fieldMessage);
      showSnackbar(appError.message ?? messages.postEditor.editFailed);
      throw failure;
    }
  };

  const outlet = post.place ?? post.organisation;
  return (
    <div className={styles.page}>
      <section className={`${card.card} ${styles.card}`}>
        <h1 className={styles.title}>{messages.postEditor.editTitle}</h1>
        <PostForm
          type={post.type}
          editing
          initial={draftOf(post)}
          outletRow={
            outlet ? (
              <div className={styles.outlet}>
                <p className={styles.outletName}>
                  <small>
                    {post.place ? messages.postEditor.place : messages.postEditor.organisation}
                  </small>
                  <span>{outlet.name}</span>
                </p>
              </div>
            ) : null
          }
          city={post.city}
          submitLabel={messages.postEditor.save}
          onSubmit={onSubmit}
          error={saveError}
        />
      </section>
    </div>
  );
}
