import type { ModerationNotice_PlaceFragment } from '../../gql/graphql';
import * as messages from '../../lib/messages';
import { moderationNoticeOf } from './mode-bar-state';
import styles from './moderation.module.css';

/**
 * Only a place's staff and admins can open a place that is not published; the page tells them
 * where it stands: on moderation, or unpublished with the admin's reason.
 */
export function ModerationNotice({ place }: { place: ModerationNotice_PlaceFragment }) {
  const notice = moderationNoticeOf(place.moderationStatus, place.moderationUnpublishedReason);
  if (!notice) return null;
  const words = messages.moderation;
  if (notice.kind === 'onModeration') {
    return (
      <section className={styles.notice} data-state="on-moderation" aria-label={words.onModeration}>
        <strong className={styles.noticeTitle}>{words.onModeration}</strong>
        <span className={styles.noticeText}>{words.onModerationText}</span>
      </section>
    );
  }
  return (
    <section className={styles.notice} data-state="unpublished" aria-label={words.unpublished}>
      <strong className={styles.noticeTitle}>{words.unpublished}</strong>
      <span className={styles.noticeText}>{words.unpublishedText}</span>
      {notice.reason ? (
        <p className={styles.reason}>{words.unpublishedReason(notice.reason)}</p>
      ) : null}
    </section>
  );
}
