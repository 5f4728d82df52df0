import * as messages from '../../lib/messages';
import styles from './skip-link.module.css';

/** The id of the page's main region, which the skip link leads to. */
export const MAIN_ID = 'main';

/**
 * 'Skip to content', first in the tab order: out of sight until it has focus, then it takes a
 * keyboard user past the header and navigation to the page itself.
 */
export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      {messages.header.skipToContent}
    </a>
  );
}
