import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/button';
import { AttachImagesButton } from '../../components/upload/attach-images-button';
import { ImageUploadList } from '../../components/upload/image-upload-list';
import type { MessageItem_MessageFragment } from '../../gql/graphql';
import { useActionFailure } from '../../lib/action-failure';
import { MESSAGE_MAX_IMAGES, MESSAGE_MAX_LENGTH } from '../../lib/constants';
import { messages } from '../../lib/messages';
import { useImageUploads, type ImageSet } from '../../lib/upload/use-image-uploads';
import { addMessage, writeMessage } from './chat-cache';
import { EditMessageMutation, SendMessageMutation } from './chat-fragments';
import { readMessageDraft, writeMessageDraft } from './message-draft';
import styles from './chat-page.module.css';

type Message = MessageItem_MessageFragment;

interface MessageInputProps {
  chatId: string;
  /** The message being edited, or null to write a new one. */
  editing: Message | null;
  /** Back to writing a new message (Cancel, or after saving an edit). */
  onEditEnd(): void;
  /** After a new message is sent (the chat scrolls to it). */
  onSent(): void;
}

function uploadedImageSets(items: ReturnType<typeof useImageUploads>['items']): ImageSet[] {
  return items.flatMap((item) => (item.imageSet ? [item.imageSet] : []));
}

/**
 * Writes and edits messages: 1000 characters, up to 5 images with upload progress, sending waits
 * for the images; Enter or Ctrl+Enter sends (Shift+Enter breaks the line). The message being
 * written is kept per chat as a draft and cleared once sent; an edit is not kept.
 */
export function MessageInput({ chatId, editing, onEditEnd, onSent }: MessageInputProps) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const fail = useActionFailure();
  const [initialDraft] = useState(() => readMessageDraft(chatId));
  const [draftText, setDraftText] = useState(initialDraft.text);
  const draftUploads = useImageUploads({
    max: MESSAGE_MAX_IMAGES,
    initial: initialDraft.imageSets,
  });
  const [editText, setEditText] = useState('');
  const editUploads = useImageUploads({ max: MESSAGE_MAX_IMAGES });
  const [send, { loading: sending }] = useMutation(SendMessageMutation);
  const [edit, { loading: saving }] = useMutation(EditMessageMutation);

  const editingId = editing?.id ?? null;
  const editingRef = useRef(editing);
  useEffect(() => {
    editingRef.current = editing;
  });
  const { reset: resetEditUploads } = editUploads;
  useEffect(() => {
    const message = editingRef.current;
    if (!editingId || !message) return;
    // An edit starts from the message as it is.
    setEditText(message.text);
    resetEditUploads(message.imageSets);
    field.current?.focus();
  }, [editingId, resetEditUploads]);

  const draftImages = useMemo(() => uploadedImageSets(draftUploads.items), [draftUploads.items]);
  useEffect(() => {
    writeMessageDraft(chatId, { text: draftText, imageSets: draftImages });
  }, [chatId, draftText, draftImages]);

  const isEdit = editing !== null;
  const text = isEdit ? editText : draftText;
  const setText = isEdit ? setEditText : setDraftText;
  const uploads = isEdit ? editUploads : draftUploads;
  const busy = sending || saving;
  const empty = text.trim() === '' && uploads.imageIds.length === 0;
  const canSend = !empty && !uploads.isUploading && !busy;

  async function submit() {
    if (!canSend) return;
    if (editing) {
      try {
        await edit({
          variables: { id: editing.id, text, imageIds: uploads.imageIds },
          update(cache, result) {
            const message = result.data?.editMessage;
            if (message) writeMessage(cache, message);
          },
        });
        onEditEnd();
      } catch (error) {
        fail(error, messages.errors.server);
      }
      return;
    }
    // The input empties at once, so what is typed while the message goes out is kept; a failure
    // gives the message back unless something new was typed meanwhile.
    const sentText = text;
    const sentImages = draftImages;
    const imageIds = uploads.imageIds;
    setDraftText('');
    draftUploads.reset();
    try {
      await send({
        variables: { chatId, text: sentText, imageIds },
        update(cache, result) {
          const message = result.data?.sendMessage;
          if (message) addMessage(cache, message);
        },
      });
      onSent();
    } catch (error) {
      setDraftText((current) => (current === '' ? sentText : current));
      if (sentImages.length > 0) draftUploads.reset(sentImages);
      fail(error, messages.errors.server);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form
      className={styles.input}
      aria-label={messages.chat.inputLabel}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {isEdit ? (
        <div className={styles.modeBar}>
          <span className={styles.modeTitle}>{messages.chat.editTitle}</span>
          <button type="button" className={styles.linkButton} onClick={onEditEnd}>
            {messages.chat.cancel}
          </button>
        </div>
      ) : null}
      <label htmlFor={fieldId} className="visually-hidden">
        {messages.chat.inputLabel}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        className={styles.field}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={2}
        placeholder={messages.chat.placeholder}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <ImageUploadList uploads={uploads} />
      <div className={styles.inputBar}>
        <AttachImagesButton
          uploads={uploads}
          label={messages.chat.attach}
          iconOnly
          variant="ghost"
        />
        <span className={styles.counter} aria-live="polite">
          {messages.chat.counterLength(text.length, MESSAGE_MAX_LENGTH)}
        </span>
        <Button type="submit" size="sm" disabled={!canSend}>
          {messages.chat.send}
        </Button>
      </div>
    </form>
  );
}
