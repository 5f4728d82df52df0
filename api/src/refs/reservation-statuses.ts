/**
 * Where a booking and a place in line stand (docs/booking.md). Notifications about bookings read
 * them too, so they sit below both the reservation and notification folders.
 */
export type ReservationStatus = 'new' | 'confirmed' | 'declined' | 'cancelled';

export type WaitlistStatus =
  'waiting' | 'offered' | 'booked' | 'declined' | 'expired' | 'left' | 'removed';
