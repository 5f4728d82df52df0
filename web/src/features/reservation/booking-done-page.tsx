import { useNavigate } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { Button, ButtonLink } from '../../components/ui/button';
import { CalendarIcon } from '../../components/ui/icons';
import { StateMessage } from '../../components/ui/state-message';
import { bookingDoneBack, historyPosition } from '../../lib/domain/booking-back';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { placeCrumbs } from '../../lib/domain/place-crumbs';
import { useSession } from '../../lib/domain/session';
import { useNow } from '../../lib/hooks/use-now';
import { readBooked } from './booking-draft';
import { CancelReservationButton } from './waitlist';
import { placeTimeZone, useBookingPlace } from './booking-page';
import { reservationTimeText } from './booking-time';
import { statusText } from './reservation-status';
import styles from './reservation.module.css';

const text = messages.booking;

/**
 * Back on booking-done (SPEC section 2): two steps back past the booking form when the history
 * position is above 1, else one, else the previous breadcrumb (the place).
 */
export function useBookingDoneBack(placeSlug: string) {
  const navigate = useNavigate();
  return () => {
    const back = bookingDoneBack(historyPosition());
    if (back.kind === 'history') void navigate(back.steps);
    else void navigate(paths.place.getHref(placeSlug));
  };
}

/** `/{placeId}/booking/done` (route name place-booking-done): the booking is made. */
export function BookingDonePage({ placeId }: { placeId: string }) {
  const { place, guard } = useBookingPlace(placeId);
  const { account } = useSession();
  const now = useNow();
  useHead({ title: text.doneTitle, noIndex: true });
  const back = useBookingDoneBack(place?.latinName ?? placeId);
  if (guard || !place) return guard;
  const booked = readBooked(place.id);
  return (
    <section className={styles.page}>
      <Breadcrumbs crumbs={placeCrumbs(place, [{ label: text.doneCrumb }])} />
      <StateMessage
        icon={<CalendarIcon size={40} />}
        headingLevel={1}
        title={text.doneTitle}
        // The code just proved signs a visitor in; without a session they are told how.
        subtitle={account ? text.doneText : messages.waitlist.signInHint}
        role="status"
        actions={
          <>
            <Button variant="secondary" onClick={back}>
              {text.back}
            </Button>
            {account ? (
              <ButtonLink to={paths.user.getHref(account.user.id)}>
                {text.myReservations}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      {booked ? (
        <>
          <dl className={`${styles.card} ${styles.facts}`}>
            <div>
              <dt>{place.name}</dt>
              <dd>
                {text.summary(
                  booked.guestsCount,
                  reservationTimeText(booked.datetime, placeTimeZone(place)),
                )}
              </dd>
            </div>
            <div>
              <dt>{text.statusLabel}</dt>
              <dd>{statusText(booked.status)}</dd>
            </div>
          </dl>
          {/* Outside the list of facts: a definition list holds only its terms. */}
          {account ? (
            <CancelReservationButton
              reservation={{
                id: booked.id,
                status: booked.status === 'CONFIRMED' ? 'CONFIRMED' : 'NEW',
                isPast: Date.parse(booked.datetime) <= now.getTime(),
              }}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
