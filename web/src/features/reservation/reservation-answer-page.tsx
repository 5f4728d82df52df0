import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { AlertIcon, CalendarIcon } from '../../components/ui/icons';
import { PageMessage } from '../../components/ui/state-message';
import { Spinner } from '../../components/ui/spinner';
import {
  ConfirmReservationDocument,
  DeclineReservationDocument,
  ReservationByCodeDocument,
  type Reservation_ReservationFragment,
} from '../../gql/graphql';
import { useHead } from '../../lib/infra/head';
import { failureText } from '../../lib/infra/form';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { reservationTimeText } from './booking-time';
import { statusText } from './reservation-status';
import styles from './reservation.module.css';

const text = messages.booking;

export type ReservationAnswer = 'confirm' | 'decline';

type Outcome =
  | { state: 'asking' }
  | { state: 'answering' }
  | { state: 'done'; reservation: Reservation_ReservationFragment }
  | { state: 'failed'; message: string };

/**
 * `/confirm/{code}` and `/decline/{code}`: the links sent to the guest. Opening one only shows the
 * booking and asks; the guest's press confirms they are coming, or cancels the booking. A link
 * preview or a mistaken tap changes nothing.
 */
export function ReservationAnswerPage({
  answer,
  code,
}: {
  answer: ReservationAnswer;
  code: string;
}) {
  const shown = useQuery(ReservationByCodeDocument, { variables: { code } });
  const [confirm] = useMutation(ConfirmReservationDocument);
  const [decline] = useMutation(DeclineReservationDocument);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'asking' });
  const words = messages.waitlist;
  const doneTitle = answer === 'confirm' ? words.guestConfirmed : words.cancelledTitle;
  useHead({
    title:
      outcome.state === 'done'
        ? doneTitle
        : outcome.state === 'failed' || shown.error
          ? text.answerFailedTitle
          : answer === 'confirm'
            ? words.confirmAsk
            : words.declineAsk,
    noIndex: true,
  });

  const press = () => {
    setOutcome({ state: 'answering' });
    const call =
      answer === 'confirm'
        ? confirm({ variables: { code } }).then(({ data }) => data?.confirmReservation)
        : decline({ variables: { code } }).then(({ data }) => data?.declineReservation);
    call.then(
      (reservation) =>
        setOutcome(
          reservation
            ? { state: 'done', reservation }
            : { state: 'failed', message: messages.errors.default },
        ),
      (caught: unknown) => setOutcome({ state: 'failed', message: failureText(caught) }),
    );
  };

  if (shown.loading && !shown.data) {
    return (
      <div className={styles.page}>
        <Spinner label={words.linkLoading} />
      </div>
    );
  }
  const failed =
    outcome.state === 'failed' ? outcome.message : shown.error ? failureText(shown.error) : null;
  if (failed) {
    return (
      <PageMessage
        icon={AlertIcon}
        title={text.answerFailedTitle}
        subtitle={failed}
        role="alert"
        actions={
          <ButtonLink variant="secondary" to={paths.home.getHref()}>
            {messages.errors.home}
          </ButtonLink>
        }
      />
    );
  }
  const reservation =
    outcome.state === 'done' ? outcome.reservation : shown.data?.reservationByCode;
  if (!reservation) return null;
  const place = reservation.place;
  const when = reservationTimeText(reservation.datetime, place?.city?.timeZone ?? 'UTC');
  const active = reservation.status === 'NEW' || reservation.status === 'CONFIRMED';
  return (
    <PageMessage
      icon={CalendarIcon}
      title={
        outcome.state === 'done'
          ? doneTitle
          : `${place?.name ?? ''}: ${statusText(reservation.status)}`
      }
      subtitle={`${reservation.name}: ${text.summary(reservation.guestsCount, when)}`}
      role="status"
      actions={
        outcome.state !== 'done' && active ? (
          <>
            <p>{answer === 'confirm' ? words.confirmAsk : words.declineAsk}</p>
            <Button
              variant={answer === 'confirm' ? 'primary' : 'secondary'}
              disabled={outcome.state === 'answering'}
              onClick={press}
            >
              {answer === 'confirm' ? words.confirmButton : words.declineButton}
            </Button>
          </>
        ) : place ? (
          <ButtonLink variant="secondary" to={paths.place.getHref(place.latinName)}>
            {place.name}
          </ButtonLink>
        ) : null
      }
    />
  );
}
