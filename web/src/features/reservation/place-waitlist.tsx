import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormField, fieldStyles } from '../../components/ui/form-field';
import { BOOKING_DAYS } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useNow } from '../../lib/hooks/use-now';
import { bookingDates, reservationTimeText } from './booking-time';
import { LiveDays, waitedText } from './waitlist';
import styles from './reservation.module.css';
import { LeaveWaitlistDocument, PlaceWaitlistDocument } from '../../gql/graphql';

const text = messages.waitlist;

/**
 * The staff's view of a place's lines on one day: who waits for which time, in order, the offers
 * in flight, and Remove. It changes live with the day's slots.
 */
export function PlaceWaitlist({ placeId, timeZone }: { placeId: string; timeZone: string }) {
  const now = useNow();
  const dates = bookingDates(now, timeZone, BOOKING_DAYS);
  const [date, setDate] = useState(dates[0]?.value ?? '');
  const query = useQuery(PlaceWaitlistDocument, {
    variables: { placeId, date },
    fetchPolicy: 'cache-and-network',
  });
  const [remove, removing] = useMutation(LeaveWaitlistDocument);
  const entries = query.data?.waitlist ?? [];
  const refetch = () => void query.refetch();
  return (
    <section className={styles.list} aria-labelledby="place-waitlist-title">
      <h2 id="place-waitlist-title" className={styles.sectionTitle}>
        {text.title}
      </h2>
      <LiveDays entries={[{ place: { id: placeId }, date }]} onChange={refetch} />
      <FormField label={text.staffDate}>
        {(control) => (
          <select
            {...control}
            className={fieldStyles.control}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          >
            {dates.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {entries.length === 0 && !query.loading ? <p>{text.staffEmpty}</p> : null}
      {entries.length > 0 ? (
        <ul className={styles.items} aria-label={text.title}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <article
                className={`${styles.card} ${styles.reservation}`}
                data-status={entry.status}
              >
                <header className={styles.reservationHead}>
                  <h3 className={styles.reservationTitle}>{entry.name}</h3>
                  {entry.position ? (
                    <span className={styles.status}>{text.position(entry.position)}</span>
                  ) : null}
                </header>
                <p className={styles.summary}>
                  {waitedText(entry)}, +{entry.phone}
                </p>
                {entry.offer ? (
                  <p className={styles.summary}>
                    {text.offered(reservationTimeText(entry.offer.expiresAt, timeZone))}
                  </p>
                ) : null}
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    disabled={removing.loading}
                    onClick={() => void remove({ variables: { id: entry.id } }).finally(refetch)}
                  >
                    {text.remove}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
