// Every user-facing string and SPEC constant of the gateway lives here (SPEC sections 8 and 9;
// typos corrected as DESIGN.md lists).

import { statusMessages } from '@tavola/server-kit/status-messages';

/** UI messages of SPEC section 8, by the api's status string (or our fake `NoConnection`). */
export const ERROR_MESSAGES = {
  ...statusMessages,
  FieldInvalid: 'There was an error',
  NoConnection: 'There is no Internet connection',
} as const;

/** SPEC section 8 "default": any failure the table does not name. */
export const DEFAULT_ERROR_MESSAGE = 'There was an error';

/** A request body over the gateway's body limit (413). */
export const BODY_TOO_LARGE_MESSAGE = 'Request body too large';

/**
 * Messages that depend on the operation, not only on the status (SPEC section 8). Resolvers of
 * those operations pass one of these to the REST client as `messages`.
 */
export const OPERATION_ERROR_MESSAGES = {
  loginByTemporaryPassword: {
    FieldInvalid: 'Incorrect code or email',
    CredentialsMismatch: 'Incorrect code or email',
  },
  loginByPermanentPassword: { CredentialsMismatch: 'Incorrect password or email' },
  changePassword: {
    FieldInvalid: 'The entered data is wrong',
    OldPasswordMismatch: 'Incorrect old password',
  },
  publishPlace: { LogicalError: 'The place has already been published' },
} as const;

/** The status of SPEC's fake 555: the api could not be reached or did not answer in time. */
export const NO_CONNECTION_HTTP_STATUS = 555;

/** Field errors the gateway itself raises before calling the api. */
export const FIELD_MESSAGES = {
  limitRange: (min: number, max: number) => `Must be from ${min} to ${max}`,
  offsetRange: 'Must be 0 or more',
  idsRange: (max: number) => `At most ${max} ids`,
  /** moderatePlace: an admin publishes or unpublishes; ON_MODERATION is no decision. */
  moderationDecision: 'Set PUBLISHED or UNPUBLISHED',
  /** A text holding U+0000 or a lone surrogate, which the api's database cannot keep. */
  unsafeText: 'The text contains characters that are not allowed',
} as const;

/** A subscribe past WS_SUBSCRIPTIONS_PER_SOCKET on one WebSocket (a graphql-ws error, 429). */
export const TOO_MANY_SUBSCRIPTIONS = 'Too many subscriptions on one connection';
/** The close of a WebSocket past WS_SOCKETS_PER_ADDRESS from one address. */
export const CLOSE_TOO_MANY_SOCKETS = { code: 4429, reason: 'Too many connections' } as const;

/** The api's code for a refused text, which the gateway gives too when it refuses one itself. */
export const TEXT_REFUSED_HTTP_STATUS = 422;

/** A number literal too large to be a finite number (a validation error, before any api call). */
export const NON_FINITE_NUMBER = (literal: string) =>
  `Number cannot represent a non-finite value: ${literal}`;

/**
 * The longest path with query string the gateway sends the api. Node's HTTP server refuses a
 * request head over 16 KiB (431) before any route sees it, so a longer one (a huge search text)
 * is refused here as a bad argument, without a call.
 */
export const UPSTREAM_PATH_MAX_LENGTH = 8 * 1024;

/**
 * The longest bearer token the gateway passes on. The api's are 43 characters; a longer one can
 * only be refused, and one of many kilobytes would be refused by the api's HTTP server (431)
 * rather than as an unknown token.
 */
export const BEARER_TOKEN_MAX_LENGTH = 1024;

/** SPEC section 9: list pages ask limit+1; the api serves at most 100 per call. */
export const PAGE_LIMITS = { min: 1, max: 100 } as const;

export const WEB_APP_NOT_BUILT =
  'The web app is not built yet. Run `npm run build -w web` (or `npm start`) and reload.';
export const UPLOAD_UNAVAILABLE = 'The image is unavailable right now.';

// Accounts.
/** Mutations that send a one-time code by SMS or e-mail: at most one per operation. */
export const CODE_SENDING_MUTATIONS = [
  'requestCode',
  'requestPasswordRestore',
  'requestReservationCode',
] as const;
/** SPEC section 9: the resend timer, told with a refused code request. */
export const CODE_RESEND_SECONDS = 30;
/** SPEC section 3: a person without names is shown as 'User' plus the id. */
export const UNNAMED_USER_PREFIX = 'User';
/** Page size of `users` when the query does not say (SPEC section 9, show-more page). */
export const USER_PAGE_DEFAULT_LIMIT = 5;

// Posts, comments, likes and follows.
/** `posts`: 1 to 50 a page, 10 when the query does not say (schema/post.graphql). */
export const POST_PAGE_LIMITS = { min: 1, max: 50, default: 10 } as const;
/** `comments`: 1 to 50 a page, 20 by default (schema/comment.graphql). */
export const COMMENT_PAGE_LIMITS = { min: 1, max: 50, default: 20 } as const;
/** SPEC section 9: likers come 20 a page. */
export const LIKE_PAGE_SIZE = 20;
/** Followers and followed people and places, 20 a page unless the query says. */
export const FOLLOW_PAGE_DEFAULT_LIMIT = 20;
/**
 * Largest body `POST /images` takes: the api's 10 MB image (SPEC section 5) plus room for the
 * multipart framing. Bigger bodies are refused before they reach the api.
 */
export const IMAGE_UPLOAD_MAX_MEGABYTES = 10;
export const IMAGE_UPLOAD_BODY_LIMIT_BYTES = (IMAGE_UPLOAD_MAX_MEGABYTES + 1) * 1024 * 1024;
/** The api's own wording for an image over the limit, for bodies the gateway refuses itself. */
export const IMAGE_TOO_LARGE = `The image must be at most ${IMAGE_UPLOAD_MAX_MEGABYTES} MB`;

// Notifications (docs/live-events.md).
/** The notification lists' page when the client names none (schema default). */
export const NOTIFICATION_PAGE_DEFAULT_LIMIT = 20;

// Chats and messages.
/** The chat lists' page when the client names none (schema default). */
export const CHAT_PAGE_DEFAULT_LIMIT = 20;
/** A chat's messages page when the client names none; SPEC section 9's viewed check reads 20. */
export const MESSAGE_PAGE_DEFAULT_LIMIT = 20;

/** A subscription asked over plain HTTP (subscriptions need the WebSocket on `/graphql`). */
export const SUBSCRIPTION_NEEDS_SOCKET = 'Subscriptions need the WebSocket on /graphql';

/** The booking lists' default page (the schema's default too). */
export const RESERVATION_PAGE_DEFAULT_LIMIT = 5;
