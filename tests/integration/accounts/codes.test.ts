// One-time codes and passwords through the real gateway and api: sending, resending after the
// timer, logging in and signing up by code, wrong codes and wrong passwords.
import { describe, expect, it } from 'vitest';
import {
  useAccountsStack,
  cookiePair,
  firstCode,
  SESSION,
  REQUEST_CODE,
  LOGIN_BY_CODE,
  LOGIN_BY_PASSWORD,
  ME,
  UPDATE_PROFILE,
  type SessionData,
} from '../../support/accounts.js';
import { wrongCodeOf } from '../../../api/src/test-support/one-time-codes.js';

const { gql, latestCode, advance } = useAccountsStack();

describe('one-time codes', () => {
  it('registers by code with isNew true; updateProfile makes it false', async () => {
    const contact = { phone: '447700900777' };
    const sent = await gql<{ requestCode: { timeout: number } }>(REQUEST_CODE, {
      contact,
      purpose: 'REGISTRATION',
    });
    expect(sent.data?.requestCode.timeout).toBe(30);
    const login = await gql<{ loginByCode: SessionData }>(LOGIN_BY_CODE, {
      contact,
      code: await latestCode(contact),
    });
    const session = login.data?.loginByCode;
    expect(session?.account).toMatchObject({ isNew: true, user: { firstName: null } });
    // Browsers get the cookie, never the token.
    expect(session?.accessToken).toBeNull();
    const id = session?.account.user.id ?? '';
    expect(session?.account.user.displayName).toBe(`User ${id}`);
    const cookie = cookiePair(login.setCookie);
    expect(cookie).toMatch(/^tavola_token=.+/);

    const updated = await gql<{ updateProfile: { firstName: string; displayName: string } }>(
      UPDATE_PROFILE,
      { id, input: { firstName: 'Nina', secondName: 'Novak' } },
      { cookie },
    );
    expect(updated.data?.updateProfile).toMatchObject({
      firstName: 'Nina',
      displayName: 'Nina Novak',
    });
    const me = await gql<{ me: { isNew: boolean } }>(ME, {}, { cookie });
    expect(me.data?.me?.isNew).toBe(false);
  });

  it('refuses registration of a taken contact with USER_ALREADY_EXIST', async () => {
    const reply = await gql(REQUEST_CODE, {
      contact: { email: 'user1@tavola.test' },
      purpose: 'REGISTRATION',
    });
    expect(reply.errors?.[0]?.extensions).toMatchObject({
      code: 'USER_ALREADY_EXIST',
      message: 'Profile with such email already exists',
    });
  });

  it('fails a sixth guess at a code even when it is right', async () => {
    const contact = { email: 'guesser@example.com' };
    await gql(REQUEST_CODE, { contact });
    const code = await latestCode(contact);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await gql(LOGIN_BY_CODE, { contact, code: wrongCodeOf(code) });
      expect(wrong.errors?.[0]?.extensions).toMatchObject({
        code: 'CREDENTIALS_MISMATCH',
        message: 'Incorrect code or email',
      });
    }
    const sixth = await gql(LOGIN_BY_CODE, { contact, code });
    expect(firstCode(sixth)).toBe('CREDENTIALS_MISMATCH');
    expect(sixth.setCookie).toBeNull();
  });

  it('refuses a resend inside 30 s with RESEND_SMS_TEMPORARY_BLOCKED and a timeout', async () => {
    const contact = { phone: '447700900778' };
    expect((await gql(REQUEST_CODE, { contact })).errors).toBeUndefined();
    advance(10);
    const again = await gql(REQUEST_CODE, { contact });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'RESEND_SMS_TEMPORARY_BLOCKED',
      status: 'ResendSmsTemporaryBlocked',
      httpStatus: 422,
      message: 'Repeated sending SMS temporarily locked',
      timeout: 20,
    });
    advance(20);
    expect((await gql(REQUEST_CODE, { contact })).errors).toBeUndefined();
  });

  it('restores a password by e-mail reading the code from the development inbox', async () => {
    const contact = { email: 'user3@tavola.test' };
    const asked = await gql<{ requestPasswordRestore: { timeout: number } }>(
      `mutation ($contact: ContactInput!) { requestPasswordRestore(contact: $contact) { timeout } }`,
      { contact },
    );
    expect(asked.data?.requestPasswordRestore.timeout).toBe(30);
    const restored = await gql<{ restorePassword: SessionData }>(
      `mutation ($contact: ContactInput!, $code: String!, $password: String!) {
        restorePassword(contact: $contact, code: $code, password: $password) { ${SESSION} }
      }`,
      { contact, code: await latestCode(contact), password: 'a new secret' },
    );
    expect(restored.data?.restorePassword.account.user.email).toBe('user3@tavola.test');
    expect(cookiePair(restored.setCookie)).toMatch(/^tavola_token=.+/);
    const old = await gql(LOGIN_BY_PASSWORD, { contact, password: 'tavola-demo' });
    expect(old.errors?.[0]?.extensions).toMatchObject({
      code: 'CREDENTIALS_MISMATCH',
      message: 'Incorrect password or email',
    });
    const fresh = await gql(LOGIN_BY_PASSWORD, { contact, password: 'a new secret' });
    expect(fresh.errors).toBeUndefined();
  });

  it('answers USER_NOT_EXIST when restoring an unknown contact', async () => {
    const reply = await gql(
      `mutation ($contact: ContactInput!) { requestPasswordRestore(contact: $contact) { timeout } }`,
      { contact: { email: 'nobody@example.com' } },
    );
    expect(firstCode(reply)).toBe('USER_NOT_EXIST');
  });
});

describe('wrong passwords', () => {
  it('after 5 for one contact, logins wait: TOO_MANY_REQUESTS with the timeout', async () => {
    const contact = { email: 'user10@tavola.test' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await gql(LOGIN_BY_PASSWORD, { contact, password: 'not it' });
      expect(firstCode(wrong)).toBe('CREDENTIALS_MISMATCH');
    }
    const blocked = await gql(LOGIN_BY_PASSWORD, { contact, password: 'tavola-demo' });
    expect(blocked.errors?.[0]?.extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      httpStatus: 429,
      message: expect.stringMatching(/^Too many wrong passwords\. Try again in \d+ sec$/),
      timeout: expect.any(Number),
    });
    expect(blocked.setCookie).toBeNull();
  });
});
