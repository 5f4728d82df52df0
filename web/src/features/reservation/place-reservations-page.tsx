import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { Button } from '../../components/ui/button';
import { FormError, fieldStyles } from '../../components/ui/form-field';
import { usePageGuard } from '../../components/ui/page-guard';
import {
  AnswerReservationDocument,
  PlaceReservationsDocument,
  StaffReservationsPlaceDocument,
  type Reservation_ReservationFragment,
} from '../../gql/graphql';
import { MULTILINE_MAX_LENGTH, RESERVATIONS_PAGE_SIZE } from '../../lib/constants';
import { toAppError } from '../../lib/infra/errors';
import { firstFieldError } from '../../lib/infra/form';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { placeCrumbs } from '../../lib/domain/place-crumbs';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { useLiveReservations } from './live-reservations';
import { PlaceWaitlist } from './place-waitlist';
import { ReservationList } from './reservation-card';
import { ReservationSettingsForm } from './reservation-settings-form';
import styles from './reservation.module.css';

const text = messages.booking;

/**
 * `/{placeId}/reservations`, for the place's staff: its reservations, newest first (new ones and
 * those with new comments marked), each waiting one with an answer, Confirm and Decline; and the
 * place's reservation settings.
 */
export function PlaceReservationsPage({ placeId }: { placeId: string }) {
  const placeQuery = useQuery(StaffReservationsPlaceDocument, { variables: { id: placeId } });
  const place = placeQuery.data?.place ?? null;
  const guard = usePageGuard({
    found: Boolean(place),
    loading: placeQuery.loading,
    error: placeQuery.error,
  });
  useHead({ title: place ? text.staffTitle(place.name) : messages.common.loading, noIndex: true });
  if (guard || !place) return guard;
  const main = place.schedules.find((schedule) => schedule.isMain) ?? place.schedules[0];
  return (
    <section className={styles.page}>
      <Breadcrumbs crumbs={placeCrumbs(place, [{ label: messages.actions.reservations }])} />
      <h1 className={styles.title}>{text.staffTitle(place.name)}</h1>
      <StaffReservationList placeId={place.id} />
      <PlaceWaitlist placeId={place.id} timeZone={place.city?.timeZone ?? 'UTC'} />
      <ReservationSettingsForm placeId={place.id} scheduleItems={main?.items ?? []} />
    </section>
  );
}

function StaffReservationList({ placeId }: { placeId: string }) {
  const query = useQuery(PlaceReservationsDocument, {
    variables: { placeId, offset: 0, limit: RESERVATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const page = query.data?.reservations;
  // Bookings arrive and get answered (by another of the staff, or by a link) while it is open.
  useLiveReservations(
    (limit) => query.refetch({ placeId, offset: 0, limit }),
    page?.items.length ?? 0,
    (change) => change.placeId === placeId,
  );
  return (
    <div className={styles.list}>
      <ReservationList
        query={query}
        page={page}
        loadMore={(offset) =>
          query.fetchMore({ variables: { placeId, offset, limit: RESERVATIONS_PAGE_SIZE } })
        }
        view="staff"
        under={(reservation) =>
          reservation.status === 'NEW' ? <AnswerForm reservation={reservation} /> : null
        }
      />
    </div>
  );
}

/** The staff's answer to a waiting reservation, sent with Confirm or Decline. */
function AnswerForm({ reservation }: { reservation: Reservation_ReservationFragment }) {
  const [answer, setAnswer] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [answerReservation, answerState] = useMutation(AnswerReservationDocument);
  const { showSnackbar } = useSnackbar();
  const busy = answerState.loading;
  const fieldId = `answer-${reservation.id}`;

  const send = async (kind: 'confirm' | 'decline') => {
    setFailure(null);
    const variables = {
      id: reservation.id,
      confirmed: kind === 'confirm',
      answer: answer.trim() || null,
    };
    try {
      await answerReservation({ variables });
      showSnackbar(kind === 'confirm' ? text.confirmedSnack : text.declinedSnack);
    } catch (caught) {
      const error = toAppError(caught);
      setFailure(firstFieldError(error) ?? error.message ?? text.answerFailed);
    }
  };

  return (
    <div className={styles.answer}>
      <label htmlFor={fieldId} className={styles.answerLabel}>
        {text.answerLabel}
      </label>
      <textarea
        id={fieldId}
        className={fieldStyles.control}
        rows={2}
        maxLength={MULTILINE_MAX_LENGTH}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
      />
      <FormError message={failure} className={styles.error} />
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => void send('decline')}>
          {text.decline}
        </Button>
        <Button disabled={busy} onClick={() => void send('confirm')}>
          {text.confirm}
        </Button>
      </div>
    </div>
  );
}
