import { useState, type CSSProperties } from 'react';
import { POST_CLAMP_LINES, POST_LINE_HEIGHT_PX } from '../../lib/constants';
import { messages } from '../../lib/messages';
import styles from './post-card.module.css';
import { useClampOverflow } from '../../lib/use-clamp-overflow';

/**
 * A post's text: clamped to 3 lines of 17.5 px (SPEC section 9) with More and Collapse when it
 * does not fit, or in full (the post page).
 */
export function PostText({ text, clamp }: { text: string; clamp: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const clamped = clamp && !expanded;
  const { ref, overflows } = useClampOverflow(text, clamped);

  if (!text) return null;
  const style = {
    lineHeight: `${POST_LINE_HEIGHT_PX}px`,
    '--clamp-lines': POST_CLAMP_LINES,
  } as CSSProperties;
  return (
    <div className={styles.textBlock}>
      <p
        ref={ref}
        className={clamped ? `${styles.text} ${styles.clamped}` : styles.text}
        style={style}
      >
        {text}
      </p>
      {clamp && (overflows || expanded) ? (
        <button
          type="button"
          className={styles.textToggle}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? messages.post.collapse : messages.post.more}
        </button>
      ) : null}
    </div>
  );
}
