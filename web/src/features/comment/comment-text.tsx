import { useState, type CSSProperties } from 'react';
import { COMMENT_CLAMP_LINES } from '../../lib/constants';
import { messages } from '../../lib/messages';
import { useClampOverflow } from '../../lib/use-clamp-overflow';
import styles from './comments.module.css';

/** A comment's text clamped to 5 lines (SPEC section 9) with More and Collapse when it overflows. */
export function CommentText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const { ref, overflows } = useClampOverflow(text, !expanded);

  if (!text) return null;
  return (
    <div>
      <p
        ref={ref}
        className={expanded ? styles.text : `${styles.text} ${styles.clamped}`}
        style={{ '--clamp-lines': COMMENT_CLAMP_LINES } as CSSProperties}
      >
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? messages.comment.collapse : messages.comment.more}
        </button>
      ) : null}
    </div>
  );
}
