// People of an integration test: demo people signed in with their password, new people
// registered with a one-time code from the development inbox, each with a GraphQL caller bound to
// them. The sign-ins go straight to the api: they are set-up, not what is under test.
import { graphql, type GraphQLResponse } from './graphql.js';
import type { StackUnderTest } from './stack.js';

/** The password of every demo person (docs/demo-accounts.md). */
export const DEMO_PASSWORD = 'tavola-demo';

/** A REST call on the api that must succeed, with the `data` of its envelope. */
export async function rest<T>(
  apiUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${apiUrl}/api/v1${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

export interface Session {
  token: string;
  id: string;
}

interface SignedIn {
  accessToken: string;
  user: { id: string };
}

/** Busy answers a sign-in may meet before it gives up. */
const BUSY_RETRIES = 30;

/**
 * Signs a demo person in (`user15`, `owner1`, `admin` ...) by their password. Tests sign dozens
 * of people in at once, more than the api checks passwords at a time: its busy 429 names the
 * seconds to wait, and the sign-in waits them and tries again, as any client would.
 */
export async function signInDemo(apiUrl: string, name: string): Promise<Session> {
  const body = JSON.stringify({ email: `${name}@tavola.test`, password: DEMO_PASSWORD });
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${apiUrl}/api/v1/auth/login-by-permanent-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const json = (await response.json()) as { data?: Partial<SignedIn> & { timeout?: number } };
    const wait = json.data?.timeout;
    if (response.status === 429 && typeof wait === 'number' && attempt < BUSY_RETRIES) {
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 * Math.random()));
      continue;
    }
    const { accessToken, user } = json.data ?? {};
    if (!response.ok || !accessToken || !user)
      throw new Error(`sign-in of ${name}: ${response.status} ${JSON.stringify(json)}`);
    return { token: accessToken, id: user.id };
  }
}

/** The newest one-time code the development inbox holds for `target` (an e-mail or phone). */
export async function inboxCode(apiUrl: string, target: string): Promise<string> {
  const inbox = await rest<{ messages: { code: string | null }[] }>(
    apiUrl,
    'GET',
    `/dev/inbox?target=${encodeURIComponent(target)}`,
  );
  const code = inbox.messages[0]?.code;
  if (!code) throw new Error(`no code for ${target}`);
  return code;
}

/** Registers a new account by a one-time code sent to `email`. */
export async function register(apiUrl: string, email: string): Promise<Session> {
  await rest(apiUrl, 'POST', '/request-code', { email, type: 'registration' });
  const code = await inboxCode(apiUrl, email);
  const data = await rest<SignedIn>(apiUrl, 'POST', '/auth/login-by-temporary-password', {
    email,
    password: code,
  });
  return { token: data.accessToken, id: data.user.id };
}

export interface GraphQLCaller {
  /** One call: data and errors as they came. */
  gql<T>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
  /** The data of a call that must succeed. */
  ok<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** The data of a reply that must have succeeded. */
export function dataOf<T>(reply: GraphQLResponse<T>): T {
  if (reply.errors || !reply.data) throw new Error(JSON.stringify(reply.errors ?? reply));
  return reply.data;
}

/** The `extensions.code` of a reply's first error. */
export const codeOf = (reply: GraphQLResponse<unknown>) => reply.errors?.[0]?.extensions?.code;

/** GraphQL on the gateway as `token`'s holder, or as a visitor without one. */
export function callerFor(gatewayUrl: string, token?: string): GraphQLCaller {
  const auth = token ? { token } : {};
  return {
    gql: (query, variables = {}) => graphql(gatewayUrl, query, variables, auth),
    ok: async (query, variables = {}) => dataOf(await graphql(gatewayUrl, query, variables, auth)),
  };
}

export type Person = Session & GraphQLCaller;

export interface People {
  /** A demo person, signed in once per file. */
  demo(name: string): Promise<Person>;
  /** A new account (a fresh e-mail each time). */
  newcomer(email: string): Promise<Person>;
  /** GraphQL without a token. */
  readonly visitor: GraphQLCaller;
  /** GraphQL with any token (or none): `gql(query, variables, token)`. */
  gql<T>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphQLResponse<T>>;
  ok<T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T>;
  /** Set-up straight on the api (`/api/v1` + path). */
  rest<T>(method: string, path: string, body?: unknown, token?: string): Promise<T>;
}

/** The people of a test file on its stack. */
export function peopleOf(stack: StackUnderTest): People {
  const signedIn = new Map<string, Promise<Session>>();
  // The gateway is looked up on each call: a stack without one still signs people in.
  const bind = (session: Session): Person => ({
    ...session,
    gql: (query, variables) => callerFor(stack.gatewayUrl, session.token).gql(query, variables),
    ok: (query, variables) => callerFor(stack.gatewayUrl, session.token).ok(query, variables),
  });
  return {
    demo: async (name) => {
      let session = signedIn.get(name);
      if (!session) {
        session = signInDemo(stack.apiUrl, name);
        signedIn.set(name, session);
      }
      return bind(await session);
    },
    newcomer: async (email) => bind(await register(stack.apiUrl, email)),
    get visitor() {
      return callerFor(stack.gatewayUrl);
    },
    gql: (query, variables = {}, token) => callerFor(stack.gatewayUrl, token).gql(query, variables),
    ok: (query, variables = {}, token) => callerFor(stack.gatewayUrl, token).ok(query, variables),
    rest: (method, path, body, token) => rest(stack.apiUrl, method, path, body, token),
  };
}
