import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { ComposeForm } from '../../components/upload/compose-form';
import { fieldStyles } from '../../components/ui/form-field';
import {
  CreateCommentDocument,
  EditCommentDocument,
  type CommentItem_CommentFragment,
} from '../../gql/graphql';
import {
  COMMENT_DRAFT_KEY_PREFIX,
  COMMENT_MAX_IMAGES,
  COMMENT_MAX_LENGTH,
} from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { useRequireLogin } from '../../lib/domain/session';
import { useComposer } from '../../lib/infra/upload/use-composer';
import { useActionFailure } from '../../lib/hooks/action-failure';
import { authorName } from './comment-item';
import styles from './comments.module.css';

type Comment = CommentItem_CommentFragment;

/** The input's three modes (SPEC section 4, Comment). */
export type CommentMode =
  { kind: 'comment' } | { kind: 'answer'; comment: Comment } | { kind: 'edit'; comment: Comment };

interface CommentInputProps {
  postId: string;
  mode: CommentMode;
  /** Back to an empty comment (Cancel, or after sending). */
  onReset(): void;
  /** Called with the new comment once the server has it. */
  onCreated(comment: Comment): void;
  /** The post's place or chain the caller may comment as; null when there is no switch. */
  outletName: string | null;
  actingAsOutlet: boolean;
  onActingChange(asOutlet: boolean): void;
}

/**
 * Writes, answers and edits comments: 300 characters with the 'n / 300' counter, up to 2 images,
 * Ctrl+Enter sends, sending waits for the images to upload, and visitors get the login modal.
 * The comment being written (and its images) is kept per post as a draft; an edit is not.
 */
export function CommentInput({
  postId,
  mode,
  onReset,
  onCreated,
  outletName,
  actingAsOutlet,
  onActingChange,
}: CommentInputProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const requireLogin = useRequireLogin();
  const { showSnackbar } = useSnackbar();
  const fail = useActionFailure();
  const [create, { loading: creating }] = useMutation(CreateCommentDocument);
  const [edit, { loading: editing }] = useMutation(EditCommentDocument);
  // The draft (comment and answer modes) and the edit are kept apart (useComposer).
  const composer = useComposer({
    draftKey: COMMENT_DRAFT_KEY_PREFIX + postId,
    maxImages: COMMENT_MAX_IMAGES,
    editing: mode.kind === 'edit' ? mode.comment : null,
    busy: creating || editing,
  });
  const { text, uploads } = composer;

  const modeKey = mode.kind === 'comment' ? 'comment' : `${mode.kind}-${mode.comment.id}`;
  useEffect(() => {
    // SPEC: answer and edit focus the input.
    if (modeKey !== 'comment') field.current?.focus();
  }, [modeKey]);

  async function send() {
    if (!composer.canSend) return;
    if (mode.kind === 'edit') {
      try {
        await edit({
          variables: { id: mode.comment.id, input: { text, imageIds: uploads.imageIds } },
        });
        showSnackbar(messages.comment.isEdited);
        onReset();
      } catch (error) {
        fail(error, messages.comment.editFailed);
      }
      return;
    }
    try {
      const result = await create({
        variables: {
          input: {
            postId,
            text,
            imageIds: uploads.imageIds,
            subjectCommentId: mode.kind === 'answer' ? mode.comment.id : null,
            byOutlet: outletName !== null && actingAsOutlet,
          },
        },
      });
      const created = result.data?.createComment.comment;
      composer.clearDraft();
      onReset();
      if (created) onCreated(created);
    } catch (error) {
      fail(error, messages.comment.addFailed);
    }
  }

  function trySend() {
    requireLogin(() => void send());
  }

  function cancel() {
    // SPEC: closing resets to an empty comment (an edit leaves the draft as it was).
    if (mode.kind === 'answer') composer.clearDraft();
    onReset();
  }

  const title =
    mode.kind === 'answer'
      ? messages.comment.replyTo(authorName(mode.comment))
      : mode.kind === 'edit'
        ? messages.comment.editTitle
        : null;

  return (
    <ComposeForm
      composer={composer}
      wording={messages.comment}
      maxLength={COMMENT_MAX_LENGTH}
      counter={messages.comment.counter(text.length, COMMENT_MAX_LENGTH)}
      modeTitle={title}
      onCancel={cancel}
      cancelClassName={styles.linkButton}
      sendKeys="ctrlEnter"
      onSend={trySend}
      fieldRef={field}
      tall
    >
      {outletName !== null && !composer.isEdit ? (
        <label className={styles.acting}>
          <span>{messages.comment.actingAs}</span>
          <select
            className={`${fieldStyles.compactSelect} ${fieldStyles.small}`}
            value={actingAsOutlet ? 'outlet' : 'personal'}
            onChange={(event) => onActingChange(event.currentTarget.value === 'outlet')}
          >
            <option value="personal">{messages.comment.personal}</option>
            <option value="outlet">{outletName}</option>
          </select>
        </label>
      ) : null}
    </ComposeForm>
  );
}
