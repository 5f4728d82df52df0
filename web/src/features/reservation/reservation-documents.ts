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
    waiting
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

/** The place of a booking or of a place in line: its name, its link and its clock. */
export const ReservationPlaceFragment = graphql(`
  fragment ReservationPlace_place on Place {
    id
    name
    latinName
    city {
      id
      timeZone
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
      ...ReservationPlace_place
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

export const AnswerReservationMutation = graphql(`
  mutation AnswerReservation($id: ID!, $confirmed: Boolean!, $answer: String) {
    answerReservation(id: $id, confirmed: $confirmed, answer: $answer) {
      ...Reservation_reservation
    }
  }
`);

export const ReservationByCodeQuery = graphql(`
  query ReservationByCode($code: String!) {
    reservationByCode(code: $code) {
      ...Reservation_reservation
      isGuestConfirmed
    }
  }
`);

export const CancelReservationMutation = graphql(`
  mutation CancelReservation($id: ID!) {
    cancelReservation(id: $id) {
      ...Reservation_reservation
    }
  }
`);

/** A place in a line, as its person and the place's staff see it. */
export const WaitlistEntryFragment = graphql(`
  fragment WaitlistEntry_entry on WaitlistEntry {
    id
    name
    guestsCount
    date
    from
    to
    status
    position
    offer {
      datetime
      seats
      expiresAt
    }
    place {
      ...ReservationPlace_place
    }
  }
`);

export const JoinWaitlistMutation = graphql(`
  mutation JoinWaitlist($input: WaitlistInput!) {
    joinWaitlist(input: $input) {
      ...WaitlistEntry_entry
    }
  }
`);

export const LeaveWaitlistMutation = graphql(`
  mutation LeaveWaitlist($id: ID!) {
    leaveWaitlist(id: $id) {
      ...WaitlistEntry_entry
    }
  }
`);

export const AcceptOfferMutation = graphql(`
  mutation AcceptOffer($id: ID!) {
    acceptOffer(id: $id) {
      ...Reservation_reservation
    }
  }
`);

export const DeclineOfferMutation = graphql(`
  mutation DeclineOffer($id: ID!) {
    declineOffer(id: $id) {
      ...WaitlistEntry_entry
    }
  }
`);

export const PlaceWaitlistQuery = graphql(`
  query PlaceWaitlist($placeId: ID!, $date: String!) {
    waitlist(placeId: $placeId, date: $date) {
      ...WaitlistEntry_entry
      phone
    }
  }
`);
