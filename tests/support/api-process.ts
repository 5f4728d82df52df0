// The api as its own process on a data folder (PGlite on disk), as `npm start` runs it, so a test
// or script can kill it with SIGKILL or stop it with SIGTERM and start it again on the same
// folder and port. Started from source with tsx: nothing has to be built first.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = fileURLToPath(new URL('../../api/src/server.ts', import.meta.url));

export interface ApiProcess {
  url: string;
  port: number;
  pid: number;
  /** Resolves when the process has exited, with its code or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` and waits for the exit. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ApiProcessOptions {
  dataDir: string;
  /** The port to listen on; 0 (default) picks a free one. Give the old one to restart. */
  port?: number;
  /** How long to wait for `/api/health` (default 60 s). */
  readyTimeoutMs?: number;
}

/** A port free right now (the api takes it a moment later; nothing else here races for it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** Starts the api on `dataDir` and resolves once it answers `/api/health`. */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const port = options.port || (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      API_PORT: String(port),
      LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'error',
      NODE_ENV: 'test',
      DEV_INBOX: '1',
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    process.stderr.write(chunk);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the api exited before it was ready:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the api was not ready in time:\n${stderr}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.pid === undefined) throw new Error('the api process has no pid');
  return {
    url,
    port,
    pid: child.pid,
    exited,
    stop: (signal) => {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}
