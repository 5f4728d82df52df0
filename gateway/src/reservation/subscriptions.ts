// availabilityChanged: public (visitors too), keyed by place and day. The api's
// `reservation.changed` events carry the day's slots as they now are (events/live-pubsub.ts).
// reservationUpdated: personal, the guest's and the place staff's `reservation.updated` events.
import type { SubscriptionResolvers } from '../generated/resolvers.js';
import { gatewayError } from '../errors/normalise.js';
import { placeDayKey } from '../events/live-pubsub.js';
import { ownEventsField } from '../events/subscribe-own.js';
import { SUBSCRIPTION_NEEDS_SOCKET } from '../messages.js';
import type { RestReservationSlot } from '../rest/types.js';

export const reservationSubscriptions: Pick<
  SubscriptionResolvers,
  'availabilityChanged' | 'reservationUpdated'
> = {
  reservationUpdated: ownEventsField('reservationUpdated'),
  availabilityChanged: {
    subscribe: (_, { placeId, date }, context) => {
      const live = context.live;
      // Subscriptions run over WebSocket only, where the live context always exists.
      if (!live) {
        throw gatewayError({
          status: 'FieldInvalid',
          httpStatus: 400,
          message: SUBSCRIPTION_NEEDS_SOCKET,
        });
      }
      return live.pubsub.subscribe('availabilityChanged', placeDayKey(placeId, date));
    },
    // The event's slots, the same object for every subscriber of that day.
    resolve: (slots: RestReservationSlot[]) => slots,
  },
};
