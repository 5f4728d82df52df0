import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/button';
import type { CommentItem_CommentFragment } from '../../gql/graphql';
import { COMMENT_MAX_IMAGES, COMMENT_MAX_LENGTH } from '../../lib/constants';
import { messages } from '../../lib/messages';
import { useSnackbar } from '../../lib/snackbar';
import { useRequireLogin } from '../../lib/session';
import { AttachImagesButton } from '../../components/upload/attach-images-button';
import { ImageUploadList } from '../../components/upload/image-upload-list';
import { useImageUploads, type ImageSet } from '../../lib/upload/use-image-uploads';
import { useActionFailure } from '../../lib/action-failure';
import { authorName } from './comment-item';
import { readCommentDraft, writeCommentDraft } from './comment-draft';
import { CreateCommentMutation, EditCommentMutation } from './comment-mutations';
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

function uploadedImageSets(items: ReturnType<typeof useImageUploads>['items']): ImageSet[] {
  return items.flatMap((item) => (item.imageSet ? [item.imageSet] : []));
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
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const requireLogin = useRequireLogin();
  const { showSnackbar } = useSnackbar();
  const fail = useActionFailure();
  const [initialDraft] = useState(() => readCommentDraft(postId));
  // The draft (comment and answer modes) and the edit are kept apart, so an edit never
  // overwrites the draft and Cancel finds it again.
  const [draftText, setDraftText] = useState(initialDraft.text);
  const draftUploads = useImageUploads({
    max: COMMENT_MAX_IMAGES,
    initial: initialDraft.imageSets,
  });
  const [editText, setEditText] = useState('');
  const editUploads = useImageUploads({ max: COMMENT_MAX_IMAGES });
  const [create, { loading: creating }] = useMutation(CreateCommentMutation);
  const [edit, { loading: editing }] = useMutation(EditCommentMutation);

  const editingComment = mode.kind === 'edit' ? mode.comment : null;
  const editingId = editingComment?.id ?? null;
  const [editFor, setEditFor] = useState<string | null>(null);
  if (editingComment && editFor !== editingComment.id) {
    // A new edit starts from the comment as it is (adjusting state while rendering).
    setEditFor(editingComment.id);
    setEditText(editingComment.text);
  }
  if (!editingComment && editFor !== null) setEditFor(null);

  // Only a new edit starts its images over; a refreshed copy of the same comment (a like, a new
  // count) keeps what was changed. The comment itself is read through a ref for that reason.
  const editingRef = useRef(editingComment);
  useEffect(() => {
    editingRef.current = editingComment;
  });
  const { reset: resetEditUploads } = editUploads;
  useEffect(() => {
    const comment = editingRef.current;
    if (editingId && comment) resetEditUploads(comment.imageSets);
  }, [editingId, resetEditUploads]);

  const modeKey = mode.kind === 'comment' ? 'comment' : `${mode.kind}-${mode.comment.id}`;
  useEffect(() => {
    // SPEC: answer and edit focus the input.
    if (modeKey !== 'comment') field.current?.focus();
  }, [modeKey]);

  const draftImages = useMemo(() => uploadedImageSets(draftUploads.items), [draftUploads.items]);
  useEffect(() => {
    writeCommentDraft(postId, { text: draftText, imageSets: draftImages });
  }, [postId, draftText, draftImages]);

  const isEdit = mode.kind === 'edit';
  const text = isEdit ? editText : draftText;
  const setText = isEdit ? setEditText : setDraftText;
  const uploads = isEdit ? editUploads : draftUploads;
  const sending = creating || editing;
  const empty = text.trim() === '' && uploads.imageIds.length === 0;
  const canSend = !empty && !uploads.isUploading && !sending;

  async function send() {
    if (!canSend) return;
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
      setDraftText('');
      draftUploads.reset();
      writeCommentDraft(postId, { text: '', imageSets: [] });
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
    if (mode.kind === 'answer') {
      setDraftText('');
      draftUploads.reset();
    }
    onReset();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      trySend();
    }
  }

  const title =
    mode.kind === 'answer'
      ? messages.comment.replyTo(authorName(mode.comment))
      : mode.kind === 'edit'
        ? messages.comment.editTitle
        : null;

  return (
    <form
      className={styles.input}
      aria-label={messages.comment.inputLabel}
      onSubmit={(event) => {
        event.preventDefault();
        trySend();
      }}
    >
      {title ? (
        <div className={styles.modeBar}>
          <span className={styles.modeTitle}>{title}</span>
          <button type="button" className={styles.linkButton} onClick={cancel}>
            {messages.comment.cancel}
          </button>
        </div>
      ) : null}
      {outletName !== null && !isEdit ? (
        <label className={styles.acting}>
          <span>{messages.comment.actingAs}</span>
          <select
            value={actingAsOutlet ? 'outlet' : 'personal'}
            onChange={(event) => onActingChange(event.currentTarget.value === 'outlet')}
          >
            <option value="personal">{messages.comment.personal}</option>
            <option value="outlet">{outletName}</option>
          </select>
        </label>
      ) : null}
      <label htmlFor={fieldId} className={styles.visuallyHidden}>
        {messages.comment.inputLabel}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        className={styles.field}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        rows={2}
        placeholder={messages.comment.placeholder}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <ImageUploadList uploads={uploads} />
      <div className={styles.inputBar}>
        <AttachImagesButton
          uploads={uploads}
          label={messages.comment.attach}
          iconOnly
          variant="ghost"
        />
        <span className={styles.counter} aria-live="polite">
          {messages.comment.counter(text.length, COMMENT_MAX_LENGTH)}
        </span>
        <Button type="submit" size="sm" disabled={!canSend}>
          {messages.comment.send}
        </Button>
      </div>
    </form>
  );
}
