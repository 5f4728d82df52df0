import { describe, expect, it } from 'vitest';
import { IMAGE_TOO_LARGE } from '../messages.js';
import { envelopeOf, refusalBeforeBody } from './image-upload.js';

const LIMIT = 1000;
const signedIn = { host: 'tavola.test', cookie: 'tavola_token=abc' };
/** A plain-HTTP request with these headers. */
const plain = (headers: Record<string, string>) => ({ headers, socket: {} });

describe('refusalBeforeBody', () => {
  it('lets the gateway own origin, listed origins and non-browser clients through', () => {
    expect(
      refusalBeforeBody(plain({ ...signedIn, origin: 'http://tavola.test' }), [], LIMIT),
    ).toBeNull();
    expect(
      refusalBeforeBody(
        plain({ ...signedIn, origin: 'http://localhost:5173' }),
        ['http://localhost:5173'],
        LIMIT,
      ),
    ).toBeNull();
    expect(
      refusalBeforeBody(plain({ host: 'x', authorization: 'Bearer t' }), [], LIMIT),
    ).toBeNull();
  });

  it('refuses a foreign page that would ride on the cookie', () => {
    expect(
      refusalBeforeBody(plain({ ...signedIn, origin: 'https://evil.test' }), [], LIMIT),
    ).toMatchObject({ httpStatus: 403, status: 'Forbidden' });
    // The gateway's own host under another scheme is another origin.
    expect(
      refusalBeforeBody(plain({ ...signedIn, origin: 'https://tavola.test' }), [], LIMIT),
    ).toMatchObject({ httpStatus: 403 });
  });

  it('refuses a visitor before reading the body', () => {
    expect(refusalBeforeBody(plain({ host: 'tavola.test' }), [], LIMIT)).toMatchObject({
      httpStatus: 401,
      status: 'Unauthorized',
      message: 'Authorization is required',
    });
  });

  it('refuses a declared size over the limit with the api wording on the image field', () => {
    const refusal = refusalBeforeBody(plain({ ...signedIn, 'content-length': '1001' }), [], LIMIT);
    expect(refusal).toMatchObject({ httpStatus: 413, message: IMAGE_TOO_LARGE, field: 'image' });
    expect(
      refusalBeforeBody(plain({ ...signedIn, 'content-length': '1000' }), [], LIMIT),
    ).toBeNull();
  });
});

describe('envelopeOf', () => {
  it('answers in the api error envelope, field errors under data.errors', () => {
    expect(
      envelopeOf({ httpStatus: 413, status: 'FieldInvalid', message: 'Too big', field: 'image' }),
    ).toEqual({
      code: 413,
      status: 'FieldInvalid',
      messageUI: { message: 'Too big' },
      data: { errors: { image: 'Too big' } },
    });
    expect(envelopeOf({ httpStatus: 401, status: 'Unauthorized', message: 'No' }).data).toEqual({});
  });
});
