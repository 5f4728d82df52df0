// Backups of a Tavola data folder and database (docs/operations.md): the embedded database as
// PGlite's own dump of its data folder, PostgreSQL as pg_dump's custom format, and the uploaded
// images as files, with a manifest saying what is there.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { openPglite } from '../db/pglite.js';

const run = promisify(execFile);

export const backupFormat = 1;
const manifestFile = 'manifest.json';
const pgliteFile = 'database.tar.gz';
const postgresFile = 'database.pgdump';
const uploadsDir = 'uploads';

export interface BackupManifest {
  format: typeof backupFormat;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The database dump inside the backup folder. */
  databaseFile: string;
  /** Whether the backup holds an `uploads/` folder (the data folder had images). */
  uploads: boolean;
}

export interface BackupSource {
  /** The data folder (PGlite in `db/`, images in `uploads/`). */
  dataDir: string;
  /** When set, the database is this PostgreSQL one (pg_dump), not the data folder's PGlite. */
  databaseUrl: string | null;
  /** PostgreSQL schema to dump (default public). */
  schema?: string;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function isEmptyOrAbsent(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

/** A backup folder name that sorts by time: `tavola-2026-11-26T17-20-00-000Z`. */
export function backupName(now: Date): string {
  return `tavola-${now.toISOString().replace(/[:.]/g, '-')}`;
}

/**
 * Writes a backup of `source` into `target` (a folder that must not exist yet or be empty).
 * PGlite allows one process per data folder: stop the api first. PostgreSQL is dumped live
 * (pg_dump takes a consistent snapshot).
 */
export async function writeBackup(source: BackupSource, target: string): Promise<BackupManifest> {
  if (!(await isEmptyOrAbsent(target))) throw new Error(`${target} is not empty`);
  await mkdir(target, { recursive: true });
  let manifest: BackupManifest;
  if (source.databaseUrl) {
    const schema = source.schema ?? 'public';
    // Only the schema's own objects: extensions belong to the server's administrator.
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--schema=${schema}`,
      `--file=${path.join(target, postgresFile)}`,
      `--dbname=${source.databaseUrl}`,
    ]);
    manifest = manifestOf('postgres', postgresFile, false);
  } else {
    const dbDir = path.join(source.dataDir, 'db');
    if (!(await exists(dbDir))) throw new Error(`${dbDir} holds no database`);
    const db = await openPglite(dbDir);
    try {
      const dump = await db.dump();
      await writeFile(path.join(target, pgliteFile), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    manifest = manifestOf('pglite', pgliteFile, false);
  }
  const uploads = path.join(source.dataDir, uploadsDir);
  if (await exists(uploads)) {
    // Half-written files (`*.tmp`, renamed into place when complete) are left out.
    await cp(uploads, path.join(target, uploadsDir), {
      recursive: true,
      filter: (file) => !file.endsWith('.tmp'),
    });
    manifest.uploads = true;
  }
  await writeFile(path.join(target, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function manifestOf(
  database: BackupManifest['database'],
  databaseFile: string,
  uploads: boolean,
): BackupManifest {
  return {
    format: backupFormat,
    createdAt: new Date().toISOString(),
    database,
    databaseFile,
    uploads,
  };
}

export async function readManifest(backup: string): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await readFile(path.join(backup, manifestFile), 'utf8'),
  ) as BackupManifest;
  if (manifest.format !== backupFormat) {
    throw new Error(`${backup}: backup format ${String(manifest.format)} is not ${backupFormat}`);
  }
  return manifest;
}

/**
 * Restores `backup` into `target`: its PGlite database into a data folder without one, or its
 * pg_dump into a PostgreSQL database whose schema holds no tables yet (a new database with the
 * extensions, as scripts/ensure-postgres.sh makes), and its images into the data folder. Nothing
 * is overwritten: an existing database is refused.
 */
export async function restoreBackup(backup: string, target: BackupSource): Promise<BackupManifest> {
  const manifest = await readManifest(backup);
  const dump = path.join(backup, manifest.databaseFile);
  if (manifest.database === 'pglite') {
    if (target.databaseUrl) {
      throw new Error('this backup holds an embedded (PGlite) database: unset DATABASE_URL');
    }
    const dbDir = path.join(target.dataDir, 'db');
    if (!(await isEmptyOrAbsent(dbDir))) {
      throw new Error(`${dbDir} already holds a database: restore into a fresh DATA_DIR`);
    }
    const db = await openPglite(dbDir, { loadDataDir: new Blob([await readFile(dump)]) });
    await db.close();
  } else {
    if (!target.databaseUrl) {
      throw new Error('this backup holds a PostgreSQL database: set DATABASE_URL');
    }
    await restorePostgres(dump, target.databaseUrl, target.schema ?? 'public');
  }
  if (manifest.uploads) {
    await cp(path.join(backup, uploadsDir), path.join(target.dataDir, uploadsDir), {
      recursive: true,
      force: false,
    });
  }
  return manifest;
}

async function restorePostgres(dump: string, databaseUrl: string, schema: string): Promise<void> {
  const { stdout: tables } = await run('psql', [
    '-X',
    '-tA',
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    `SELECT count(*) FROM pg_tables WHERE schemaname = '${schema.replace(/'/g, "''")}'`,
    databaseUrl,
  ]);
  if (Number(tables.trim()) > 0) {
    throw new Error(
      `schema ${schema} already holds tables: restore into a new database (scripts/ensure-postgres.sh)`,
    );
  }
  // The schema itself and extension comments are the administrator's (the database already has
  // them); everything else is restored as the connecting role.
  const { stdout: listing } = await run('pg_restore', ['--list', dump]);
  const kept = listing
    .split('\n')
    .filter((line) => !/\b(SCHEMA - |EXTENSION - |COMMENT - (SCHEMA|EXTENSION) )/.test(line))
    .join('\n');
  const list = `${dump}.list`;
  await writeFile(list, kept);
  // pg_restore empties the search_path while it restores, but earthdistance's functions find
  // their own types by the search_path (an index on ll_to_earth then fails): its script is fed
  // to psql with the schema on the path instead.
  const script = spawn(
    'pg_restore',
    ['--no-owner', '--no-privileges', `--use-list=${list}`, '--file=-', dump],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const psql = spawn(
    'psql',
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', '-', databaseUrl],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const emptyPath = "SELECT pg_catalog.set_config('search_path', '', false);";
  const schemaPath = `SELECT pg_catalog.set_config('search_path', '${schema}, public', false);`;
  const lines = createInterface({ input: script.stdout, crlfDelay: Infinity });
  const feeding = (async () => {
    for await (const line of lines) {
      const written = psql.stdin.write(`${line === emptyPath ? schemaPath : line}\n`);
      if (!written) await once(psql.stdin, 'drain');
    }
    psql.stdin.end();
  })();
  const [dumped, restored] = await Promise.all([exitOf(script), exitOf(psql), feeding]);
  if (dumped.code !== 0) throw new Error(`pg_restore failed: ${dumped.stderr}`);
  if (restored.code !== 0) throw new Error(`psql failed: ${restored.stderr}`);
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
}
