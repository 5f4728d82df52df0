// The api as its own process on a data folder (PGlite on disk), as `npm start` runs it, so a test
// or script can kill it with SIGKILL or stop it with SIGTERM and start it again on the same
// folder and port; the gateway likewise (from the build or the source: `service-entry.ts`).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';
import { serviceArgs, type Service } from './service-entry.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServiceProcess {
  url: string;
  port: number;
  pid: number;
  /** Resolves when the process has exited, with its code or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` and waits for the exit. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export type ApiProcess = ServiceProcess;

export interface ApiProcessOptions {
  dataDir: string;
  /** The port to listen on; 0 (default) picks a free one. Give the old one to restart. */
  port?: number;
  /** How long to wait for `/api/health` (default 60 s). */
  readyTimeoutMs?: number;
}

/** Starts the api on `dataDir` and resolves once it answers `/api/health`. */
export function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  return startService(
    'api',
    options.port,
    (port) => ({
      DATA_DIR: options.dataDir,
      API_PORT: port,
      DEV_INBOX: '1',
      // A free port: processes started side by side must not race for the default one.
      API_METRICS_PORT: '0',
    }),
    '/api/health',
    options.readyTimeoutMs,
  );
}

/** Starts the gateway in front of `apiUrl` and resolves once it answers `/health`. */
export function startGatewayProcess(options: {
  apiUrl: string;
  port?: number;
  /** UPSTREAM_TIMEOUT_MS, the deadline of one call to the api; the gateway's default if absent. */
  upstreamTimeoutMs?: number;
  /** How long to wait for `/health` (default 60 s). */
  readyTimeoutMs?: number;
}): Promise<ServiceProcess> {
  const deadline: Record<string, string> =
    options.upstreamTimeoutMs === undefined
      ? {}
      : { UPSTREAM_TIMEOUT_MS: String(options.upstreamTimeoutMs) };
  return startService(
    'gateway',
    options.port,
    (port) => ({
      API_URL: options.apiUrl,
      PORT: port,
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      ...deadline,
    }),
    '/health',
    options.readyTimeoutMs,
  );
}

/**
 * Every process started here and not yet exited. A test file's hook that times out while a
 * process is still starting never gets its handle to stop it; such a process, left running, loads
 * the machine under every file after it. The worker kills what is left when it exits.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts `service` on `port` (a free one if none) with the settings `envFor` gives for it. */
async function startService(
  service: Service,
  port: number | undefined,
  envFor: (port: string) => Record<string, string>,
  healthPath: string,
  readyTimeoutMs = 60_000,
): Promise<ServiceProcess> {
  const listenPort = port || (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  const env = envFor(String(listenPort));
  const child: ChildProcess = spawn(process.execPath, serviceArgs(service), {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'error',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    process.stderr.write(chunk);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + readyTimeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the ${service} exited before it was ready:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the ${service} was not ready in time:\n${stderr}`);
    }
    try {
      const response = await fetch(`${url}${healthPath}`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.pid === undefined) throw new Error(`the ${service} has no pid`);
  return {
    url,
    port: Number(new URL(url).port),
    pid: child.pid,
    exited,
    stop: (signal) => {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}
