// `npm run db:backup` and `npm run db:restore` on PostgreSQL (docs/operations.md): the cluster's
// database and shared images, backed up while it serves, restored into a new database and a fresh
// data folder, read back the same.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCluster, type RunningCluster } from '../support/cluster.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
let cluster: RunningCluster;
const folders: string[] = [];

beforeAll(async () => {
  cluster = await startCluster({ database: 'tavola_cluster_backup' });
});

afterAll(async () => {
  await cluster?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(name: string): string {
  const made = mkdtempSync(join(tmpdir(), `tavola-${name}-`));
  folders.push(made);
  return made;
}

async function sql(databaseUrl: string, query: string): Promise<string> {
  const { stdout } = await run('psql', [
    '-X',
    '-tA',
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    query,
    databaseUrl,
  ]);
  return stdout.trim();
}

async function npm(script: string, env: Record<string, string>, ...args: string[]) {
  return run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, ...env, INIT_CWD: root, LOG_LEVEL: 'warn' },
  });
}

/** Every file under `dir`, relative. */
function filesOf(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length))
    .sort();
}

const facts = `SELECT (SELECT count(*) FROM places) || ',' || (SELECT count(*) FROM users) || ','
  || (SELECT count(*) FROM posts) || ',' || (SELECT coalesce(max(id), 0) FROM events)
  || ',' || (SELECT max(name) FROM places)`;

it('restores a PostgreSQL backup and the images into a new database and data folder', async () => {
  const backups = folder('backups');
  await npm('db:backup', { DATABASE_URL: cluster.databaseUrl, DATA_DIR: cluster.dataDir }, backups);
  const [backup] = readdirSync(backups);
  expect(backup).toMatch(/^tavola-/);

  // A new database with the extensions, as a new server would have it.
  const { stdout } = await run('bash', ['scripts/ensure-postgres.sh', '--reset'], {
    cwd: root,
    env: { ...process.env, TAVOLA_PG_DB: 'tavola_cluster_restored' },
  });
  const restoredUrl = stdout.trim().split('\n').pop()!;
  const dataDir = folder('restored');
  await npm('db:restore', { DATABASE_URL: restoredUrl, DATA_DIR: dataDir }, join(backups, backup!));

  const before = await sql(cluster.databaseUrl, facts);
  expect(before).toMatch(/^[1-9]\d*,[1-9]\d*,/);
  expect(await sql(restoredUrl, facts)).toBe(before);
  const images = filesOf(join(cluster.dataDir, 'uploads'));
  expect(images.length).toBeGreaterThan(0);
  expect(filesOf(join(dataDir, 'uploads'))).toEqual(images);

  // Restoring over it again is refused: nothing is overwritten.
  await expect(
    npm('db:restore', { DATABASE_URL: restoredUrl, DATA_DIR: dataDir }, join(backups, backup!)),
  ).rejects.toThrow(/already holds tables/);
});
