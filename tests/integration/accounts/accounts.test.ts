// Accounts through the real gateway and api: codes, logins, the session cookie, revoked tokens,
// profiles and the WebSocket's authentication.
import { describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { GraphQLErrorJson } from '../../support/graphql.js';
import { useStack } from '../../support/stack.js';

// The api's clock: tests move it past the resend timer instead of sleeping.
let nowMs = Date.parse('2026-11-21T12:00:00Z');
const advance = (seconds: number) => {
  nowMs += seconds * 1000;
};

const stack = useStack({ api: { now: () => new Date(nowMs) } });

interface Reply<T> {
  status: number;
  data?: T | null;
  errors?: GraphQLErrorJson[];
  setCookie: string | null;
}

/** One GraphQL call; `token` as a bearer header, `cookie` as the browser would send it. */
async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  auth: { token?: string; cookie?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLErrorJson[] };
  return { status: response.status, ...body, setCookie: response.headers.get('set-cookie') };
}

/** The `tavola_token=...` pair of a Set-Cookie header, as the browser would send it back. */
const cookiePair = (setCookie: string | null) => (setCookie ?? '').split(';')[0] ?? '';
const firstCode = (reply: Reply<unknown>) => reply.errors?.[0]?.extensions?.code;

const SESSION = /* GraphQL */ `
  account {
    isNew
    isAdmin
    user {
      id
      firstName
      displayName
      phone
      email
    }
  }
  accessToken
`;
const REQUEST_CODE = `mutation ($contact: ContactInput!, $purpose: CodePurpose) {
  requestCode(contact: $contact, purpose: $purpose) { timeout }
}`;
const LOGIN_BY_CODE = `mutation ($contact: ContactInput!, $code: String!, $bearer: Boolean) {
  loginByCode(contact: $contact, code: $code, issueBearerToken: $bearer) { ${SESSION} }
}`;
const LOGIN_BY_PASSWORD = `mutation ($contact: ContactInput!, $password: String!, $bearer: Boolean) {
  loginByPassword(contact: $contact, password: $password, issueBearerToken: $bearer) { ${SESSION} }
}`;
const ME = `{ me { isNew isAdmin user { id displayName email } } }`;
const INBOX = `query ($contact: ContactInput!) {
  developmentInbox(contact: $contact) { target code text sentAt }
}`;
const UPDATE_PROFILE = `mutation ($id: ID!, $input: ProfileInput!) {
  updateProfile(id: $id, input: $input) { id firstName displayName city { latinName timeZone } }
}`;

interface SessionData {
  account: {
    isNew: boolean;
    isAdmin: boolean;
    user: { id: string; firstName: string | null; displayName: string; email: string | null };
  };
  accessToken: string | null;
}

async function latestCode(contact: Record<string, string>): Promise<string> {
  const inbox = await gql<{ developmentInbox: { code: string }[] | null }>(INBOX, { contact });
  const code = inbox.data?.developmentInbox?.[0]?.code;
  if (!code) throw new Error(`no code for ${JSON.stringify(contact)}: ${JSON.stringify(inbox)}`);
  return code;
}

async function bearerLogin(email: string): Promise<SessionData> {
  const reply = await gql<{ loginByPassword: SessionData }>(LOGIN_BY_PASSWORD, {
    contact: { email },
    password: 'tavola-demo',
    bearer: true,
  });
  if (!reply.data) throw new Error(JSON.stringify(reply.errors));
  return reply.data.loginByPassword;
}

const wrongCodeOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

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

describe('the session cookie', () => {
  it('is set httpOnly and SameSite on login and cleared on logout', async () => {
    const login = await gql<{ loginByPassword: SessionData }>(LOGIN_BY_PASSWORD, {
      contact: { phone: '+44 7700 900101' },
      password: 'tavola-demo',
    });
    expect(login.setCookie).toMatch(/^tavola_token=[^;]+;/);
    expect(login.setCookie).toMatch(/HttpOnly/i);
    expect(login.setCookie).toMatch(/SameSite=Lax/i);
    expect(login.setCookie).toMatch(/Path=\//);
    expect(login.setCookie).not.toMatch(/Secure/);
    const cookie = cookiePair(login.setCookie);

    const me = await gql<{ me: { user: { email: string } } }>(ME, {}, { cookie });
    expect(me.data?.me?.user.email).toBe('user1@tavola.test');

    const logout = await gql<{ logout: boolean }>('mutation { logout }', {}, { cookie });
    expect(logout.data?.logout).toBe(true);
    expect(logout.setCookie).toMatch(/^tavola_token=;/);
    expect(logout.setCookie).toMatch(/Max-Age=0/);
    // The token behind the old cookie is revoked: a visitor, and the cookie is cleared again.
    const after = await gql<{ me: unknown }>(ME, {}, { cookie });
    expect(after.data?.me).toBeNull();
    expect(after.setCookie).toMatch(/^tavola_token=;/);
  });

  it('is Secure when a proxy says the browser came over https', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({
        query: LOGIN_BY_PASSWORD,
        variables: { contact: { email: 'user2@tavola.test' }, password: 'tavola-demo' },
      }),
    });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('gives the token itself only with issueBearerToken', async () => {
    const session = await bearerLogin('user4@tavola.test');
    expect(session.accessToken).toMatch(/^\S{20,}$/);
    const me = await gql<{ me: { user: { email: string } } }>(
      ME,
      {},
      { token: session.accessToken ?? '' },
    );
    expect(me.data?.me?.user.email).toBe('user4@tavola.test');
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

describe('revoked tokens and permissions', () => {
  it('a revoked token gets 401 on REST and UNAUTHENTICATED on GraphQL (me is null)', async () => {
    const session = await bearerLogin('user5@tavola.test');
    const token = session.accessToken ?? '';
    const id = session.account.user.id;
    expect((await gql('mutation { logout }', {}, { token })).data).toEqual({ logout: true });

    const rest = await fetch(`${stack.apiUrl}/api/v1/account`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ status: 'Unauthorized' });

    const update = await gql(UPDATE_PROFILE, { id, input: { about: 'x' } }, { token });
    expect(update.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      httpStatus: 401,
      message: 'Authorization is required',
    });
    expect((await gql<{ me: unknown }>(ME, {}, { token })).data?.me).toBeNull();
  });

  it("forbids editing another user's profile (FORBIDDEN), lets an admin", async () => {
    const mine = await bearerLogin('user6@tavola.test');
    const other = await bearerLogin('user7@tavola.test');
    const refused = await gql(
      UPDATE_PROFILE,
      { id: other.account.user.id, input: { about: 'hijacked' } },
      { token: mine.accessToken ?? '' },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403 });

    const admin = await bearerLogin('admin@tavola.test');
    expect(admin.account.isAdmin).toBe(true);
    const byAdmin = await gql<{ updateProfile: { id: string } }>(
      UPDATE_PROFILE,
      { id: other.account.user.id, input: { about: 'checked by an admin' } },
      { token: admin.accessToken ?? '' },
    );
    expect(byAdmin.data?.updateProfile.id).toBe(other.account.user.id);
  });

  it('answers field errors as BAD_USER_INPUT with fieldErrors', async () => {
    const mine = await bearerLogin('user8@tavola.test');
    const reply = await gql(
      UPDATE_PROFILE,
      { id: mine.account.user.id, input: { link: 'ftp://example.com' } },
      { token: mine.accessToken ?? '' },
    );
    expect(reply.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { link: 'The value entered is not a link' },
    });
  });

  it('deleting oneself ends the session and clears the cookie', async () => {
    const contact = { phone: '447700900779' };
    await gql(REQUEST_CODE, { contact });
    const login = await gql<{ loginByCode: SessionData }>(LOGIN_BY_CODE, {
      contact,
      code: await latestCode(contact),
    });
    const cookie = cookiePair(login.setCookie);
    const id = login.data?.loginByCode.account.user.id;
    const deleted = await gql<{ deleteUser: boolean }>(
      'mutation ($id: ID!) { deleteUser(id: $id) }',
      { id },
      { cookie },
    );
    expect(deleted.data?.deleteUser).toBe(true);
    expect(deleted.setCookie).toMatch(/^tavola_token=;/);
    const user = await gql<{ user: { isDeleted: boolean } }>(
      'query ($id: ID!) { user(id: $id) { isDeleted } }',
      { id },
    );
    expect(user.data?.user.isDeleted).toBe(true);
  });
});

describe('people', () => {
  it('finds people by name, typo-tolerant, and pages them', async () => {
    const found = await gql<{ users: { items: { displayName: string }[]; hasMore: boolean } }>(
      '{ users(query: "Olivia Smiht") { items { displayName } hasMore } }',
    );
    expect(found.data?.users.items[0]?.displayName).toBe('Olivia Smith');
    const page = await gql<{ users: { items: { id: string }[]; hasMore: boolean } }>(
      '{ users(order: POPULAR, limit: 3) { items { id } hasMore } }',
    );
    expect(page.data?.users.items).toHaveLength(3);
    expect(page.data?.users.hasMore).toBe(true);
  });
});

describe('the WebSocket', () => {
  function connect(options: { token?: string; cookie?: string }): Promise<'connected' | number> {
    return new Promise((resolve) => {
      const client = createClient({
        url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(
              address,
              protocols,
              options.cookie ? { headers: { cookie: options.cookie } } : {},
            );
          }
        },
        connectionParams: options.token ? { authorization: `Bearer ${options.token}` } : {},
        retryAttempts: 0,
        lazy: false,
        // The close code is the answer here; graphql-ws would also print it.
        onNonLazyError: () => undefined,
        on: {
          connected: () => {
            resolve('connected');
            void client.dispose();
          },
          closed: (event) => resolve((event as { code: number }).code),
        },
      });
    });
  }

  it('closes with 4403 for a bad token and connects with a good cookie', async () => {
    expect(await connect({ token: 'not-a-token' })).toBe(4403);
    const login = await gql(LOGIN_BY_PASSWORD, {
      contact: { email: 'user9@tavola.test' },
      password: 'tavola-demo',
    });
    expect(await connect({ cookie: cookiePair(login.setCookie) })).toBe('connected');
    expect(await connect({})).toBe('connected');
  });
});
