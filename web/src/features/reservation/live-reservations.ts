import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import {
  ReservationUpdatedDocument,
  type ReservationUpdatedSubscription as Change,
} from '../../gql/graphql';
import { onSocketReconnected } from '../../lib/infra/apollo/client';
import { RESERVATIONS_PAGE_SIZE } from '../../lib/constants';

type ReservationChange = Change['reservationUpdated'];

interface Reader {
  refetch(limit: number): unknown;
  shown: number;
  accepts(change: ReservationChange): boolean;
}

function readAgain(reader: Reader): void {
  void reader.refetch(Math.max(RESERVATIONS_PAGE_SIZE, reader.shown));
}

/**
 * Keeps a reservations list current while it is on screen: when one of the person's bookings (as
 * the guest, or at a place they run, as `accepts` narrows it) is made or answered, and after the
 * live socket reconnects, the list is read again from its first item, as many as it shows (a new
 * booking comes in at the top and moves the others down).
 */
export function useLiveReservations(
  refetch: (limit: number) => unknown,
  shown: number,
  accepts: (change: ReservationChange) => boolean = () => true,
): void {
  const latest = useRef<Reader>({ refetch, shown, accepts });
  useEffect(() => {
    latest.current = { refetch, shown, accepts };
  });
  useSubscription(ReservationUpdatedDocument, {
    onData({ data }) {
      const change = data.data?.reservationUpdated;
      if (change && latest.current.accepts(change)) readAgain(latest.current);
    },
  });
  useEffect(() => onSocketReconnected(() => readAgain(latest.current)), []);
}
