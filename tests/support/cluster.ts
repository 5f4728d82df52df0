// The cluster of `npm run start:cluster` (scripts/cluster.mjs) for a test: PostgreSQL, two apis,
// two gateways and HAProxy, started from source on free ports with a database of its own, and
// stopped with the Ctrl+C a person would press.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasFreshBuild } from './service-entry.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ClusterInstance {
  name: string;
  url: string;
  /** Where Prometheus scrapes this instance (127.0.0.1 only; the balancer does not route it). */
  metricsUrl: string;
  pid: number;
}

export interface RunningCluster {
  /** The balancer: what browsers use. */
  url: string;
  apis: ClusterInstance[];
  gateways: ClusterInstance[];
  /** Its PostgreSQL database. */
  databaseUrl: string;
  /** Its data folder (the uploads the apis share). */
  dataDir: string;
  /** Everything cluster.mjs printed, for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

function portFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A base port whose cluster ports (base, +1, +2, +11, +12) are all free now. */
async function freeBase(): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 1_000) * 10;
    const ports = [base, base + 1, base + 2, base + 11, base + 12];
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return base;
  }
}

export interface ClusterOptions {
  /**
   * Run the TypeScript with tsx rather than the build. Default: the build when `npm test` has just
   * made it (TAVOLA_BUILT=1), the sources otherwise.
   */
  fromSource?: boolean;
  /** Its PostgreSQL database, dropped and made again (default tavola_cluster_test). */
  database?: string;
  timeoutMs?: number;
}

export async function startCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  const { fromSource = !hasFreshBuild(), timeoutMs = 300_000 } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'tavola-cluster-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/cluster.mjs', '--fresh', ...(fromSource ? ['--from-source'] : [])],
    {
      cwd: root,
      env: {
        ...process.env,
        CLUSTER_PORT: String(await freeBase()),
        CLUSTER_DATA_DIR: dataDir,
        CLUSTER_DATABASE: options.database ?? 'tavola_cluster_test',
        LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
        // A test's own database, not the one someone's `npm run start:cluster` may be using.
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + timeoutMs;
  while (!output.includes('Tavola is running on')) {
    if (gone || Date.now() > deadline) {
      child.kill('SIGINT');
      throw new Error(`the cluster did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const state = JSON.parse(readFileSync(join(dataDir, 'cluster.json'), 'utf8')) as {
    url: string;
    databaseUrl: string;
    instances: ClusterInstance[];
  };
  return {
    url: state.url,
    apis: state.instances.filter((instance) => instance.name.startsWith('api')),
    gateways: state.instances.filter((instance) => instance.name.startsWith('gateway')),
    databaseUrl: state.databaseUrl,
    dataDir,
    output: () => output,
    stop: async () => {
      if (!gone) child.kill('SIGINT');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
