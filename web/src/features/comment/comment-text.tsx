import { ClampedText } from '../../components/ui/clamped-text';
import { COMMENT_CLAMP_LINES } from '../../lib/constants';
import * as messages from '../../lib/messages';
import styles from './comments.module.css';

const look = { text: styles.text, toggle: styles.linkButton };

/** A comment's text clamped to 5 lines (SPEC section 9) with More and Collapse when it overflows. */
export function CommentText({ text }: { text: string }) {
  return (
    <ClampedText text={text} lines={COMMENT_CLAMP_LINES} labels={messages.comment} look={look} />
  );
}
