// Sessions through the real gateway and api: the session cookie, revoked tokens and
// permissions, profiles and the WebSocket's authentication.
import { describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  useAccountsStack,
  cookiePair,
  REQUEST_CODE,
  LOGIN_BY_CODE,
  LOGIN_BY_PASSWORD,
  ME,
  UPDATE_PROFILE,
  type SessionData,
} from '../../support/accounts.js';

const { gql, latestCode, bearerLogin, stack } = useAccountsStack();

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
