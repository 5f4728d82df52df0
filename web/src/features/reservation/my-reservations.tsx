import { useQuery } from '@apollo/client/react';
import { useSession } from '../../lib/domain/session';
import { MyReservationsDocument, type WaitlistEntry_EntryFragment } from '../../gql/graphql';
import { RESERVATIONS_PAGE_SIZE } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useLiveReservations } from './live-reservations';
import { ReservationList } from './reservation-card';
import { CancelReservationButton, LiveDays, WaitlistEntryCard } from './waitlist';
import styles from './reservation.module.css';

const text = messages.booking;

function useMyReservationsQuery(skip = false) {
  return useQuery(MyReservationsDocument, {
    variables: { offset: 0, limit: RESERVATIONS_PAGE_SIZE },
    // A place's answer may have come since the list was last read.
    fetchPolicy: 'cache-and-network',
    skip,
  });
}

/** The person's places in line, each moving up live as its place's slots change. */
function MyWaitlistEntries({
  entries,
  onChange,
}: {
  entries: readonly WaitlistEntry_EntryFragment[];
  onChange: () => void;
}) {
  return (
    <>
      <LiveDays entries={entries} onChange={onChange} />
      {entries.length > 0 ? (
        <ul className={styles.items} aria-label={messages.waitlist.mineTitle}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <WaitlistEntryCard entry={entry} onChanged={onChange} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The signed-in person's reservations on their own profile, newest first: each with its status
 * (waiting, confirmed, declined) and the place's answer.
 */
export function MyReservations() {
  const query = useMyReservationsQuery();
  const page = query.data?.myReservations;
  const waitlist = page?.waitlist ?? [];
  const refetch = () => void query.refetch();
  // A place's answer, or a booking made in another tab, shows without a reload.
  useLiveReservations((limit) => query.refetch({ offset: 0, limit }), page?.items.length ?? 0);
  return (
    <section className={styles.list} aria-labelledby="my-reservations-title">
      <h2 id="my-reservations-title" className={styles.sectionTitle}>
        {text.mine}
      </h2>
      <MyWaitlistEntries entries={waitlist} onChange={refetch} />
      <ReservationList
        query={query}
        page={page}
        loadMore={(offset) =>
          query.fetchMore({ variables: { offset, limit: RESERVATIONS_PAGE_SIZE } })
        }
        view="guest"
        under={(reservation) => (
          <CancelReservationButton reservation={reservation} onCancelled={refetch} />
        )}
      />
    </section>
  );
}

/**
 * On a place's booking screen, the signed-in person's places in its lines: where they stand
 * ("2nd in line"), moving up live, with Leave, and Accept or Decline once a table is kept for
 * them. Nothing for a visitor, or for someone in none of its lines.
 */
export function MyPlacesInLine({ placeId }: { placeId: string }) {
  const { account } = useSession();
  const query = useMyReservationsQuery(!account);
  const waitlist = (query.data?.myReservations.waitlist ?? []).filter(
    (entry) => entry.place?.id === placeId,
  );
  const refetch = () => void query.refetch();
  if (!account || waitlist.length === 0) return null;
  return (
    <section className={styles.list} aria-labelledby="my-places-in-line-title">
      <h2 id="my-places-in-line-title" className={styles.sectionTitle}>
        {messages.waitlist.mineTitle}
      </h2>
      <MyWaitlistEntries entries={waitlist} onChange={refetch} />
    </section>
  );
}
