import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../seed/people.js';
import { useApi, apiClient } from '../test-support/api-under-test.js';
import { wrongCodeOf } from '../test-support/one-time-codes.js';

// The api's clock: tests move it instead of sleeping.
let nowMs = Date.parse('2026-11-21T12:00:00Z');
const advance = (seconds: number) => {
  nowMs += seconds * 1000;
};

const api = useApi({ now: () => new Date(nowMs) });
let client: ReturnType<typeof apiClient>;
beforeAll(() => {
  client = apiClient(api.url);
});

const requestCode = (body: Record<string, string>) =>
  client.call('POST', '/request-code', { body });
const loginByCode = (contact: Record<string, string>, password: string) =>
  client.call('POST', '/auth/login-by-temporary-password', { body: { ...contact, password } });

describe('registration and login by a one-time code', () => {
  it('registers a new phone on the first confirmed code, isNew until the profile has a name', async () => {
    const sent = await requestCode({ phone: '+44 7700 900555', type: 'registration' });
    expect(sent).toMatchObject({ status: 200, body: { data: { timeout: 30 } } });
    const code = await client.latestCode('447700900555');
    expect(code).toMatch(/^\d{4}$/);

    const login = await loginByCode({ phone: '447700900555' }, code);
    expect(login.status).toBe(200);
    const account = login.body.data;
    expect(account).toMatchObject({
      accessToken: expect.any(String),
      user: { id: expect.stringMatching(/^[0-9a-f]{24}$/), phone: '447700900555', email: null },
      isNew: true,
      isStaff: false,
      isAdmin: false,
      isRequester: false,
      isContentManager: false,
      isAuthorPlace: false,
    });
    const token = account.accessToken ?? '';

    const me = await client.call('GET', '/account', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).not.toHaveProperty('accessToken');
    expect(me.body.data.user?.id).toBe(account.user?.id);

    const patched = await client.call('PATCH', `/users/${account.user?.id}`, {
      token,
      body: { firstName: 'Nora' },
    });
    expect(patched.status).toBe(200);
    expect((await client.call('GET', '/account', { token })).body.data).toMatchObject({
      isNew: false,
      user: { firstName: 'Nora' },
    });

    // A code works once.
    expect((await loginByCode({ phone: '447700900555' }, code)).status).toBe(422);
  });

  it('logs an existing account in by an e-mail code sent as a form post', async () => {
    const sent = await client.call('POST', '/request-code', {
      body: { email: 'User4@Tavola.test' },
      form: true,
    });
    expect(sent.status).toBe(200);
    const code = await client.latestCode('user4@tavola.test');
    const login = await client.call('POST', '/auth/login-by-temporary-password', {
      body: { email: 'user4@tavola.test', password: code },
      form: true,
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ isNew: false, user: { firstName: 'Leo' } });
  });

  it('refuses a wrong code with CredentialsMismatch and a malformed one with FieldInvalid', async () => {
    await requestCode({ email: 'wrong-code@example.com' });
    const code = await client.latestCode('wrong-code@example.com');
    const wrong = await loginByCode({ email: 'wrong-code@example.com' }, wrongCodeOf(code));
    expect(wrong).toMatchObject({
      status: 422,
      body: {
        code: 422,
        status: 'CredentialsMismatch',
        messageUI: { message: 'Incorrect code or email' },
      },
    });
    const malformed = await loginByCode({ email: 'wrong-code@example.com' }, 'abc');
    expect(malformed).toMatchObject({
      status: 400,
      body: {
        status: 'FieldInvalid',
        messageUI: { message: 'Incorrect code or email' },
        data: { errors: { password: 'The code is 4 digits' } },
      },
    });
    const noContact = await loginByCode({}, code);
    expect(noContact.body.data.errors).toEqual({
      phone: 'This field is required',
      email: 'This field is required',
    });
    // Still alive after one wrong guess.
    expect((await loginByCode({ email: 'wrong-code@example.com' }, code)).status).toBe(200);
  });

  it('kills a code after 5 wrong guesses: the sixth guess fails even when right', async () => {
    await requestCode({ email: 'guesser@example.com' });
    const code = await client.latestCode('guesser@example.com');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await loginByCode({ email: 'guesser@example.com' }, wrongCodeOf(code));
      expect(reply.body.status).toBe('CredentialsMismatch');
    }
    const sixth = await loginByCode({ email: 'guesser@example.com' }, code);
    expect(sixth).toMatchObject({ status: 422, body: { status: 'CredentialsMismatch' } });
  });

  it('refuses an expired code with PasswordExpired', async () => {
    await requestCode({ email: 'late@example.com' });
    const code = await client.latestCode('late@example.com');
    advance(5 * 60 + 1);
    const reply = await loginByCode({ email: 'late@example.com' }, code);
    expect(reply).toMatchObject({
      status: 422,
      body: { status: 'PasswordExpired', messageUI: { message: 'The temporary code is outdated' } },
    });
  });

  it('refuses a resend inside 30 s with the seconds left, and blocks longer after 3 sends', async () => {
    const target = { phone: '447700900777' };
    expect((await requestCode(target)).status).toBe(200);
    advance(10);
    const early = await requestCode(target);
    expect(early).toMatchObject({
      status: 422,
      body: {
        status: 'ResendSmsTemporaryBlocked',
        messageUI: { message: 'Repeated sending SMS temporarily locked' },
        data: { timeout: 20 },
      },
    });
    advance(20);
    expect((await requestCode(target)).status).toBe(200);
    advance(30);
    // Third send: the next one waits 60 s instead of 30.
    expect(await requestCode(target)).toMatchObject({
      status: 200,
      body: { data: { timeout: 60 } },
    });
    advance(30);
    expect((await requestCode(target)).body.data.timeout).toBe(30);
    advance(30);
    expect(await requestCode(target)).toMatchObject({
      status: 200,
      body: { data: { timeout: 120 } },
    });
  });

  it('refuses registration of an existing e-mail with UserAlreadyExist', async () => {
    const reply = await requestCode({ email: 'ADMIN@tavola.test', type: 'registration' });
    expect(reply).toMatchObject({
      status: 422,
      body: {
        status: 'UserAlreadyExist',
        messageUI: { message: 'Profile with such email already exists' },
      },
    });
  });
});

describe('passwords and tokens', () => {
  it('logs in by the permanent password by e-mail or phone, and refuses a wrong one', async () => {
    const byEmail = await client.loginByPassword({ email: 'admin@tavola.test' }, demoPassword);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toMatchObject({ isAdmin: true, isNew: false });
    const byPhone = await client.loginByPassword({ phone: '+44 7700 900003' }, demoPassword);
    expect(byPhone.body.data).toMatchObject({
      isStaff: true,
      isAuthorPlace: true,
      isRequester: false,
    });
    for (const [contact, password] of [
      [{ email: 'admin@tavola.test' }, 'not-the-password'],
      [{ email: 'nobody@tavola.test' }, demoPassword],
    ] as const) {
      const wrong = await client.loginByPassword(contact, password);
      expect(wrong).toMatchObject({
        status: 422,
        body: {
          status: 'CredentialsMismatch',
          messageUI: { message: 'Incorrect password or email' },
        },
      });
    }
  });

  it('blocks password logins of a contact after 5 wrong passwords (429 with the wait)', async () => {
    const contact = { email: 'user11@tavola.test' };
    // A right password forgives earlier wrong ones.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await client.loginByPassword(contact, 'wrong')).status).toBe(422);
    }
    expect((await client.loginByPassword(contact, demoPassword)).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await client.loginByPassword(contact, 'wrong')).body.status).toBe(
        'CredentialsMismatch',
      );
    }
    const blocked = await client.loginByPassword(contact, demoPassword);
    expect(blocked).toMatchObject({
      status: 429,
      body: {
        status: 'LogicalError',
        messageUI: {
          message: expect.stringMatching(/^Too many wrong passwords\. Try again in \d+ sec$/),
        },
        data: { timeout: expect.any(Number) },
      },
    });
    expect(blocked.body.data.timeout).toBeGreaterThan(14 * 60);
    // Counted per contact, known or not: another person signs in, an unknown one is blocked alike.
    expect(
      (await client.loginByPassword({ email: 'user12@tavola.test' }, demoPassword)).status,
    ).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await client.loginByPassword({ email: 'ghost@example.com' }, 'wrong');
    }
    expect((await client.loginByPassword({ email: 'ghost@example.com' }, 'wrong')).status).toBe(
      429,
    );
  });

  it('evaluates at most 5 of 50 concurrent wrong passwords for one account, refusing the rest', async () => {
    const contact = { email: 'user14@tavola.test' };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => client.loginByPassword(contact, 'wrong')),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(45);
    expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
    // Used up: even the right password waits now.
    expect((await client.loginByPassword(contact, demoPassword)).status).toBe(429);
  });

  // 31 logins, each hashing a password on purpose slowly: more than the default on a busy machine.
  it('blocks password logins from an address after 30 wrong passwords for any contacts', async () => {
    // The api believes X-Forwarded-For from the gateway on the same machine (here: the test).
    const loginFrom = (address: string, email: string, password: string) =>
      fetch(`${api.url}/api/v1/auth/login-by-permanent-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password }),
      });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const wrong = await loginFrom('203.0.113.7', `sprayed${attempt}@example.com`, 'guess');
      expect(wrong.status).toBe(422);
    }
    const blocked = await loginFrom('203.0.113.7', 'user13@tavola.test', demoPassword);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      status: 'LogicalError',
      data: { timeout: expect.any(Number) },
    });
    expect((await loginFrom('203.0.113.8', 'user13@tavola.test', demoPassword)).status).toBe(200);
  }, 60_000);

  it('revokes the token at logout (then 401 Authorization is required)', async () => {
    const token = await client.tokenOf({ email: 'user1@tavola.test' }, demoPassword);
    expect((await client.call('GET', '/account', { token })).status).toBe(200);
    expect((await client.call('POST', '/auth/logout', { token })).status).toBe(200);
    const after = await client.call('GET', '/account', { token });
    expect(after).toMatchObject({
      status: 401,
      body: { status: 'Unauthorized', messageUI: { message: 'Authorization is required' } },
    });
    expect((await client.call('POST', '/auth/logout', { token })).status).toBe(401);
    expect((await client.call('GET', '/account')).status).toBe(401);
    expect((await client.call('GET', '/account', { token: 'made-up' })).status).toBe(401);
  });

  it('changes the password only with the right old one', async () => {
    const contact = { email: 'user2@tavola.test' };
    const token = await client.tokenOf(contact, demoPassword);
    const wrong = await client.call('POST', '/auth/change-password', {
      token,
      body: { oldPassword: 'nope', password: 'new-secret' },
    });
    expect(wrong).toMatchObject({
      status: 422,
      body: { status: 'OldPasswordMismatch', messageUI: { message: 'Incorrect old password' } },
    });
    const changed = await client.call('POST', '/auth/change-password', {
      token,
      body: { oldPassword: demoPassword, password: 'new-secret' },
    });
    expect(changed.status).toBe(200);
    expect((await client.loginByPassword(contact, demoPassword)).status).toBe(422);
    expect((await client.loginByPassword(contact, 'new-secret')).status).toBe(200);
  });

  it('restores a password by an e-mail code and signs out the old sessions', async () => {
    const unknown = await client.call('POST', '/auth/request-password', {
      body: { email: 'nobody@tavola.test' },
    });
    expect(unknown).toMatchObject({
      status: 422,
      body: {
        status: 'UserNotExist',
        messageUI: { message: 'The profile with such email does not exist' },
      },
    });

    const contact = { email: 'user3@tavola.test' };
    const oldToken = await client.tokenOf(contact, demoPassword);
    const requested = await client.call('POST', '/auth/request-password', { body: contact });
    expect(requested).toMatchObject({ status: 200, body: { data: { timeout: 30 } } });
    const code = await client.latestCode(contact.email);
    const wrong = await client.call('POST', '/auth/restore-password', {
      body: { ...contact, code: wrongCodeOf(code), password: 'restored-secret' },
    });
    expect(wrong.body.status).toBe('CredentialsMismatch');
    const restored = await client.call('POST', '/auth/restore-password', {
      body: { ...contact, code, password: 'restored-secret' },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data.accessToken).toEqual(expect.any(String));
    expect((await client.call('GET', '/account', { token: oldToken })).status).toBe(401);
    expect((await client.loginByPassword(contact, 'restored-secret')).status).toBe(200);
    // A login code is not a restore code and the other way round.
    expect((await loginByCode(contact, code)).status).toBe(422);
  });
});
