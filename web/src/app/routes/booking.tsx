import { useParams } from 'react-router';
import { BookingCodePage } from '../../features/booking/booking-code-page';
import { BookingDonePage } from '../../features/booking/booking-done-page';
import { BookingPage } from '../../features/booking/booking-page';
import { PlaceReservationsPage } from '../../features/booking/place-reservations-page';
import {
  ReservationAnswerPage,
  type ReservationAnswer,
} from '../../features/booking/reservation-answer-page';

/** /{placeId}/booking: date, time, guests and contact, then the code. */
export function BookingRoute() {
  const { placeId = '' } = useParams();
  return <BookingPage key={placeId} placeId={placeId} />;
}

/** /{placeId}/booking/code: the code from the guest's phone books the held table. */
export function BookingCodeRoute() {
  const { placeId = '' } = useParams();
  return <BookingCodePage key={placeId} placeId={placeId} />;
}

/** /{placeId}/booking/done: the booking is made. */
export function BookingDoneRoute() {
  const { placeId = '' } = useParams();
  return <BookingDonePage key={placeId} placeId={placeId} />;
}

/** /{placeId}/reservations: the staff's reservations and reservation settings of a place. */
export function PlaceReservationsRoute() {
  const { placeId = '' } = useParams();
  return <PlaceReservationsPage key={placeId} placeId={placeId} />;
}

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
