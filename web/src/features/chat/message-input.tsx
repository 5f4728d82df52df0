import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { ComposeForm } from '../../components/upload/compose-form';
import {
  EditMessageDocument,
  SendMessageDocument,
  type MessageItem_MessageFragment,
} from '../../gql/graphql';
import { useActionFailure } from '../../lib/hooks/action-failure';
import {
  MESSAGE_DRAFT_KEY_PREFIX,
  MESSAGE_MAX_IMAGES,
  MESSAGE_MAX_LENGTH,
} from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useComposer } from '../../lib/infra/upload/use-composer';
import { addMessage, writeMessage } from './chat-cache';
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

/**
 * Writes and edits messages: 1000 characters, up to 5 images with upload progress, sending waits
 * for the images; Enter or Ctrl+Enter sends (Shift+Enter breaks the line). The message being
 * written is kept per chat as a draft and cleared once sent; an edit is not kept.
 */
export function MessageInput({ chatId, editing, onEditEnd, onSent }: MessageInputProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const fail = useActionFailure();
  const [send, { loading: sending }] = useMutation(SendMessageDocument);
  const [edit, { loading: saving }] = useMutation(EditMessageDocument);
  const composer = useComposer({
    draftKey: MESSAGE_DRAFT_KEY_PREFIX + chatId,
    maxImages: MESSAGE_MAX_IMAGES,
    editing,
    busy: sending || saving,
  });
  const { text, uploads, draftImages, draftUploads, setDraftText } = composer;

  const editingId = editing?.id ?? null;
  useEffect(() => {
    if (editingId) field.current?.focus();
  }, [editingId]);

  async function submit() {
    if (!composer.canSend) return;
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
    composer.clearDraft();
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

  return (
    <ComposeForm
      composer={composer}
      wording={messages.chat}
      maxLength={MESSAGE_MAX_LENGTH}
      counter={messages.chat.counterLength(text.length, MESSAGE_MAX_LENGTH)}
      modeTitle={editing ? messages.chat.editTitle : null}
      onCancel={onEditEnd}
      cancelClassName={styles.linkButton}
      sendKeys="enter"
      onSend={() => void submit()}
      fieldRef={field}
    />
  );
}
