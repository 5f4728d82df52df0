import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { AlertIcon, CalendarIcon } from '../../components/ui/icons';
import { PageMessage } from '../../components/ui/state-message';
import { Spinner } from '../../components/ui/spinner';
import type { Reservation_ReservationFragment } from '../../gql/graphql';
import { toAppError } from '../../lib/errors';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { ConfirmReservationMutation, DeclineReservationMutation } from './booking-documents';
import { reservationTimeText } from './booking-time';
import styles from './booking.module.css';

const text = messages.booking;

export type ReservationAnswer = 'confirm' | 'decline';

type Outcome =
  | { state: 'answering' }
  | { state: 'done'; reservation: Reservation_ReservationFragment }
  | { state: 'failed'; message: string };

/**
 * `/confirm/{code}` and `/decline/{code}`: the place's answer by the link its staff received.
 * Opening the link answers once; opening it again shows the server's word that it was answered.
 */
export function ReservationAnswerPage({
  answer,
  code,
}: {
  answer: ReservationAnswer;
  code: string;
}) {
  const [confirm] = useMutation(ConfirmReservationMutation);
  const [decline] = useMutation(DeclineReservationMutation);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'answering' });
  // The link is used once per visit, even where effects run twice (development's strict mode).
  const sent = useRef<string | null>(null);
  const doneTitle = answer === 'confirm' ? text.confirmedTitle : text.declinedTitle;
  useHead({
    title:
      outcome.state === 'done'
        ? doneTitle
        : outcome.state === 'failed'
          ? text.answerFailedTitle
          : messages.common.loading,
    noIndex: true,
  });

  useEffect(() => {
    const key = `${answer}:${code}`;
    if (sent.current === key) return;
    sent.current = key;
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
      (caught: unknown) => {
        const error = toAppError(caught);
        setOutcome({
          state: 'failed',
          message:
            Object.values(error.fieldErrors ?? {})[0] ?? error.message ?? messages.errors.default,
        });
      },
    );
  }, [answer, code, confirm, decline]);

  if (outcome.state === 'answering') {
    return (
      <div className={styles.page}>
        <Spinner label={answer === 'confirm' ? text.confirming : text.declining} />
      </div>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <PageMessage
        icon={AlertIcon}
        title={text.answerFailedTitle}
        subtitle={outcome.message}
        role="alert"
        actions={
          <ButtonLink variant="secondary" to={paths.home.getHref()}>
            {messages.errors.home}
          </ButtonLink>
        }
      />
    );
  }
  const { reservation } = outcome;
  const place = reservation.place;
  const when = reservationTimeText(reservation.datetime, place?.city?.timeZone ?? 'UTC');
  return (
    <PageMessage
      icon={CalendarIcon}
      title={doneTitle}
      subtitle={`${reservation.name}: ${text.summary(reservation.guestsCount, when)}`}
      role="status"
      actions={
        place ? (
          <ButtonLink variant="secondary" to={paths.placeReservations.getHref(place.latinName)}>
            {text.toReservations}
          </ButtonLink>
        ) : null
      }
    />
  );
}
