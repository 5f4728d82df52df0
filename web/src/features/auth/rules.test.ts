import { describe, expect, it } from 'vitest';
import { authFailure } from './auth-errors';
import { contactInput, contactText } from './contact';
import { loginOver } from './route-guard';
import { isLoginRequired } from '../../lib/domain/login-required';
import { formatTimer, secondsLeft } from './timer';
import { contactError, loginSchema } from './validation';
import type { AppError } from '../../lib/infra/errors';

const gb = (digits: string) => ({ country: 'GB', digits });

describe('the resend timer', () => {
  it('reads 00:NN', () => {
    expect(formatTimer(30)).toBe('00:30');
    expect(formatTimer(5)).toBe('00:05');
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(75)).toBe('01:15');
  });

  it('counts whole seconds left, never below 0', () => {
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 31_000)).toBe(0);
  });
});

describe('contact validation (SPEC section 5)', () => {
  it('requires the phone, then its mask', () => {
    expect(contactError({ mode: 'phone', phone: gb(''), email: '' })).toEqual({
      field: 'phone',
      message: 'This field is required',
    });
    expect(contactError({ mode: 'phone', phone: gb('44'), email: '' })?.message).toBe(
      'This field is required',
    );
    expect(contactError({ mode: 'phone', phone: gb('4477009'), email: '' })?.message).toBe(
      'The phone must match the mask +44 #### ######',
    );
    expect(contactError({ mode: 'phone', phone: gb('447700900123'), email: '' })).toBeNull();
  });

  it('requires an e-mail that is one', () => {
    const email = (value: string) => contactError({ mode: 'email', phone: gb(''), email: value });
    expect(email('')?.message).toBe('This field is required');
    expect(email('ada@')?.message).toBe('The value entered is not an email');
    expect(email('ada@example.com')).toBeNull();
  });

  it('checks only the field of the chosen mode, and the password when logging in', () => {
    const result = loginSchema.safeParse({
      mode: 'email',
      phone: gb(''),
      email: 'ada@example.com',
      password: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['password']);
  });
});

describe('contacts', () => {
  it('go to the gateway as exactly one of phone and e-mail', () => {
    expect(contactInput({ mode: 'phone', phone: gb('447700900123'), email: 'x@y.z' })).toEqual({
      phone: '447700900123',
    });
    expect(contactInput({ mode: 'email', phone: gb('44'), email: ' ada@example.com ' })).toEqual({
      email: 'ada@example.com',
    });
  });

  it('read in the mask of their country', () => {
    expect(contactText({ mode: 'phone', phone: gb('447700900123'), email: '' })).toBe(
      '+44 7700 900123',
    );
  });
});

function appError(status: string, extra: Partial<AppError> = {}): AppError {
  return {
    httpStatus: 422,
    status,
    code: null,
    message: null,
    fieldErrors: null,
    timeout: null,
    ...extra,
  };
}

describe('auth failures (SPEC section 8)', () => {
  it.each([
    ['CredentialsMismatch', 'loginByPassword', 'phone', 'password', 'Incorrect phone or password'],
    ['CredentialsMismatch', 'loginByPassword', 'email', 'password', 'Incorrect email or password'],
    ['CredentialsMismatch', 'loginByCode', 'phone', 'code', 'Incorrect code or email'],
    ['PasswordExpired', 'loginByCode', 'phone', 'code', 'The temporary code is outdated'],
    ['UserAlreadyExist', 'requestCode', 'email', 'email', 'Profile with such email already exists'],
    [
      'UserNotExist',
      'requestRestore',
      'phone',
      'phone',
      'The profile with such email does not exist',
    ],
  ] as const)('words %s of %s by %s under the %s field', (status, call, mode, field, message) => {
    expect(authFailure(appError(status), call, mode)).toEqual({ field, message });
  });

  it('words an invalid code like a wrong one', () => {
    expect(
      authFailure(appError('FieldInvalid', { httpStatus: 400 }), 'loginByCode', 'phone').message,
    ).toBe('Incorrect code or email');
  });

  it('put server field errors under their fields, and the rest above the button', () => {
    const invalid = appError('FieldInvalid', {
      httpStatus: 400,
      fieldErrors: { email: 'The value entered is not an email' },
    });
    expect(authFailure(invalid, 'requestCode', 'email')).toEqual({
      field: 'email',
      message: 'The value entered is not an email',
    });
    expect(authFailure(appError('x', { httpStatus: 500 }), 'requestCode', 'email')).toEqual({
      field: null,
      message: 'There was an error on the server',
    });
  });
});

describe('login-required routes (SPEC section 2)', () => {
  it('are profile edit, settings, the following feed, staffed and edit routes', () => {
    for (const path of [
      '/settings',
      '/users/abc/edit',
      '/feed/following',
      '/staffed',
      '/posts/1/edit',
      '/organisations/1/edit',
      '/some-place/edit',
    ]) {
      expect(isLoginRequired(path), path).toBe(true);
    }
    for (const path of ['/', '/posts/create', '/users/abc', '/london/places', '/some-place']) {
      expect(isLoginRequired(path), path).toBe(false);
    }
  });

  it('open the login modal over a page, keeping its query', () => {
    expect(loginOver('/london/places?page=2&modal=city', '/settings')).toBe(
      '/london/places?page=2&modal=login&redirect=%2Fsettings',
    );
  });
});
