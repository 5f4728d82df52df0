import { useMutation, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-field';
import { useSnackbar } from '../../lib/hooks/snackbar';
import {
  AvailabilityChangedDocument,
  CancelReservationDocument,
  LeaveWaitlistDocument,
  type Reservation_ReservationFragment,
  type WaitlistEntry_EntryFragment,
} from '../../gql/graphql';
import { failureText } from '../../lib/infra/form';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { isoToPlaceTime, reservationTimeText } from './booking-time';
import { OfferButtons } from './offer-buttons';
import styles from './reservation.module.css';

const text = messages.waitlist;

/** When a line waits: one time, or any time of a range. */
export function waitedText(entry: WaitlistEntry_EntryFragment): string {
  const timeZone = entry.place?.city?.timeZone ?? 'UTC';
  if (entry.from === entry.to) return text.forTime(reservationTimeText(entry.from, timeZone));
  return text.forRange(
    reservationTimeText(entry.from, timeZone),
    isoToPlaceTime(entry.to, timeZone).time,
  );
}

/**
 * Re-reads `refetch` whenever the slots of one of these place days change: each offer, booking,
 * cancellation and change of a line comes that way, so a person's place in line moves live.
 */
function DayWatcher({
  placeId,
  date,
  onChange,
}: {
  placeId: string;
  date: string;
  onChange: () => void;
}) {
  useSubscription(AvailabilityChangedDocument, {
    variables: { placeId, date },
    onData: () => onChange(),
  });
  return null;
}

export function LiveDays({
  entries,
  onChange,
}: {
  entries: readonly { place?: { id: string } | null; date: string }[];
  onChange: () => void;
}) {
  const days = [
    ...new Set(
      entries.flatMap((entry) => (entry.place ? [`${entry.place.id} ${entry.date}`] : [])),
    ),
  ];
  return (
    <>
      {days.map((day) => {
        const [placeId = '', date = ''] = day.split(' ');
        return <DayWatcher key={day} placeId={placeId} date={date} onChange={onChange} />;
      })}
    </>
  );
}

/** A person's place in a line: where they stand, and the table kept for them if any. */
export function WaitlistEntryCard({
  entry,
  onChanged,
}: {
  entry: WaitlistEntry_EntryFragment;
  onChanged: () => void;
}) {
  const [leave, leaving] = useMutation(LeaveWaitlistDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const timeZone = entry.place?.city?.timeZone ?? 'UTC';
  const leaveLine = async () => {
    setFailure(null);
    try {
      await leave({ variables: { id: entry.id } });
    } catch (caught) {
      setFailure(failureText(caught, text.cancelFailed));
    }
    onChanged();
  };
  return (
    <article className={`${styles.card} ${styles.reservation}`} data-status={entry.status}>
      <header className={styles.reservationHead}>
        <h3 className={styles.reservationTitle}>
          {entry.place ? (
            <Link to={paths.place.getHref(entry.place.latinName)}>{entry.place.name}</Link>
          ) : (
            entry.name
          )}
        </h3>
        {entry.position ? (
          <span className={styles.status} data-status={entry.status}>
            {text.position(entry.position)}
          </span>
        ) : null}
      </header>
      <p className={styles.summary}>
        {waitedText(entry)}, {messages.booking.guestsText(entry.guestsCount)}
      </p>
      {entry.offer ? (
        <>
          <p className={styles.summary} role="status">
            {text.offered(isoToPlaceTime(entry.offer.expiresAt, timeZone).time)}:{' '}
            {reservationTimeText(entry.offer.datetime, timeZone)}
          </p>
          <OfferButtons key={entry.offer.expiresAt} entryId={entry.id} onAnswered={onChanged} />
        </>
      ) : (
        <>
          <FormError message={failure} className={styles.error} />
          <div className={styles.actions}>
            <Button variant="secondary" disabled={leaving.loading} onClick={() => void leaveLine()}>
              {text.leave}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}

/** The guest's own booking, still ahead: they may call it off. */
export function CancelReservationButton({
  reservation,
  onCancelled,
}: {
  reservation: Pick<Reservation_ReservationFragment, 'id' | 'status' | 'isPast'>;
  onCancelled?: () => void;
}) {
  const [cancel, cancelling] = useMutation(CancelReservationDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const { showSnackbar } = useSnackbar();
  if (reservation.isPast || (reservation.status !== 'NEW' && reservation.status !== 'CONFIRMED')) {
    return null;
  }
  return (
    <div className={styles.actions}>
      <FormError message={failure} className={styles.error} />
      <Button
        variant="secondary"
        disabled={cancelling.loading}
        onClick={() =>
          void cancel({ variables: { id: reservation.id } }).then(
            () => {
              showSnackbar(text.cancelled);
              onCancelled?.();
            },
            (caught: unknown) => setFailure(failureText(caught, text.cancelFailed)),
          )
        }
      >
        {text.cancel}
      </Button>
    </div>
  );
}
