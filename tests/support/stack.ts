// The real stack of an integration test file: the api (in-memory PGlite with the demo data, or a
// schema of its own on DATABASE_URL) and the gateway in front of it, both on free ports, started
// before the file's first test and stopped after its last. Every answer of the api is checked
// against api/openapi.yaml, and a test fails on any answer of its own that broke it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  seedDataDir,
  startApi,
  startPushEndpoint,
  type PushEndpoint,
  type RunningApi,
  type StartApiOptions,
} from '@tavola/api/testing';
import {
  startGateway,
  type RunningGateway,
  type StartGatewayOptions,
} from '@tavola/gateway/testing';
import { startCountingProxy, type CountingProxy } from './counting-proxy.js';
import { startSilentServer } from './silent-server.js';

export type { PushBrowser, PushEndpoint } from '@tavola/api/testing';
export type { RunningApi, RunningGateway };

/** Nothing listens on the discard port: a gateway pointed here has no api behind it. */
export const NO_API = 'http://127.0.0.1:9';

export interface StackOptions {
  api?: StartApiOptions;
  /** The gateway's options, or false for the api alone. */
  gateway?: Omit<StartGatewayOptions, 'apiUrl'> | false;
  /** Put a counting proxy between the gateway and the api (`stack.proxy`). */
  countCalls?: boolean;
  /** Give the gateway the api's event stream secret, so live notifications flow. */
  liveEvents?: boolean;
}

export interface Stack {
  api: RunningApi;
  /** Absent with `gateway: false`. */
  gateway: RunningGateway | undefined;
  /** Present with `countCalls`. */
  proxy: CountingProxy | undefined;
  close(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const api = await startApi(options.api);
  const proxy = options.countCalls ? await startCountingProxy(api.url) : undefined;
  const gateway =
    options.gateway === false
      ? undefined
      : await startGateway({
          ...options.gateway,
          apiUrl: proxy?.url ?? api.url,
          ...(options.liveEvents ? { eventsSecret: api.eventsSecret } : {}),
        });
  let closing: Promise<void> | undefined;
  return {
    api,
    gateway,
    proxy,
    close: () =>
      (closing ??= (async () => {
        await gateway?.close();
        await proxy?.close();
        await api.close();
      })()),
  };
}

export interface StackUnderTest {
  /** These read the running stack: only inside tests and hooks. */
  readonly api: RunningApi;
  readonly gateway: RunningGateway;
  readonly proxy: CountingProxy;
  readonly apiUrl: string;
  readonly gatewayUrl: string;
  /**
   * Stops the gateway and the api and starts both again, on new ports: the api on the same data
   * folder (`api.dataDir`, which the stack must have been given), so what was written survives.
   */
  restart(): Promise<void>;
}

/** One stack for the test file: started in beforeAll, stopped in afterAll. */
export function useStack(options: StackOptions = {}): StackUnderTest {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
  });
  afterEach(() => {
    expect(stack?.api.takeContractBreaches() ?? [], 'answers that broke api/openapi.yaml').toEqual(
      [],
    );
  });
  afterAll(async () => {
    await stack?.close();
  });

  const running = (): Stack => {
    if (!stack) throw new Error('the stack is not started yet: use it inside a test or hook');
    return stack;
  };
  return {
    get api() {
      return running().api;
    },
    get gateway() {
      const { gateway } = running();
      if (!gateway) throw new Error('this stack was started without a gateway');
      return gateway;
    },
    get proxy() {
      const { proxy } = running();
      if (!proxy) throw new Error('start the stack with countCalls to count upstream calls');
      return proxy;
    },
    get apiUrl() {
      return running().api.url;
    },
    get gatewayUrl() {
      return this.gateway.url;
    },
    async restart() {
      if (!options.api?.dataDir) throw new Error('only a stack on a data folder keeps its data');
      await running().close();
      stack = await startStack(options);
    },
  };
}

/** A gateway's options for `useServers`: in front of `apiUrl`, or of no api at all. */
export type GatewayOptions = Partial<StartGatewayOptions>;

export interface Servers {
  /** The api in process: in-memory PGlite with the demo data, or on `dataDir`. */
  api(options?: StartApiOptions): Promise<RunningApi>;
  /** The gateway in process, in front of `apiUrl` (`NO_API` when absent). */
  gateway(options?: GatewayOptions): Promise<RunningGateway>;
  /** A counting proxy in front of `url`. */
  countingProxy(url: string): Promise<CountingProxy>;
  /** A web push service, as browsers' vendors run them, that the api's pushes reach. */
  pushService(): Promise<PushEndpoint>;
  /** A server that accepts requests and never answers: a hung api. */
  silent(): Promise<{ url: string; close(): Promise<void> }>;
  /** A new folder for an api's data (with the demo data when `seeded`), removed after the file. */
  dataFolder(options?: { seeded?: boolean }): Promise<string>;
  /** Runs each of `stops` after the file's last test, the latest first, before any server stops. */
  atEnd(...stops: (() => Promise<unknown> | unknown)[]): void;
}

/**
 * Servers a test file starts and stops itself: to take the api away and bring it back on its
 * port, to restart it on its data folder, or to put several gateways on one api. Whatever still
 * runs after the file's last test is stopped then, the latest first: what `atEnd` was given (the
 * clients a test opened) first, then the servers, the apis after everything in front of them (as
 * in production, a gateway closing may still call its api) and the data folders last. The answers of every api started here are checked against
 * api/openapi.yaml after each test, as `useStack` does.
 */
export function useServers(): Servers {
  type Stop = () => Promise<unknown> | unknown;
  const endStops: Stop[] = [];
  const stops: Stop[] = [];
  const apiStops: Stop[] = [];
  const folderStops: Stop[] = [];
  const apis: RunningApi[] = [];
  afterEach(() => {
    const breaches = apis.flatMap((api) => api.takeContractBreaches());
    expect(breaches, 'answers that broke api/openapi.yaml').toEqual([]);
  });
  afterAll(async () => {
    for (const list of [endStops, stops, apiStops, folderStops]) {
      for (const stop of list.splice(0).reverse()) await stop();
    }
  });
  const started = <T extends { close(): Promise<void> }>(server: T, list = stops): T => {
    const closeServer = server.close.bind(server);
    let closing: Promise<void> | undefined;
    const close = () => (closing ??= closeServer());
    list.push(close);
    return Object.assign(server, { close });
  };
  return {
    async api(options) {
      const api = started(await startApi(options), apiStops);
      apis.push(api);
      return api;
    },
    async gateway(options = {}) {
      return started(await startGateway({ apiUrl: NO_API, ...options }));
    },
    async countingProxy(url) {
      return started(await startCountingProxy(url));
    },
    async pushService() {
      return started(await startPushEndpoint());
    },
    async silent() {
      return started(await startSilentServer());
    },
    async dataFolder({ seeded = false } = {}) {
      const folder = await mkdtemp(path.join(tmpdir(), 'tavola-data-'));
      folderStops.push(() => rm(folder, { recursive: true, force: true }));
      if (seeded) await seedDataDir(folder);
      return folder;
    },
    atEnd(...more) {
      endStops.push(...more);
    },
  };
}
