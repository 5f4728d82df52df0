import { ClampedText } from '../../components/ui/clamped-text';
import { POST_CLAMP_LINES, POST_LINE_HEIGHT_PX } from '../../lib/constants';
import * as messages from '../../lib/messages';
import styles from './post-card.module.css';

const look = { block: styles.textBlock, text: styles.text, toggle: styles.textToggle };
const lineHeight = { lineHeight: `${POST_LINE_HEIGHT_PX}px` };

/**
 * A post's text: clamped to 3 lines of 17.5 px (SPEC section 9) with More and Collapse when it
 * does not fit, or in full (the post page).
 */
export function PostText({ text, clamp }: { text: string; clamp: boolean }) {
  return (
    <ClampedText
      text={text}
      lines={POST_CLAMP_LINES}
      clamp={clamp}
      labels={messages.post}
      look={look}
      style={lineHeight}
    />
  );
}
