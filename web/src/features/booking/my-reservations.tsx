import { useQuery } from '@apollo/client/react';
import { CalendarIcon } from '../../components/ui/icons';
import { FirstPageState, ShowMoreFooter, useShowMore } from '../../components/ui/paged-list';
import { graphql } from '../../gql/gql';
import { RESERVATIONS_PAGE_SIZE } from '../../lib/constants';
import { messages } from '../../lib/messages';
import { ReservationCard } from './reservation-card';
import styles from './booking.module.css';

const text = messages.booking;

export const MyReservationsQuery = graphql(`
  query MyReservations($offset: Int, $limit: Int) {
    myReservations(offset: $offset, limit: $limit) {
      items {
        ...Reservation_reservation
      }
      hasMore
    }
  }
`);

/**
 * The signed-in person's reservations on their own profile, newest first: each with its status
 * (waiting, confirmed, declined) and the place's answer.
 */
export function MyReservations() {
  const query = useQuery(MyReservationsQuery, {
    variables: { offset: 0, limit: RESERVATIONS_PAGE_SIZE },
    // A place's answer may have come since the list was last read.
    fetchPolicy: 'cache-and-network',
  });
  const page = query.data?.myReservations;
  const items = page?.items ?? [];
  const more = useShowMore(() =>
    query.fetchMore({ variables: { offset: items.length, limit: RESERVATIONS_PAGE_SIZE } }),
  );
  return (
    <section className={styles.list} aria-labelledby="my-reservations-title">
      <h2 id="my-reservations-title" className={styles.sectionTitle}>
        {text.mine}
      </h2>
      <FirstPageState
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={items.length === 0}
        empty={{ icon: <CalendarIcon size={32} />, title: text.mineEmpty }}
        loadingLabel={text.loading}
      />
      {items.length > 0 ? (
        <ul className={styles.items} aria-label={text.mine}>
          {items.map((reservation) => (
            <li key={reservation.id}>
              <ReservationCard reservation={reservation} view="guest" />
            </li>
          ))}
        </ul>
      ) : null}
      <ShowMoreFooter more={more} hasMore={page?.hasMore ?? false} label={text.showMore} />
    </section>
  );
}
