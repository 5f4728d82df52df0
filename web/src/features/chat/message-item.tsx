import type { MessageItem_MessageFragment } from '../../gql/graphql';
import * as messages from '../../lib/messages';
import { CommentImages } from '../comment/comment-images';
import { messageDate, messageTimeText } from './chat-time';
import styles from './chat-page.module.css';

interface MessageItemProps {
  message: MessageItem_MessageFragment;
  /** Written by the caller's side: shown on the right, with the viewed mark, Edit and Delete. */
  own: boolean;
  /** The other side has viewed it (or a later message of this side). */
  viewed: boolean;
  now: Date;
  onEdit(message: MessageItem_MessageFragment): void;
  onDelete(message: MessageItem_MessageFragment): void;
}

/** One message: its text and images, its time, 'edited', and for one's own, whether it was seen. */
export function MessageItem({ message, own, viewed, now, onEdit, onDelete }: MessageItemProps) {
  const when = messageDate(message, now);
  return (
    <article className={own ? `${styles.message} ${styles.own}` : styles.message}>
      {message.text ? <p className={styles.text}>{message.text}</p> : null}
      <CommentImages commentId={message.id} images={message.imageSets} />
      <footer className={styles.meta}>
        {message.isEdited ? <span>{messages.chat.edited}</span> : null}
        <time dateTime={when.toISOString()}>{messageTimeText(when, now)}</time>
        {own ? (
          <span
            className={viewed ? `${styles.mark} ${styles.viewed}` : styles.mark}
            role="img"
            aria-label={viewed ? messages.chat.viewed : messages.chat.sent}
          >
            {viewed ? '✓✓' : '✓'}
          </span>
        ) : null}
      </footer>
      {own ? (
        <div className={styles.actions}>
          <button type="button" className={styles.linkButton} onClick={() => onEdit(message)}>
            {messages.chat.edit}
          </button>
          <button type="button" className={styles.linkButton} onClick={() => onDelete(message)}>
            {messages.chat.delete}
          </button>
        </div>
      ) : null}
    </article>
  );
}
