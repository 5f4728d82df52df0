import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarIcon } from '../../components/ui/icons';
import {
  FirstPageState,
  ShowMoreFooter,
  useShowMore,
  type PagedQuery,
} from '../../components/ui/paged-list';
import type { Reservation_ReservationFragment } from '../../gql/graphql';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { reservationTimeText } from './booking-time';
import { statusText } from './reservation-status';
import styles from './reservation.module.css';

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
  // Each detail shows only when it has a value; the guest's phone only to the staff.
  const facts: [term: string, value: string | null | undefined][] = [
    [text.phoneLabel, view === 'staff' && reservation.phone ? `+${reservation.phone}` : null],
    [text.zoneLabel, reservation.zoneChoice],
    [text.commentLabel, reservation.comment],
    [text.answer(place?.name ?? ''), reservation.answer],
  ];
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
        {facts.map(([term, value]) =>
          value ? (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {children}
    </article>
  );
}

/** The guest's own list, and the staff's list of a place. */
const LIST_WORDS = {
  guest: { label: text.mine, empty: text.mineEmpty },
  staff: { label: messages.actions.reservations, empty: text.staffEmpty },
} as const;

interface ReservationListProps<Item extends Reservation_ReservationFragment> {
  query: PagedQuery;
  /** The pages loaded so far, merged by the cache. */
  page: { items: readonly Item[]; hasMore: boolean } | undefined;
  /** Loads the page that starts at `offset`. */
  loadMore(offset: number): Promise<unknown>;
  view: ReservationCardProps['view'];
  /** What a card shows under its details (the staff's answer form). */
  under?(reservation: Item): ReactNode;
}

/** A paged list of reservations: its first page's state, the cards, and Show more. */
export function ReservationList<Item extends Reservation_ReservationFragment>({
  query,
  page,
  loadMore,
  view,
  under,
}: ReservationListProps<Item>) {
  const items = page?.items ?? [];
  const more = useShowMore(() => loadMore(items.length));
  const words = LIST_WORDS[view];
  return (
    <>
      <FirstPageState
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={items.length === 0}
        empty={{ icon: <CalendarIcon size={32} />, title: words.empty }}
        loadingLabel={text.loading}
      />
      {items.length > 0 ? (
        <ul className={styles.items} aria-label={words.label}>
          {items.map((reservation) => (
            <li key={reservation.id}>
              <ReservationCard reservation={reservation} view={view}>
                {under?.(reservation)}
              </ReservationCard>
            </li>
          ))}
        </ul>
      ) : null}
      <ShowMoreFooter more={more} hasMore={page?.hasMore} label={text.showMore} />
    </>
  );
}
