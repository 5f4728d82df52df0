import { GraphQLError } from 'graphql';
import { DEFAULT_ERROR_MESSAGE, ERROR_MESSAGES, NO_CONNECTION_HTTP_STATUS } from '../messages.js';
import { isRecord } from '../rest/json-value.js';

/** What every GraphQL error of ours carries in `extensions` (docs/conventions.md). */
export interface ErrorExtensions {
  code: string;
  status: string;
  httpStatus: number;
  message: string;
  fieldErrors?: Record<string, string>;
  timeout?: number;
}

/** How an upstream call failed, before it becomes a GraphQL error. */
export type UpstreamFailure =
  { kind: 'response'; httpStatus: number; body: unknown } | { kind: 'unreachable'; cause: unknown };

/** Per-operation wording, keyed by the api's status string (see OPERATION_ERROR_MESSAGES). */
export type MessageOverrides = Readonly<Partial<Record<string, string>>>;

// The statuses SPEC section 8 treats generically: their GraphQL code follows the HTTP code. Every
// other SPEC status is specific and becomes its own SCREAMING_CASE code.
const GENERIC_STATUSES = new Set([
  'Forbidden',
  'Unauthorized',
  'RecordNotFound',
  'FieldInvalid',
  'LogicalError',
  'GeneralInternalError',
  'NoConnection',
]);

const CODE_BY_HTTP: Readonly<Record<number, string>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  // Too many wrong passwords (accounts): the api's wording says how long to wait.
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
  [NO_CONNECTION_HTTP_STATUS]: 'UPSTREAM_UNREACHABLE',
};

// When the body has no status string (a proxy answered, or an unknown route), the HTTP code decides.
const STATUS_BY_HTTP: Readonly<Record<number, string>> = {
  400: 'FieldInvalid',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'RecordNotFound',
  500: 'GeneralInternalError',
  503: 'LogicalError',
};

// A proxy in front of the api answering "bad gateway" or "gateway timeout" means the api is out of
// reach, which the SPEC shows as its fake 555.
const UNREACHABLE_HTTP = new Set([502, 504]);

// For these the api's own message is more precise than the SPEC's generic one (which empty state,
// which field, which business rule), so it wins when present.
const SERVER_WORDED = new Set(['RecordNotFound', 'FieldInvalid']);

/**
 * The one place where an upstream failure becomes a GraphQL error: status codes and SPEC status
 * strings, timeouts and connection errors (SPEC's fake 555) alike.
 */
export function normaliseUpstreamError(
  failure: UpstreamFailure,
  overrides: MessageOverrides = {},
): GraphQLError {
  if (
    failure.kind === 'unreachable' ||
    (UNREACHABLE_HTTP.has(failure.httpStatus) && readEnvelope(failure.body).status === undefined)
  ) {
    return gatewayError({
      status: 'NoConnection',
      httpStatus: NO_CONNECTION_HTTP_STATUS,
      message: ERROR_MESSAGES.NoConnection,
    });
  }
  const envelope = readEnvelope(failure.body);
  const status =
    envelope.status ?? STATUS_BY_HTTP[failure.httpStatus] ?? defaultStatus(failure.httpStatus);
  const specMessage = specMessageFor(status, failure.httpStatus);
  const message =
    overrides[status] ??
    (SERVER_WORDED.has(status) ? (envelope.message ?? specMessage) : specMessage) ??
    envelope.message ??
    DEFAULT_ERROR_MESSAGE;
  return gatewayError({
    status,
    httpStatus: failure.httpStatus,
    message,
    fieldErrors: envelope.fieldErrors,
    timeout: envelope.timeout,
  });
}

/** Builds an error with the contract's extensions; also used for the gateway's own checks. */
export function gatewayError(input: {
  status: string;
  httpStatus: number;
  message: string;
  fieldErrors?: Record<string, string> | undefined;
  timeout?: number | undefined;
  code?: string;
}): GraphQLError {
  const extensions: ErrorExtensions = {
    code: input.code ?? codeFor(input.status, input.httpStatus),
    status: input.status,
    httpStatus: input.httpStatus,
    message: input.message,
  };
  if (input.fieldErrors !== undefined) extensions.fieldErrors = input.fieldErrors;
  if (input.timeout !== undefined) extensions.timeout = input.timeout;
  return new GraphQLError(input.message, { extensions: { ...extensions } });
}

/** The gateway's own input check failed (same shape as the api's 400 FieldInvalid). */
export function invalidInput(fieldErrors: Record<string, string>): GraphQLError {
  return gatewayError({
    status: 'FieldInvalid',
    httpStatus: 400,
    message: Object.values(fieldErrors)[0] ?? DEFAULT_ERROR_MESSAGE,
    fieldErrors,
  });
}

/** The caller must be signed in (the api's 401, raised by the gateway itself). */
/** The HTTP status an error of the gateway (or one the api answered) carries, when it has one. */
export function httpStatusOf(error: unknown): number | undefined {
  return (error as { extensions?: Partial<ErrorExtensions> } | null)?.extensions?.httpStatus;
}

export function authorizationRequired(): GraphQLError {
  return gatewayError({
    status: 'Unauthorized',
    httpStatus: 401,
    message: ERROR_MESSAGES.Unauthorized,
  });
}

/** A record that should exist is absent (for example a place's category id is unknown). */
export function recordNotFound(what: string): GraphQLError {
  return gatewayError({ status: 'RecordNotFound', httpStatus: 404, message: `${what} not found` });
}

interface Envelope {
  status?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
  timeout?: number;
}

// The api's error envelope: { code, status, messageUI: { message }, data: { errors?, timeout? } }.
// Read defensively: a proxy in between may answer with HTML or nothing at all.
function readEnvelope(body: unknown): Envelope {
  if (!isRecord(body)) return {};
  const envelope: Envelope = {};
  if (typeof body.status === 'string' && body.status !== '') envelope.status = body.status;
  if (isRecord(body.messageUI) && typeof body.messageUI.message === 'string') {
    envelope.message = body.messageUI.message;
  }
  if (isRecord(body.data)) {
    const { errors, timeout } = body.data;
    if (isRecord(errors)) {
      const fieldErrors = Object.fromEntries(
        Object.entries(errors).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      if (Object.keys(fieldErrors).length > 0) envelope.fieldErrors = fieldErrors;
    }
    if (typeof timeout === 'number') envelope.timeout = timeout;
  }
  return envelope;
}

function defaultStatus(httpStatus: number): string {
  return httpStatus >= 500 ? 'GeneralInternalError' : 'LogicalError';
}

function codeFor(status: string, httpStatus: number): string {
  if (!GENERIC_STATUSES.has(status)) return screamingCase(status);
  // Field errors are the caller's input whatever the code: 400, or the booking calls' 422.
  if (status === 'FieldInvalid') return 'BAD_USER_INPUT';
  return (
    CODE_BY_HTTP[httpStatus] ??
    (httpStatus >= 500 ? 'INTERNAL_SERVER_ERROR' : screamingCase(status))
  );
}

// 'The service is temporarily unavailable' is SPEC's text for 503 LogicalError only; a LogicalError
// with another code (a broken business rule) keeps the api's wording.
function specMessageFor(status: string, httpStatus: number): string | undefined {
  if (status === 'LogicalError' && httpStatus !== 503) return undefined;
  return (ERROR_MESSAGES as Readonly<Record<string, string>>)[status];
}

function screamingCase(status: string): string {
  return status.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}
