// The accounts integration files' stack and GraphQL calls: the api's clock, which tests move past
// the resend timer instead of sleeping, and the documents of codes, logins and sessions.
import { graphql, type GraphQLHttpResponse } from './graphql.js';
import { DEMO_PASSWORD } from './people.js';
import { useStack, type StackUnderTest } from './stack.js';

export type Reply<T> = GraphQLHttpResponse<T>;

/** The `tavola_token=...` pair of a Set-Cookie header, as the browser would send it back. */
export const cookiePair = (setCookie: string | null) => (setCookie ?? '').split(';')[0] ?? '';
export const firstCode = (reply: Reply<unknown>) => reply.errors?.[0]?.extensions?.code;

export const SESSION = /* GraphQL */ `
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
export const REQUEST_CODE = `mutation ($contact: ContactInput!, $purpose: CodePurpose) {
  requestCode(contact: $contact, purpose: $purpose) { timeout }
}`;
export const LOGIN_BY_CODE = `mutation ($contact: ContactInput!, $code: String!, $bearer: Boolean) {
  loginByCode(contact: $contact, code: $code, issueBearerToken: $bearer) { ${SESSION} }
}`;
export const LOGIN_BY_PASSWORD = `mutation ($contact: ContactInput!, $password: String!, $bearer: Boolean) {
  loginByPassword(contact: $contact, password: $password, issueBearerToken: $bearer) { ${SESSION} }
}`;
export const ME = `{ me { isNew isAdmin user { id displayName email } } }`;
export const INBOX = `query ($contact: ContactInput!) {
  developmentInbox(contact: $contact) { target code text sentAt }
}`;
export const UPDATE_PROFILE = `mutation ($id: ID!, $input: ProfileInput!) {
  updateProfile(id: $id, input: $input) { id firstName displayName city { latinName timeZone } }
}`;

export interface SessionData {
  account: {
    isNew: boolean;
    isAdmin: boolean;
    user: { id: string; firstName: string | null; displayName: string; email: string | null };
  };
  accessToken: string | null;
}

export interface AccountsStack {
  stack: StackUnderTest;
  /** Moves the api's clock on. */
  advance(seconds: number): void;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    auth?: { token?: string; cookie?: string },
  ): Promise<Reply<T>>;
  /** The latest code the development inbox holds for `contact`. */
  latestCode(contact: Record<string, string>): Promise<string>;
  /** A demo person's session with a bearer token. */
  bearerLogin(email: string): Promise<SessionData>;
}

/** The stack for the test file, on a clock that starts at 2026-11-21 12:00 UTC. */
export function useAccountsStack(): AccountsStack {
  let nowMs = Date.parse('2026-11-21T12:00:00Z');
  const stack = useStack({ api: { now: () => new Date(nowMs) } });

  /** One GraphQL call; `token` as a bearer header, `cookie` as the browser would send it. */
  const gql = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    auth: { token?: string; cookie?: string } = {},
  ): Promise<Reply<T>> => graphql<T>(stack.gatewayUrl, query, variables, auth);

  async function latestCode(contact: Record<string, string>): Promise<string> {
    const inbox = await gql<{ developmentInbox: { code: string }[] | null }>(INBOX, { contact });
    const code = inbox.data?.developmentInbox?.[0]?.code;
    if (!code) throw new Error(`no code for ${JSON.stringify(contact)}: ${JSON.stringify(inbox)}`);
    return code;
  }

  async function bearerLogin(email: string): Promise<SessionData> {
    const reply = await gql<{ loginByPassword: SessionData }>(LOGIN_BY_PASSWORD, {
      contact: { email },
      password: DEMO_PASSWORD,
      bearer: true,
    });
    if (!reply.data) throw new Error(JSON.stringify(reply.errors));
    return reply.data.loginByPassword;
  }

  return {
    stack,
    advance: (seconds) => {
      nowMs += seconds * 1000;
    },
    gql,
    latestCode,
    bearerLogin,
  };
}
