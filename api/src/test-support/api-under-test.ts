// The one harness and REST client of the api's route tests (not shipped code: excluded from the
// build): one real api per test file, started before the first test and closed after the last,
// every answer checked against api/openapi.yaml (a test fails on any answer of its own that broke
// it); calls over HTTP, as a visitor or as the demo people (docs/demo-accounts.md), signed in once
// per person and test file over the real login.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Database } from '../db/database.js';
import { demoPassword } from '../seed/people.js';
import { startApi, type RunningApi, type StartApiOptions } from '../testing.js';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

// The error envelope and login answer as the tests read them.
export interface Envelope {
  code?: number;
  status?: string;
  messageUI?: { message: string };
  data: Record<string, unknown> & {
    errors?: Record<string, string>;
    timeout?: number;
    accessToken?: string;
    user?: { id: string; phone: string | null; email: string | null; firstName: string | null };
    isNew?: boolean;
  };
}

export function apiClient(baseUrl: string) {
  async function call(
    method: string,
    path: string,
    options: {
      body?: Record<string, unknown>;
      token?: string;
      form?: boolean;
      /** The browser's address, as the gateway passes it on (X-Forwarded-For). */
      from?: string;
    } = {},
  ): Promise<Reply<Envelope>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.from) headers['x-forwarded-for'] = options.from;
    let body: string | undefined;
    if (options.body && options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.body as Record<string, string>).toString();
    } else if (options.body) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    // Paths of the v1 resources are relative to /api/v1; others (/api/v2/...) are given whole.
    const url = path.startsWith('/api/') ? `${baseUrl}${path}` : `${baseUrl}/api/v1${path}`;
    const response = await fetch(url, { method, headers, body });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  /** The newest code the development inbox holds for a phone or e-mail. */
  async function latestCode(target: string): Promise<string> {
    const reply = await call('GET', `/dev/inbox?target=${encodeURIComponent(target)}`);
    const messages = reply.body.data.messages as { code: string }[] | undefined;
    const code = messages?.[0]?.code;
    if (!code) throw new Error(`no code in the inbox for ${target}`);
    return code;
  }

  async function loginByPassword(contact: Record<string, string>, password: string) {
    return call('POST', '/auth/login-by-permanent-password', { body: { ...contact, password } });
  }

  async function tokenOf(contact: Record<string, string>, password: string): Promise<string> {
    const reply = await loginByPassword(contact, password);
    const token = reply.body.data.accessToken;
    if (!token) throw new Error(`login failed: ${JSON.stringify(reply.body)}`);
    return token;
  }

  const demoTokens = new Map<string, string>();
  /** A token of a demo person by their e-mail's name (`user3`, `manager1`), signed in once. */
  async function demoToken(name: string): Promise<string> {
    const known = demoTokens.get(name);
    if (known) return known;
    const token = await tokenOf({ email: `${name}@tavola.test` }, demoPassword);
    demoTokens.set(name, token);
    return token;
  }

  return { call, latestCode, loginByPassword, tokenOf, demoToken };
}

/**
 * Calls as the demo people (`user3`, `owner1`) or as a visitor (null). `apiUrl` is read on the
 * first call, so it may be the url of an api started later in a hook.
 */
export function demoCaller(apiUrl: () => string) {
  let client: ReturnType<typeof apiClient> | undefined;
  const api = () => (client ??= apiClient(apiUrl()));

  async function call(
    who: string | null,
    method: string,
    path: string,
    body?: Record<string, unknown>,
  ): Promise<Reply<Envelope>> {
    const token = who ? await api().demoToken(who) : undefined;
    return api().call(method, path, { ...(token ? { token } : {}), ...(body ? { body } : {}) });
  }

  /** The data of a call that must answer `status`. */
  async function expectData(
    status: number,
    who: string | null,
    method: string,
    path: string,
    body?: Record<string, unknown>,
  ): Promise<Envelope['data']> {
    const reply = await call(who, method, path, body);
    if (reply.status !== status) {
      throw new Error(`${method} ${path} as ${who}: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    return reply.body.data;
  }

  /** The access token of a demo person, for calls outside this client (uploads). */
  const token = (who: string) => api().demoToken(who);

  return { call, expectData, token };
}

/** The access token of `<name>@tavola.test`, signed in with the demo password. */
export function demoAccessToken(apiUrl: string, name: string): Promise<string> {
  return apiClient(apiUrl).tokenOf({ email: `${name}@tavola.test` }, demoPassword);
}

/**
 * Signs each demo person in on first use and keeps the token; `apiUrl` is read at that moment,
 * so it may be the url of an api started later in a hook.
 */
export function demoTokens(apiUrl: () => string): (name: string) => Promise<string> {
  const tokens = new Map<string, Promise<string>>();
  return (name) => {
    let token = tokens.get(name);
    if (!token) {
      token = demoAccessToken(apiUrl(), name);
      tokens.set(name, token);
    }
    return token;
  };
}

export interface ApiUnderTest {
  /** The api's base URL (`http://127.0.0.1:<port>`); only readable inside tests and hooks. */
  readonly url: string;
  /** The api's own database, for tests that write what no route does (past times). */
  readonly db: Database;
  /** A GET on `path` (starting with `/`) with the JSON answer. */
  get: <T = unknown>(path: string) => Promise<Reply<T>>;
}

/**
 * One real api for the test file as `startApi` gives it (its events secret too), started before
 * the first test and closed after the last; call the result inside tests and hooks.
 */
export function useRunningApi(options: StartApiOptions = {}): () => RunningApi {
  let running: RunningApi | undefined;
  beforeAll(async () => {
    running = await startApi(options);
  });
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error('the api is not started yet: use it inside a test or hook');
    return running;
  };
}

export function useApi(options: StartApiOptions = {}): ApiUnderTest {
  const running = useRunningApi(options);
  afterEach(() => {
    expect(running().takeContractBreaches(), 'answers that broke api/openapi.yaml').toEqual([]);
  });
  const url = (): string => running().url;

  return {
    get url() {
      return url();
    },
    get db() {
      return running().db;
    },
    get: async <T>(path: string): Promise<Reply<T>> => {
      const response = await fetch(`${url()}${path}`);
      return { status: response.status, body: (await response.json()) as T };
    },
  };
}
