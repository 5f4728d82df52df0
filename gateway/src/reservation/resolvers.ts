import { GraphQLError } from 'graphql';
import type {
  MutationResolvers,
  QueryResolvers,
  SubscriptionResolvers,
} from '../generated/resolvers.js';

// Placeholders until the api's reservation calls exist: the schema is published first so the web
// app can build against it.
function notYet(): never {
  throw new GraphQLError('Reservations are not available yet', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
}

export const reservationQueries: Pick<
  QueryResolvers,
  'reservationSlots' | 'reservations' | 'myReservations' | 'reservationSettings'
> = {
  reservationSlots: notYet,
  reservations: notYet,
  myReservations: notYet,
  reservationSettings: notYet,
};

export const reservationMutations: Pick<
  MutationResolvers,
  | 'requestReservationCode'
  | 'createReservation'
  | 'confirmReservation'
  | 'declineReservation'
  | 'updateReservationSettings'
> = {
  requestReservationCode: notYet,
  createReservation: notYet,
  confirmReservation: notYet,
  declineReservation: notYet,
  updateReservationSettings: notYet,
};

export const reservationSubscriptions: Pick<SubscriptionResolvers, 'availabilityChanged'> = {
  availabilityChanged: { subscribe: notYet },
};
