import express, { Router } from 'express';
import { z } from 'zod';
import { accountOf } from './account.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { ApiError, found } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { parseQuery, queryString } from '../http/query.js';
import type { ImageStorage } from '../image/storage.js';
import {
  accountLimits,
  ErrorStatus,
  fieldMessages,
  messages,
  reservationLimits,
  reservationMessages,
} from '../messages.js';
import { integerField } from '../http/form-fields.js';
import { hexId } from '../http/hex-id.js';
import { bookableTime } from '../reservation/booking-availability.js';
import { requestReservationCode } from '../reservation/hold-requests.js';
import { dateTimeField } from '../reservation/reservation-fields.js';
import { findUserByContact, findUserById } from '../user/user-repository.js';
import { type UserRecord } from '../refs/user-json.js';
import {
  changePassword,
  requestCode,
  restorePassword,
  signInByCode,
  signOut,
} from './auth-actions.js';
import { requireAuth } from '../auth/authenticate.js';
import { signIn } from '../auth/sign-in.js';
import type { CodePurpose, NewCodeResult } from '../auth/code-repository.js';
import type { CodeSender } from '../auth/code-sender.js';
import {
  channelOf,
  contactFields,
  contactOf,
  requireOneContact,
  targetOf,
  type Contact,
} from '../auth/contact.js';
import { createCodeSendLimiter } from '../auth/code-send-limiter.js';
import { createLoginLimiter } from '../auth/login-limiter.js';
import { hashPassword, verifyNothing, verifyPassword } from '../auth/password.js';
import { createPasswordQueue } from '../auth/password-queue.js';

/** Auth forms arrive as JSON or as classic form posts (SPEC section 7: 'form with phone'). */
const formBody = express.urlencoded({ extended: false, limit: '16kb' });

const codeField = queryString()
  .trim()
  .regex(new RegExp(`^\\d{${accountLimits.codeLength}}$`), fieldMessages.code);

const passwordField = queryString()
  .min(1, fieldMessages.required)
  .max(accountLimits.passwordMaxLength, fieldMessages.tooLong(accountLimits.passwordMaxLength));

const requestCodeBody = z
  .object({
    ...contactFields,
    type: z
      .enum(['login', 'registration', 'reservation'], { error: () => fieldMessages.invalid })
      .optional(),
    // A booking's code may hold a table meanwhile (docs/booking.md).
    place_id: queryString().trim().regex(hexId, fieldMessages.id).optional(),
    datetime: dateTimeField.optional(),
    guests_count: integerField(1, reservationLimits.maxGuests).optional(),
  })
  .superRefine(requireOneContact)
  .superRefine((value, ctx) => {
    const hold = [value.place_id, value.datetime, value.guests_count];
    if (hold.some((part) => part !== undefined) && hold.some((part) => part === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['place_id'],
        message: reservationMessages.holdNeedsAll,
      });
    }
    if ((value.type === 'reservation' || hold.some((part) => part !== undefined)) && !value.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: fieldMessages.required });
    }
  });
const temporaryLoginBody = z
  .object({ ...contactFields, password: codeField })
  .superRefine(requireOneContact);
const permanentLoginBody = z
  .object({ ...contactFields, password: passwordField })
  .superRefine(requireOneContact);
const requestPasswordBody = z.object(contactFields).superRefine(requireOneContact);
const restorePasswordBody = z
  .object({ ...contactFields, code: codeField, password: passwordField })
  .superRefine(requireOneContact);
const changePasswordBody = z.object({
  // Accounts made by a code have no password yet; for them the old one is not asked.
  oldPassword: queryString().max(accountLimits.passwordMaxLength).optional(),
  password: passwordField,
});

/** Like parseQuery on the body, with the UI message the SPEC gives this form's 400. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown, message?: string): z.output<S> {
  try {
    return parseQuery(schema, body ?? {});
  } catch (error) {
    if (message && error instanceof ApiError) {
      throw new ApiError(error.status, { message, httpCode: error.httpCode, data: error.data });
    }
    throw error;
  }
}

function codeError(reason: 'mismatch' | 'expired'): ApiError {
  return reason === 'expired'
    ? new ApiError(ErrorStatus.PasswordExpired)
    : new ApiError(ErrorStatus.CredentialsMismatch, { message: messages.incorrectCode });
}

export interface AuthDeps {
  db: Database;
  storage: ImageStorage;
  config: Config;
  sender: CodeSender;
}

export function authRoutes({ db, storage, config, sender }: AuthDeps): Router {
  const router = Router();
  const loginLimiter = createLoginLimiter(db);
  const codeSends = createCodeSendLimiter(db, config.codeSends);
  // Every scrypt of this api waits for a slot here (logins, password changes and restores).
  const passwords = createPasswordQueue();

  /** The login answer: the account with a fresh token. */
  async function signedIn(user: UserRecord, accessToken: string) {
    return { accessToken, ...(await accountOf(db, storage, user)) };
  }

  async function loadUser(id: string): Promise<UserRecord> {
    return found(await findUserById(db, id), ApiError.internal);
  }

  /**
   * Creates and sends a code, or refuses with ResendSmsTemporaryBlocked and the wait: the
   * contact's resend timer, or the caller's address or everyone together sent too many this hour.
   */
  async function sendNewCode(
    contact: Contact,
    purpose: CodePurpose,
    ip: string | undefined,
    create: () => Promise<NewCodeResult> = () => requestCode(db, contact, purpose, config.now()),
  ): Promise<number> {
    const giveBack = await codeSends.reserve(ip);
    const result = await create().catch(async (error: unknown) => {
      await giveBack();
      throw error;
    });
    if (!result.sent) {
      await giveBack();
      throw new ApiError(ErrorStatus.ResendSmsTemporaryBlocked, {
        data: { timeout: result.timeout },
      });
    }
    await sender.sendCode(
      channelOf(contact),
      targetOf(contact),
      messages.codeText(result.code),
      result.code,
    );
    return result.timeout;
  }

  router.post('/request-code', formBody, async (req, res) => {
    const body = parseBody(requestCodeBody, req.body);
    const contact = contactOf(body);
    // The SPEC's one account-existence answer: registration of a taken phone or e-mail.
    if (body.type === 'registration' && (await findUserByContact(db, contact))) {
      throw new ApiError(ErrorStatus.UserAlreadyExist);
    }
    if (body.phone !== undefined && (body.type === 'reservation' || body.place_id !== undefined)) {
      // A booking's code: it lives as long as the table it may hold.
      const phone = body.phone;
      const now = config.now();
      const hold =
        body.place_id !== undefined &&
        body.datetime !== undefined &&
        body.guests_count !== undefined
          ? {
              slot: await bookableTime(db, body.place_id, body.datetime, body.guests_count, now),
              guestsCount: body.guests_count,
              address: req.ip ?? null,
            }
          : null;
      const timeout = await sendNewCode(contact, 'reservation', req.ip, () =>
        requestReservationCode(db, phone, hold, config.holds, now),
      );
      sendData(res, { timeout });
      return;
    }
    const timeout = await sendNewCode(
      contact,
      body.type === 'registration' ? 'registration' : 'login',
      req.ip,
    );
    sendData(res, { timeout });
  });

  router.post('/auth/login-by-temporary-password', formBody, async (req, res) => {
    const body = parseBody(temporaryLoginBody, req.body, messages.incorrectCode);
    const result = await signInByCode(db, contactOf(body), body.password, config.now());
    if (!result.ok) throw codeError(result.reason);
    sendData(res, await signedIn(await loadUser(result.userId), result.token));
  });

  router.post('/auth/login-by-permanent-password', formBody, async (req, res) => {
    const body = parseBody(permanentLoginBody, req.body);
    const contact = contactOf(body);
    // Counted per contact whether or not it has an account, so the block says nothing about that.
    const attempt = await loginLimiter.reserve(targetOf(contact), req.ip);
    const user = await findUserByContact(db, contact);
    let matches: boolean;
    try {
      matches = await passwords.run(() =>
        user?.password_hash
          ? verifyPassword(body.password, user.password_hash)
          : verifyNothing(body.password, config.passwordCost),
      );
    } catch (error) {
      await attempt.cancel();
      throw error;
    }
    if (!user || !matches) throw new ApiError(ErrorStatus.CredentialsMismatch);
    await attempt.succeeded();
    sendData(res, await signedIn(user, await signIn(db, user.id)));
  });

  router.post('/auth/logout', async (req, res) => {
    const { token, userId } = requireAuth(req);
    await signOut(db, userId, token);
    sendData(res, { ok: true });
  });

  router.post('/auth/change-password', formBody, async (req, res) => {
    const { userId } = requireAuth(req);
    const body = parseBody(changePasswordBody, req.body);
    const user = await loadUser(userId);
    const oldMatches = user.password_hash
      ? await passwords.run(() => verifyPassword(body.oldPassword ?? '', user.password_hash ?? ''))
      : true;
    if (!oldMatches) throw new ApiError(ErrorStatus.OldPasswordMismatch);
    await changePassword(
      db,
      userId,
      await passwords.run(() => hashPassword(body.password, config.passwordCost)),
    );
    sendData(res, { ok: true });
  });

  router.post('/auth/request-password', formBody, async (req, res) => {
    const contact = contactOf(parseBody(requestPasswordBody, req.body));
    if (!(await findUserByContact(db, contact))) throw new ApiError(ErrorStatus.UserNotExist);
    const timeout = await sendNewCode(contact, 'restore', req.ip);
    sendData(res, { timeout });
  });

  router.post('/auth/restore-password', formBody, async (req, res) => {
    const body = parseBody(restorePasswordBody, req.body, messages.incorrectCode);
    const contact = contactOf(body);
    // Hashed before the transaction: scrypt is slow and the code lock should be short.
    const passwordHash = await passwords.run(() =>
      hashPassword(body.password, config.passwordCost),
    );
    const result = await restorePassword(db, contact, body.code, passwordHash, config.now());
    if (!result.ok) throw codeError(result.reason);
    sendData(res, await signedIn(await loadUser(result.userId), result.token));
  });

  return router;
}
