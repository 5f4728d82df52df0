import { Link } from 'react-router';
import * as messages from '../../lib/messages';
import { authorName } from '../comment/comment-item';
import { paths } from '../../lib/paths';
import styles from './post-card.module.css';
import type { PostCardPost } from './post-card';

/**
 * The newest comments under a card in a list, each a line that leads to the post page, where the
 * whole thread is. Deleted and hidden ones are left out: the cache may still hold them after a
 * moderation elsewhere.
 */
export function LastComments({ post }: { post: PostCardPost }) {
  const shown = post.lastComments.filter((comment) => !comment.isDeleted && !comment.isHidden);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.lastComments} aria-label={messages.post.lastComments}>
      {shown.map((comment) => (
        <li key={comment.id}>
          <Link className={styles.lastComment} to={paths.post.getHref(post.id)}>
            <span className={styles.lastCommentAuthor}>
              {authorName(comment) || messages.post.untitled}
            </span>{' '}
            {comment.text || messages.post.imagesOnly}
          </Link>
        </li>
      ))}
    </ul>
  );
}
