import { graphql } from '../../gql/gql';

// The booking screens' GraphQL documents, shared by the three steps and the live slots.

export const BookingPlaceQuery = graphql(`
  query BookingPlace($id: ID!) {
    place(id: $id) {
      ...PlaceHeading_place
      isReservationsEnabled
      city {
        timeZone
      }
      category {
        ...CategoryName_category
      }
    }
  }
`);

/** A time of the day and whether a table is free then, as listed and as pushed. */
export const ReservationSlotFragment = graphql(`
  fragment ReservationSlot_slot on ReservationSlot {
    time
    available
    tables {
      seats
      available
    }
  }
`);

export const ReservationSlotsQuery = graphql(`
  query ReservationSlots($placeId: ID!, $date: String!) {
    reservationSlots(placeId: $placeId, date: $date) {
      ...ReservationSlot_slot
    }
  }
`);

export const AvailabilityChangedSubscription = graphql(`
  subscription AvailabilityChanged($placeId: ID!, $date: String!) {
    availabilityChanged(placeId: $placeId, date: $date) {
      ...ReservationSlot_slot
    }
  }
`);

export const RequestReservationCodeMutation = graphql(`
  mutation RequestReservationCode(
    $phone: String!
    $placeId: ID
    $datetime: String
    $guestsCount: Int
  ) {
    requestReservationCode(
      phone: $phone
      placeId: $placeId
      datetime: $datetime
      guestsCount: $guestsCount
    ) {
      timeout
    }
  }
`);

export const ReservationFragment = graphql(`
  fragment Reservation_reservation on Reservation {
    id
    status
    guestsCount
    name
    datetime
    zoneChoice
    comment
    phone
    isViewed
    isConfirmed
    answer
    hasNewComments
    isPast
    place {
      id
      name
      latinName
      city {
        id
        timeZone
      }
    }
  }
`);

export const CreateReservationMutation = graphql(`
  mutation CreateReservation($input: ReservationInput!) {
    createReservation(input: $input) {
      ...Reservation_reservation
    }
  }
`);

export const ConfirmReservationMutation = graphql(`
  mutation ConfirmReservation($code: String!, $answer: String) {
    confirmReservation(code: $code, answer: $answer) {
      ...Reservation_reservation
    }
  }
`);

export const DeclineReservationMutation = graphql(`
  mutation DeclineReservation($code: String!, $answer: String) {
    declineReservation(code: $code, answer: $answer) {
      ...Reservation_reservation
    }
  }
`);
