// The real stack of an integration test file: the api (in-memory PGlite with the demo data, or a
// schema of its own on DATABASE_URL) and the gateway in front of it, both on free ports, started
// before the file's first test and stopped after its last. Every answer of the api is checked
// against api/openapi.yaml, and a test fails on any answer of its own that broke it.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startApi, type RunningApi, type StartApiOptions } from '@tavola/api/testing';
import {
  startGateway,
  type RunningGateway,
  type StartGatewayOptions,
} from '@tavola/gateway/testing';
import { startCountingProxy, type CountingProxy } from './counting-proxy.js';

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
