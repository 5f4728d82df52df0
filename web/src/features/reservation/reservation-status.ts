import type { ReservationStatus } from '../../gql/graphql';
import * as messages from '../../lib/messages';

const STATUSES: readonly ReservationStatus[] = ['NEW', 'CONFIRMED', 'DECLINED', 'CANCELLED'];

function isStatus(value: string): value is ReservationStatus {
  return (STATUSES as readonly string[]).includes(value);
}

/** A reservation's status in words: waiting for confirmation, confirmed, declined or cancelled. */
export function statusText(status: string): string {
  return isStatus(status) ? messages.booking.status[status] : messages.booking.status.NEW;
}
