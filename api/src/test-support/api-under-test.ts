// The shared harness of the api's route tests: one real api per test file, started before the
// first test and closed after the last (not shipped code: excluded from the build). Every answer
// is checked against api/openapi.yaml, and a test fails on any answer of its own that broke it.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Database } from '../db/database.js';
import { startApi, type RunningApi, type StartApiOptions } from '../testing.js';

export interface Reply<T> {
  status: number;
  body: T;
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
