// The booking calls of the api (`/api/v1/places/{placeId}/reservation-*`, `/api/v1/reservations`,
// and `/api/v1/request-code` for a booking's code), typed from the OpenAPI document.
import type { TavolaApi } from '../rest/client.js';
import type { BodyOf, Operation } from '../rest/operations.js';
import type {
  RestReservation,
  RestReservationSettings,
  RestReservationSlot,
  RestWaitlistEntry,
} from '../rest/types.js';

export type ReservationBody = BodyOf<Operation<'/api/v1/reservations', 'post'>>;
export type WaitlistBody = BodyOf<Operation<'/api/v1/waitlist', 'post'>>;
export type ReservationSettingsBody = BodyOf<
  Operation<'/api/v1/places/{placeId}/reservation-settings', 'patch'>
>;

export async function reservationSlots(
  api: TavolaApi,
  placeId: string,
  date: string,
): Promise<RestReservationSlot[]> {
  return (
    await api.get('/api/v1/places/{placeId}/reservation-slots', {
      path: { placeId },
      query: { date },
    })
  ).data.slots;
}

/** A booking's code to the phone; with a hold, a table is kept for the code's life. */
export async function requestReservationCode(
  api: TavolaApi,
  phone: string,
  hold: { placeId: string; datetime: string; guestsCount: number } | null,
): Promise<number> {
  const reply = await api.post('/api/v1/request-code', {
    body: {
      phone,
      type: 'reservation',
      ...(hold
        ? { place_id: hold.placeId, datetime: hold.datetime, guests_count: hold.guestsCount }
        : {}),
    },
  });
  return reply.data.timeout;
}

/** A booking; a visitor's answer carries the token the phone's code signed them in with. */
export async function createReservation(
  api: TavolaApi,
  body: ReservationBody,
): Promise<{ reservation: RestReservation; accessToken?: string | undefined }> {
  return (await api.post('/api/v1/reservations', { body })).data;
}

export async function reservationByCode(api: TavolaApi, code: string): Promise<RestReservation> {
  return (await api.get('/api/v1/reservations/by-code', { query: { code } })).data.reservation;
}

export async function cancelReservation(api: TavolaApi, id: string): Promise<RestReservation> {
  return (await api.post('/api/v1/reservations/{id}/cancel', { path: { id } })).data.reservation;
}

/** The place's answer by its staff, in the app. */
export async function answerReservationById(
  api: TavolaApi,
  id: string,
  confirmed: boolean,
  answer: string | null | undefined,
): Promise<RestReservation> {
  const body = { status: confirmed ? ('confirmed' as const) : ('declined' as const) };
  return (
    await api.post('/api/v1/reservations/{id}/answer', {
      path: { id },
      body: answer ? { ...body, answer } : body,
    })
  ).data.reservation;
}

/** Joins a line; a visitor's answer carries the token the phone's code signed them in with. */
export async function joinWaitlist(
  api: TavolaApi,
  body: WaitlistBody,
): Promise<{ entry: RestWaitlistEntry; accessToken?: string | undefined }> {
  return (await api.post('/api/v1/waitlist', { body })).data;
}

/** With placeId, the place's lines of the day (its staff); without, the caller's own. */
export async function listWaitlist(
  api: TavolaApi,
  place: { placeId: string; date: string } | null,
): Promise<RestWaitlistEntry[]> {
  return (
    await api.get('/api/v1/waitlist', {
      query: place ? { place_id: place.placeId, date: place.date } : {},
    })
  ).data.entries;
}

export async function leaveWaitlist(api: TavolaApi, id: string): Promise<RestWaitlistEntry> {
  return (await api.delete('/api/v1/waitlist/{id}', { path: { id } })).data.entry;
}

export async function acceptOffer(api: TavolaApi, id: string): Promise<RestReservation> {
  return (await api.post('/api/v1/waitlist/{id}/accept', { path: { id } })).data.reservation;
}

export async function declineOffer(api: TavolaApi, id: string): Promise<RestWaitlistEntry> {
  return (await api.post('/api/v1/waitlist/{id}/decline', { path: { id } })).data.entry;
}

export async function answerReservation(
  api: TavolaApi,
  kind: 'confirm' | 'decline',
  code: string,
  answer: string | null | undefined,
): Promise<RestReservation> {
  const body = { code, ...(answer ? { answer } : {}) };
  const reply =
    kind === 'confirm'
      ? await api.post('/api/v1/reservations/confirm-by-code', { body })
      : await api.post('/api/v1/reservations/decline-by-code', { body });
  return reply.data.reservation;
}

/**
 * With `placeId`, the place's reservations (its staff; listed ones become viewed unless
 * `markViewed` is false); without, the caller's own.
 */
export async function listReservations(
  api: TavolaApi,
  placeId: string | null,
  offset: number,
  limit: number,
  markViewed = true,
): Promise<RestReservation[]> {
  return (
    await api.get('/api/v1/reservations', {
      query: {
        ...(placeId ? { place_id: placeId } : {}),
        ...(markViewed ? {} : { mark_viewed: false }),
        offset,
        limit,
      },
    })
  ).data.reservations;
}

export async function reservationSettings(
  api: TavolaApi,
  placeId: string,
): Promise<RestReservationSettings> {
  return (await api.get('/api/v1/places/{placeId}/reservation-settings', { path: { placeId } }))
    .data.settings;
}

export async function updateReservationSettings(
  api: TavolaApi,
  placeId: string,
  body: ReservationSettingsBody,
): Promise<RestReservationSettings> {
  return (
    await api.patch('/api/v1/places/{placeId}/reservation-settings', { path: { placeId }, body })
  ).data.settings;
}
