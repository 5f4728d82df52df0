import { Router, type Request } from 'express';
import { z } from 'zod';
import { hasOutletAccess } from '../access/rules.js';
import { outletFacts, requireViewer } from '../access/viewer.js';
import { signIn } from '../auth/sign-in.js';
import { requireAuth } from '../auth/authenticate.js';
import { phoneField } from '../auth/contact.js';
import type { CodeSender } from '../auth/code-sender.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { fieldsOf, formBody, integerField } from '../http/form-fields.js';
import { hexId } from '../http/hex-id.js';
import { parseQuery, queryString } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import {
  accountLimits,
  fieldMessages,
  reservationLimits,
  reservationMessages,
} from '../messages.js';
import { bookingInvalid } from './booking-availability.js';
import { dateTimeField } from './reservation-fields.js';
import { reservationsJson } from './reservation-json.js';
import { requirePlaceStaff } from './reservation-routes.js';
import { isDate } from './reservation-time.js';
import {
  acceptOffer,
  declineOffer,
  joinWaitlist,
  leaveWaitlist,
  lineTimes,
  type WaitlistDeps,
} from './waitlist-actions.js';
import { waitlistJson } from './waitlist-json.js';
import { entriesOfUser, lineOfDay, type WaitlistRow } from './waitlist-repository.js';

const joinBody = z.object({
  place_id: queryString().trim().regex(hexId, fieldMessages.id),
  datetime: dateTimeField,
  // The last time of a range ("any time from 19:00 to 21:00"); absent for one time.
  until: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    dateTimeField.optional(),
  ),
  guests_count: integerField(1, reservationLimits.maxGuests),
  name: queryString()
    .trim()
    .min(1, fieldMessages.required)
    .max(reservationLimits.nameMaxLength, fieldMessages.tooLong(reservationLimits.nameMaxLength)),
  phone: phoneField,
  code: queryString()
    .trim()
    .regex(new RegExp(`^\\d{${accountLimits.codeLength}}$`), fieldMessages.code),
});

const lineQuery = z.object({
  place_id: queryString().trim().regex(hexId, fieldMessages.id).optional(),
  date: queryString().refine(isDate, reservationMessages.date).optional(),
});

/** The join form's fields: 422 with an error per field, as the booking form. */
function parseJoin(body: unknown): z.output<typeof joinBody> {
  try {
    return parseQuery(joinBody, body);
  } catch (error) {
    if (error instanceof ApiError && error.data.errors) throw bookingInvalid(error.data.errors);
    throw error;
  }
}

function entryId(req: Request): string {
  const id = String(req.params.id);
  if (!hexId.test(id)) throw ApiError.notFound();
  return id;
}

export interface WaitlistRouteDeps {
  db: Database;
  storage: ImageStorage;
  config: Pick<Config, 'now' | 'holds'>;
  sender: CodeSender;
}

export function waitlistRoutes({ db, storage, config, sender }: WaitlistRouteDeps): Router {
  const router = Router();
  const deps: WaitlistDeps = { db, storage, sender, holds: config.holds };

  const entryJson = async (req: Request, row: WaitlistRow) => {
    const [entry] = await waitlistJson(db, storage, [row], req.auth?.userId ?? null);
    return entry;
  };

  router.post('/waitlist', formBody, async (req, res) => {
    const body = parseJoin(fieldsOf(req));
    const now = config.now();
    const input = {
      placeId: body.place_id,
      from: body.datetime,
      to: body.until ?? body.datetime,
      guestsCount: body.guests_count,
      name: body.name,
      phone: body.phone,
      code: body.code,
      address: req.ip ?? null,
    };
    const times = await lineTimes(db, input, now);
    const row = await joinWaitlist(deps, input, times, req.auth?.userId ?? null, now);
    // As a booking does, the phone's code signs a visitor in: the offer is theirs to accept.
    const accessToken = req.auth ? undefined : await signIn(db, row.user_id);
    sendData(
      res,
      { entry: await entryJson(req, row), ...(accessToken ? { accessToken } : {}) },
      201,
    );
  });

  router.get('/waitlist', async (req, res) => {
    const query = parseQuery(lineQuery, req.query);
    if (query.place_id !== undefined) {
      const { viewer, place } = await requirePlaceStaff(db, req, query.place_id);
      if (query.date === undefined) {
        throw ApiError.fieldInvalid({ date: fieldMessages.required });
      }
      const rows = await lineOfDay(db, place.id, query.date);
      sendData(res, { entries: await waitlistJson(db, storage, rows, viewer.id) });
      return;
    }
    const { userId } = requireAuth(req);
    const rows = await entriesOfUser(db, userId);
    sendData(res, { entries: await waitlistJson(db, storage, rows, userId) });
  });

  router.delete('/waitlist/:id', async (req, res) => {
    const id = entryId(req);
    const viewer = requireViewer(req);
    const row = await leaveWaitlist(
      deps,
      id,
      async (tx, entry) => {
        if (entry.user_id === viewer.id) return { userId: viewer.id, isStaff: false };
        const facts = await outletFacts(tx, viewer, [
          { placeId: entry.place_id, organisationId: null },
        ]);
        return hasOutletAccess(viewer, facts.get(entry.place_id) ?? null)
          ? { userId: viewer.id, isStaff: true }
          : null;
      },
      config.now(),
    );
    sendData(res, { entry: await entryJson(req, row) });
  });

  router.post('/waitlist/:id/accept', async (req, res) => {
    const id = entryId(req);
    const { userId } = requireAuth(req);
    const now = config.now();
    const row = await acceptOffer(deps, id, userId, now);
    const [reservation] = await reservationsJson(db, storage, [row], {
      viewerId: userId,
      withCodes: true,
      now,
    });
    sendData(res, { reservation }, 201);
  });

  router.post('/waitlist/:id/decline', async (req, res) => {
    const id = entryId(req);
    const { userId } = requireAuth(req);
    const row = await declineOffer(deps, id, userId, config.now());
    sendData(res, { entry: await entryJson(req, row) });
  });

  return router;
}
