// The built product (scripts/start.mjs: api and gateway) as the bench scripts run it: on free ports,
// in production mode, on a data directory of the script's choosing, removed when it stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchProduct {
  gatewayUrl: string;
  apiUrl: string;
  port: number;
  apiPort: number;
  process: ChildProcess;
  /** Until the api is healthy and the gateway answers below `gatewayStatusBelow`. */
  ready(): Promise<void>;
  /** Ends the product (if it still runs) and removes its data directory. */
  stop(): Promise<void>;
}

/** Free ports for the gateway and the api, picked before the product starts (to be logged). */
export async function productPorts(): Promise<{ port: number; apiPort: number }> {
  return { port: await freePort(), apiPort: await freePort() };
}

export function startProduct(options: {
  dataDir: string;
  port: number;
  apiPort: number;
  env?: Record<string, string>;
  /** How long `ready` waits and how often it asks. */
  readyTimeoutMs: number;
  pollMs: number;
  /** The gateway counts as up when `/` answers below this status. */
  gatewayStatusBelow: number;
}): BenchProduct {
  const { dataDir, port, apiPort } = options;
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const product = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      API_URL: apiUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Free metrics ports: a product already running on this machine keeps the defaults.
      METRICS_PORT: '0',
      API_METRICS_PORT: '0',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = () => product.exitCode !== null;

  async function waitFor(what: string, check: () => Promise<boolean>) {
    const deadline = Date.now() + options.readyTimeoutMs;
    while (Date.now() < deadline) {
      if (exited()) throw new Error(`the product exited while waiting for ${what}`);
      if (await check().catch(() => false)) return;
      await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  return {
    gatewayUrl,
    apiUrl,
    port,
    apiPort,
    process: product,
    async ready() {
      await waitFor('the api', async () => (await fetch(`${apiUrl}/api/health`)).ok);
      await waitFor(
        'the gateway',
        async () => (await fetch(`${gatewayUrl}/`)).status < options.gatewayStatusBelow,
      );
    },
    async stop() {
      if (!exited()) {
        const done = new Promise((resolve) => product.once('exit', resolve));
        product.kill('SIGTERM');
        await done;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
