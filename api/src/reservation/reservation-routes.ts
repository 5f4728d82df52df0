import { Router, type Request, type Response } from 'express';
import { runAction } from '../action/run-action.js';
import type { z } from 'zod';
import { outletFacts, requireViewer, viewerOf } from '../access/viewer.js';
import { hasOutletAccess, type Viewer } from '../access/rules.js';
import type { CodeSender } from '../auth/code-sender.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { ApiError, found } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { fieldsOf, formBody } from '../http/form-fields.js';
import { hexId } from '../http/hex-id.js';
import { parseQuery } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import { ErrorStatus, reservationMessages } from '../messages.js';
import { requireAuth } from '../auth/authenticate.js';
import { signIn } from '../auth/sign-in.js';
import { bookableTime, bookingInvalid } from './booking-availability.js';
import { expireHolds, hasExpiredHolds } from './hold-expiry.js';
import {
  answerAsPlace,
  cancelReservation,
  confirmByGuest,
  createReservation,
} from './reservation-actions.js';
import { reservationsJson } from './reservation-json.js';
import {
  mainOpeningHours,
  placeBookingFacts,
  type PlaceBookingFacts,
} from './place-booking-facts.js';
import {
  markViewed,
  reservationById,
  reservationsPage,
  reservationByLinkCode,
  type ReservationRow,
} from './reservation-repository.js';
import { readSettings, writeSettings } from './reservation-settings.js';
import { beyondHorizon, freeMinutes, readDaySlots, type Slot } from './table-capacity.js';
import { isWithinOpeningHours, nextDate } from './reservation-time.js';
import {
  answerBody,
  intervalsQuery,
  linkQuery,
  listQuery,
  reservationBody,
  settingsBody,
  staffAnswerBody,
} from './reservation-bodies.js';

function parseBooking<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  try {
    return parseQuery(schema, body);
  } catch (error) {
    if (error instanceof ApiError && error.data.errors) throw bookingInvalid(error.data.errors);
    throw error;
  }
}

async function requirePlace(db: Database, placeId: string): Promise<PlaceBookingFacts> {
  if (!hexId.test(placeId)) throw ApiError.notFound();
  return found(await placeBookingFacts(db, placeId));
}

/** Staff of the place with access (owner, manager) or an admin; 403 otherwise. */
export async function requirePlaceStaff(
  db: Database,
  req: Request,
  placeId: string,
): Promise<{ viewer: Viewer; place: PlaceBookingFacts }> {
  const viewer = requireViewer(req);
  const place = await requirePlace(db, placeId);
  const facts = await outletFacts(db, viewer, [{ placeId, organisationId: null }]);
  if (!hasOutletAccess(viewer, facts.get(placeId) ?? null)) {
    throw new ApiError(ErrorStatus.Forbidden);
  }
  return { viewer, place };
}

export interface ReservationDeps {
  db: Database;
  storage: ImageStorage;
  config: Pick<Config, 'now' | 'holds'>;
  sender: CodeSender;
}

/**
 * The day's slots of a place: expired holds are freed first (and announced), so what is read is
 * what a guest can book.
 */
export async function daySlots(
  deps: Pick<ReservationDeps, 'db' | 'storage' | 'sender'> & { holds: Config['holds'] },
  place: PlaceBookingFacts,
  date: string,
  now: Date,
): Promise<Slot[]> {
  if (!place.isReservationsEnabled) return [];
  const { db } = deps;
  // A day past the horizon has no slots (its start, read as UTC, is a day's margin either side).
  if (beyondHorizon(new Date(`${date}T00:00:00Z`), now, place.horizonDays)) return [];
  if (await hasExpiredHolds(db, place.id, now)) await expireHolds(db, now, deps, place.id);
  return readDaySlots(db, place, date, now);
}

export function reservationRoutes({ db, storage, config, sender }: ReservationDeps): Router {
  const router = Router();

  /** Answers one reservation; `withCodes` adds the codes of the guest's links. */
  const sendReservation = async (
    req: Request,
    res: Response,
    row: ReservationRow,
    options: { withCodes: boolean; now: Date; httpCode?: number; accessToken?: string },
  ) => {
    const [reservation] = await reservationsJson(db, storage, [row], {
      viewerId: req.auth?.userId ?? null,
      withCodes: options.withCodes,
      now: options.now,
    });
    sendData(
      res,
      { reservation, ...(options.accessToken ? { accessToken: options.accessToken } : {}) },
      options.httpCode,
    );
  };

  router.get('/places/:placeId/reservation-settings', async (req, res) => {
    const { place } = await requirePlaceStaff(db, req, String(req.params.placeId));
    sendData(res, { settings: await readSettings(db, place.id, place.isReservationsEnabled) });
  });

  router.patch('/places/:placeId/reservation-settings', async (req, res) => {
    const { place } = await requirePlaceStaff(db, req, String(req.params.placeId));
    const body = parseQuery(settingsBody, req.body ?? {});
    const opening = await mainOpeningHours(db, place.id);
    const errors: Record<string, string> = {};
    const seen = new Set<string>();
    for (const [index, time] of body.times.entries()) {
      const key = `${time.dayOfWeek} ${time.time}`;
      if (seen.has(key)) errors[`times.${index}.time`] = reservationMessages.repeatedTime;
      seen.add(key);
      if (!isWithinOpeningHours(opening, time.dayOfWeek, time.time)) {
        errors[`times.${index}.time`] = reservationMessages.outsideOpeningHours;
      }
      const sizes = time.tables.map((group) => group.seats);
      if (new Set(sizes).size !== sizes.length) {
        errors[`times.${index}.tables`] = reservationMessages.repeatedSeats;
      }
    }
    if (Object.keys(errors).length > 0) throw ApiError.fieldInvalid(errors);
    await runAction(db, ({ tx }) =>
      writeSettings(tx, place.id, body.isReservationsEnabled, body.times, {
        cancelCutoffMinutes: body.cancelCutoffMinutes,
        horizonDays: body.horizonDays,
      }),
    );
    sendData(res, { settings: await readSettings(db, place.id, body.isReservationsEnabled) });
  });

  router.get('/places/:placeId/reservation-intervals', async (req, res) => {
    const place = await requirePlace(db, String(req.params.placeId));
    const { date } = parseQuery(intervalsQuery, req.query);
    const now = config.now();
    const [current, next] = await Promise.all([
      daySlots({ db, storage, sender, holds: config.holds }, place, date, now),
      daySlots({ db, storage, sender, holds: config.holds }, place, nextDate(date), now),
    ]);
    sendData(res, { currentDate: freeMinutes(current), nextDate: freeMinutes(next) });
  });

  router.get('/places/:placeId/reservation-slots', async (req, res) => {
    const place = await requirePlace(db, String(req.params.placeId));
    const { date } = parseQuery(intervalsQuery, req.query);
    sendData(res, {
      slots: await daySlots(
        { db, storage, sender, holds: config.holds },
        place,
        date,
        config.now(),
      ),
    });
  });

  router.post('/reservations', formBody, async (req, res) => {
    const body = parseBooking(reservationBody, fieldsOf(req));
    const now = config.now();
    const slot = await bookableTime(db, body.place_id, body.datetime, body.guests_count, now);
    const row = await createReservation(
      db,
      storage,
      sender,
      {
        slot,
        guestsCount: body.guests_count,
        name: body.name,
        phone: body.phone,
        code: body.code,
        zoneChoice: body.zone_choice ?? null,
        comment: body.comment ?? null,
      },
      req.auth?.userId ?? null,
      now,
    );
    // A visitor who booked has just proved the phone by its code: they are signed in by it, so
    // the place's answer and the booking's links are theirs to open.
    const accessToken = req.auth ? undefined : await signIn(db, row.user_id);
    await sendReservation(req, res, row, {
      withCodes: false,
      now,
      httpCode: 201,
      ...(accessToken ? { accessToken } : {}),
    });
  });

  // The guest's links (SPEC section 2: the code sent to the guest). Opening a link's page only
  // reads the booking; these act, after the guest pressed its button.
  router.get('/reservations/by-code', async (req, res) => {
    const { code } = parseQuery(linkQuery, req.query);
    const row = found(await reservationByLinkCode(db, code));
    await sendReservation(req, res, row, { withCodes: true, now: config.now() });
  });

  router.post('/reservations/confirm-by-code', formBody, async (req, res) => {
    const body = parseBooking(answerBody, fieldsOf(req));
    const now = config.now();
    const row = await confirmByGuest(db, body.code, now);
    await sendReservation(req, res, row, { withCodes: true, now });
  });

  router.post('/reservations/decline-by-code', formBody, async (req, res) => {
    const body = parseBooking(answerBody, fieldsOf(req));
    const now = config.now();
    const row = await cancelReservation(
      db,
      storage,
      sender,
      { declineCode: body.code },
      config.holds,
      now,
    );
    await sendReservation(req, res, row, { withCodes: true, now });
  });

  router.post('/reservations/:id/cancel', async (req, res) => {
    const { userId } = requireAuth(req);
    const id = String(req.params.id);
    if (!hexId.test(id)) throw ApiError.notFound();
    const now = config.now();
    const row = await cancelReservation(db, storage, sender, { id, userId }, config.holds, now);
    await sendReservation(req, res, row, { withCodes: false, now });
  });

  // The place's answer, by its staff in the app.
  router.post('/reservations/:id/answer', formBody, async (req, res) => {
    const id = String(req.params.id);
    if (!hexId.test(id)) throw ApiError.notFound();
    const body = parseBooking(staffAnswerBody, fieldsOf(req));
    const existing = found(await reservationById(db, id));
    const { viewer } = await requirePlaceStaff(db, req, existing.place_id);
    const now = config.now();
    const row = await answerAsPlace(
      db,
      storage,
      sender,
      id,
      body.status === 'confirmed',
      body.answer ?? null,
      viewer.id,
      config.holds,
      now,
    );
    await sendReservation(req, res, row, { withCodes: false, now });
  });

  router.get('/reservations', async (req, res) => {
    const query = parseQuery(listQuery, req.query);
    const now = config.now();
    if (query.place_id !== undefined) {
      const { viewer, place } = await requirePlaceStaff(db, req, query.place_id);
      const rows = await reservationsPage(db, 'place_id', place.id, query);
      const reservations = await reservationsJson(db, storage, rows, {
        viewerId: viewer.id,
        withCodes: false,
        now,
      });
      // Answered as they were (isViewed false for the new ones), then seen.
      if (query.mark_viewed) {
        await markViewed(
          db,
          rows.map((row) => row.id),
        );
      }
      sendData(res, { reservations });
      return;
    }
    const viewer = viewerOf(req);
    if (!viewer) throw new ApiError(ErrorStatus.Unauthorized);
    const rows = await reservationsPage(db, 'user_id', viewer.id, query);
    sendData(res, {
      reservations: await reservationsJson(db, storage, rows, {
        viewerId: viewer.id,
        withCodes: false,
        now,
      }),
    });
  });

  return router;
}
