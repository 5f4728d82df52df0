import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Reservation_ReservationFragment } from '../../gql/graphql';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { reservationTimeText } from './booking-time';
import { statusText } from './reservation-status';
import styles from './booking.module.css';

const text = messages.booking;

interface ReservationCardProps {
  reservation: Reservation_ReservationFragment;
  /** The guest's list names the place; the staff's list names the guest. */
  view: 'guest' | 'staff';
  /** The staff's answer form, under the details. */
  children?: ReactNode;
}

/** One reservation: when, how many, its status and the place's answer. */
export function ReservationCard({ reservation, view, children }: ReservationCardProps) {
  const { place } = reservation;
  const when = reservationTimeText(reservation.datetime, place?.city?.timeZone ?? 'UTC');
  return (
    <article className={`${styles.card} ${styles.reservation}`} data-status={reservation.status}>
      <header className={styles.reservationHead}>
        <h3 className={styles.reservationTitle}>
          {view === 'guest' && place ? (
            <Link to={paths.place.getHref(place.latinName)}>{place.name}</Link>
          ) : (
            reservation.name
          )}
        </h3>
        <span className={styles.status} data-status={reservation.status}>
          {statusText(reservation.status)}
        </span>
        {view === 'staff' && !reservation.isViewed ? (
          <span className={styles.badge}>{text.isNew}</span>
        ) : null}
        {view === 'staff' && reservation.hasNewComments ? (
          <span className={styles.badge}>{text.hasNewComments}</span>
        ) : null}
      </header>
      <p className={styles.summary}>{text.summary(reservation.guestsCount, when)}</p>
      <dl className={styles.facts}>
        {view === 'staff' && reservation.phone ? (
          <div>
            <dt>{text.phoneLabel}</dt>
            <dd>+{reservation.phone}</dd>
          </div>
        ) : null}
        {reservation.zoneChoice ? (
          <div>
            <dt>{text.zoneLabel}</dt>
            <dd>{reservation.zoneChoice}</dd>
          </div>
        ) : null}
        {reservation.comment ? (
          <div>
            <dt>{text.commentLabel}</dt>
            <dd>{reservation.comment}</dd>
          </div>
        ) : null}
        {reservation.answer ? (
          <div>
            <dt>{text.answer(place?.name ?? '')}</dt>
            <dd>{reservation.answer}</dd>
          </div>
        ) : null}
      </dl>
      {children}
    </article>
  );
}
