import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { BookingCodePage } from '../../features/reservation/booking-code-page';
import { BookingDonePage } from '../../features/reservation/booking-done-page';
import { BookingPage } from '../../features/reservation/booking-page';
import { PlaceReservationsPage } from '../../features/reservation/place-reservations-page';
import {
  ReservationAnswerPage,
  type ReservationAnswer,
} from '../../features/reservation/reservation-answer-page';

/** A page of one place, keyed by the `placeId` param so that another place starts afresh. */
function placeRoute(Page: ComponentType<{ placeId: string }>) {
  return function PlaceRoute() {
    const { placeId = '' } = useParams();
    return <Page key={placeId} placeId={placeId} />;
  };
}

/** /{placeId}/booking: date, time, guests and contact, then the code. */
export const BookingRoute = placeRoute(BookingPage);

/** /{placeId}/booking/code: the code from the guest's phone books the held table. */
export const BookingCodeRoute = placeRoute(BookingCodePage);

/** /{placeId}/booking/done: the booking is made. */
export const BookingDoneRoute = placeRoute(BookingDonePage);

/** /{placeId}/reservations: the staff's reservations and reservation settings of a place. */
export const PlaceReservationsRoute = placeRoute(PlaceReservationsPage);

function ReservationAnswerRoute({ answer }: { answer: ReservationAnswer }) {
  const { code = '' } = useParams();
  return <ReservationAnswerPage key={`${answer}:${code}`} answer={answer} code={code} />;
}

/** /confirm/{code}: the place confirms by the link its staff received. */
export function ConfirmRoute() {
  return <ReservationAnswerRoute answer="confirm" />;
}

/** /decline/{code}: the place declines by the link its staff received. */
export function DeclineRoute() {
  return <ReservationAnswerRoute answer="decline" />;
}
