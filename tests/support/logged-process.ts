// The api or the gateway as its own process (from the build or the source: `service-entry.ts`),
// with its JSON log lines kept, so a test can read what an operator would (request ids, SQL
// lines). Health is awaited at start.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { serviceArgs, type Service } from './service-entry.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };

export interface LoggedProcess {
  url: string;
  pid: number;
  /** Every JSON line written so far. */
  readonly logs: LogLine[];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startLoggedProcess(options: {
  service: Service;
  port: number;
  env: Record<string, string>;
  /** Answered 200 once the process is up (default `/health`). */
  healthPath?: string;
  readyTimeoutMs?: number;
}): Promise<LoggedProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, serviceArgs(options.service), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      // Metrics on free ports: processes started side by side must not race for the defaults.
      METRICS_PORT: '0',
      API_METRICS_PORT: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      logs.push(JSON.parse(line) as LogLine);
    } catch {
      // Not a log line (a library printing on its own).
    }
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let gone = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      gone = true;
      resolve({ code, signal });
    }),
  );
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (gone) throw new Error(`${options.service} exited before it was up:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.service} was not up in time:\n${stderr}`);
    }
    try {
      const response = await fetch(`${url}${options.healthPath ?? '/health'}`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    logs,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}
