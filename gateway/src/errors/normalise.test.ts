import { describe, expect, it } from 'vitest';
import { OPERATION_ERROR_MESSAGES } from '../messages.js';
import { gatewayError, invalidInput, normaliseUpstreamError } from './normalise.js';

function apiError(httpStatus: number, status: string, message: string, data: object = {}) {
  return {
    kind: 'response' as const,
    httpStatus,
    body: { code: httpStatus, status, messageUI: { message }, data },
  };
}

describe('normaliseUpstreamError, row by row of SPEC section 8', () => {
  it.each([
    [403, 'Forbidden', 'FORBIDDEN', 'No permissions to perform action'],
    [401, 'Unauthorized', 'UNAUTHENTICATED', 'Authorization is required'],
    [500, 'GeneralInternalError', 'INTERNAL_SERVER_ERROR', 'There was an error on the server'],
    [503, 'LogicalError', 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable'],
    [422, 'UserAlreadyExist', 'USER_ALREADY_EXIST', 'Profile with such email already exists'],
    [422, 'PasswordExpired', 'PASSWORD_EXPIRED', 'The temporary code is outdated'],
    [422, 'CredentialsMismatch', 'CREDENTIALS_MISMATCH', 'Incorrect password or email'],
    [422, 'OldPasswordMismatch', 'OLD_PASSWORD_MISMATCH', 'Incorrect old password'],
    [400, 'OldPasswordMismatch', 'OLD_PASSWORD_MISMATCH', 'Incorrect old password'],
    [422, 'UserNotExist', 'USER_NOT_EXIST', 'The profile with such email does not exist'],
    [422, 'SlugAlreadyExist', 'SLUG_ALREADY_EXIST', 'This link is already taken'],
  ])('%i %s becomes %s with the SPEC message', (httpStatus, status, code, message) => {
    const error = normaliseUpstreamError(apiError(httpStatus, status, 'server wording'));

    expect(error.message).toBe(message);
    expect(error.extensions).toEqual({ code, status, httpStatus, message });
  });

  it.each([
    {
      name: '404 RecordNotFound keeps the api message (which empty state) and says NOT_FOUND',
      upstream: apiError(404, 'RecordNotFound', 'Message not found'),
      extensions: {
        code: 'NOT_FOUND',
        status: 'RecordNotFound',
        httpStatus: 404,
        message: 'Message not found',
      },
    },
    {
      name: '400 FieldInvalid carries the field errors',
      upstream: apiError(400, 'FieldInvalid', 'The limit is invalid', {
        errors: { limit: 'Too big' },
      }),
      extensions: {
        code: 'BAD_USER_INPUT',
        status: 'FieldInvalid',
        httpStatus: 400,
        message: 'The limit is invalid',
        fieldErrors: { limit: 'Too big' },
      },
    },
    {
      name: 'a connection failure or timeout becomes the fake 555',
      upstream: {
        kind: 'unreachable' as const,
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      },
      extensions: {
        code: 'UPSTREAM_UNREACHABLE',
        status: 'NoConnection',
        httpStatus: 555,
        message: 'There is no Internet connection',
      },
    },
    {
      name: '429 LogicalError (too many wrong passwords) keeps the api wording and the wait',
      upstream: apiError(429, 'LogicalError', 'Too many wrong passwords. Try again in 900 sec', {
        timeout: 900,
      }),
      extensions: {
        code: 'TOO_MANY_REQUESTS',
        status: 'LogicalError',
        httpStatus: 429,
        message: 'Too many wrong passwords. Try again in 900 sec',
        timeout: 900,
      },
    },
  ])('$name', ({ upstream, extensions }) => {
    expect(normaliseUpstreamError(upstream).extensions).toEqual(extensions);
  });

  it.each([
    {
      name: '404 without a body says Page not found',
      upstream: { kind: 'response' as const, httpStatus: 404, body: '' },
      extensions: { code: 'NOT_FOUND', status: 'RecordNotFound', message: 'Page not found' },
    },
    {
      name: '422 ResendSmsTemporaryBlocked carries the timeout in seconds',
      upstream: apiError(422, 'ResendSmsTemporaryBlocked', 'blocked', { timeout: 27 }),
      extensions: {
        code: 'RESEND_SMS_TEMPORARY_BLOCKED',
        message: 'Repeated sending SMS temporarily locked',
        timeout: 27,
      },
    },
    {
      name: 'an unknown failure gets the SPEC default message',
      upstream: { kind: 'response' as const, httpStatus: 418, body: null },
      extensions: { httpStatus: 418, message: 'There was an error' },
    },
    {
      name: 'a 422 LogicalError keeps the api wording instead of the 503 text',
      upstream: apiError(422, 'LogicalError', 'Cannot follow yourself'),
      extensions: { code: 'LOGICAL_ERROR', httpStatus: 422, message: 'Cannot follow yourself' },
    },
  ])('$name', ({ upstream, extensions }) => {
    expect(normaliseUpstreamError(upstream).extensions).toMatchObject(extensions);
  });

  it('a proxy answering 502 or 504 without our envelope also means the api is out of reach', () => {
    for (const httpStatus of [502, 504]) {
      const error = normaliseUpstreamError({ kind: 'response', httpStatus, body: '<html>' });
      expect(error.extensions).toMatchObject({ httpStatus: 555, status: 'NoConnection' });
    }
  });

  it('operation wording wins where SPEC ties the message to the operation', () => {
    const temporary = normaliseUpstreamError(
      apiError(422, 'CredentialsMismatch', 'x'),
      OPERATION_ERROR_MESSAGES.loginByTemporaryPassword,
    );
    const publish = normaliseUpstreamError(
      apiError(422, 'LogicalError', 'x'),
      OPERATION_ERROR_MESSAGES.publishPlace,
    );

    expect(temporary.extensions.message).toBe('Incorrect code or email');
    expect(publish.extensions.message).toBe('The place has already been published');
  });
});

describe('gateway-made errors', () => {
  it('invalidInput has the shape of the api FieldInvalid', () => {
    expect(invalidInput({ limit: 'Must be from 1 to 100' }).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      status: 'FieldInvalid',
      httpStatus: 400,
      message: 'Must be from 1 to 100',
      fieldErrors: { limit: 'Must be from 1 to 100' },
    });
  });

  it('gatewayError derives the code from the status', () => {
    expect(
      gatewayError({ status: 'Forbidden', httpStatus: 403, message: 'm' }).extensions.code,
    ).toBe('FORBIDDEN');
  });
});
