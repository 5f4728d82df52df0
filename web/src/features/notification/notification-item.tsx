import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { UserIcon } from '../../components/ui/icons';
import type { NotificationItem_NotificationFragment } from '../../gql/graphql';
import * as messages from '../../lib/messages';
import { timePassedText } from '../../lib/domain/time-passed';
import { OfferButtons } from '../reservation/offer-buttons';
import {
  actorHref,
  notificationHref,
  notificationWords,
  offerStands,
  reservationButton,
} from './notification-wording';
import inbox from '../../components/ui/inbox-page.module.css';
import styles from './notifications.module.css';

interface NotificationItemProps {
  notification: NotificationItem_NotificationFragment;
  /** Shown as new: not viewed when the list first showed it (marking it viewed keeps the look). */
  unread: boolean;
  /** When the list was read, to say how long ago each one happened. */
  now: Date;
}

/** When it happened: its ISO time, or (when unreadable) `timePassed` seconds before the read. */
function createdAt(notification: NotificationItem_NotificationFragment, now: Date): Date {
  const date = new Date(notification.createdAt);
  return Number.isNaN(date.getTime())
    ? new Date(now.getTime() - notification.timePassed * 1000)
    : date;
}

/** One notification: the creator's avatar, what they did (linking to it), and when. */
export function NotificationItem({ notification, unread, now }: NotificationItemProps) {
  const { actor, action } = notificationWords(notification, now);
  const button = reservationButton(notification);
  const avatar = notification.creator.thumbnailUrl;
  const when = createdAt(notification, now);
  return (
    <article className={unread ? `${styles.item} ${inbox.unread}` : styles.item}>
      <Link
        to={actorHref(notification.creator)}
        className={styles.avatar}
        aria-label={actor}
        tabIndex={-1}
      >
        {avatar ? <img src={avatar} alt="" width={44} height={44} /> : <UserIcon size={22} />}
      </Link>
      <div className={styles.body}>
        <Link to={notificationHref(notification)} className={styles.text}>
          <strong>{actor}</strong> {action}
        </Link>
        <time className={styles.time} dateTime={when.toISOString()}>
          {timePassedText(when, now)}
        </time>
        {notification.isForUser && notification.offer && offerStands(notification.offer, now) ? (
          <OfferButtons entryId={notification.offer.entryId} />
        ) : null}
        {button ? (
          <ButtonLink to={button.href} variant="secondary" size="sm" className={styles.action}>
            {button.label}
          </ButtonLink>
        ) : null}
      </div>
      {unread ? (
        <span className={styles.dot}>
          <span className="visually-hidden">{messages.notification.unread}</span>
        </span>
      ) : null}
    </article>
  );
}
