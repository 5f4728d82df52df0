import type { ModerationStatus } from '../../gql/graphql';
import * as messages from '../../lib/messages';
import styles from '../../components/ui/status-badge.module.css';

const text = messages.placeManagement;

/** Says a place waits for moderation or was not published; nothing once it is published. */
export function ModerationBadge({ status }: { status: ModerationStatus }) {
  if (status === 'PUBLISHED') return null;
  return (
    <span className={styles.badge}>
      {status === 'ON_MODERATION' ? text.onModeration : text.unpublished}
    </span>
  );
}
