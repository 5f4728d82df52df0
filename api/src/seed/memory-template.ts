import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { passwordCostOf } from '../config.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import type { PGliteOptions } from '@electric-sql/pglite';
import { openPglite } from '../db/pglite.js';
import { buildDemoData } from './demo-data.js';
import { demoChatsVersion } from './demo-chats.js';
import { demoReservationsVersion } from './demo-reservations.js';
import { demoSocialFingerprint, demoSocialVersion } from './demo-posts.js';
import { demoPeople } from './people.js';
import { seedDemoRowsIfEmpty } from './seed.js';

const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Bump when the way a template is built changes (the inputs below are hashed anyway). */
const templateVersion = 10;

/** Changes whenever the migrations or the demo data change, so a stale template is never used. */
async function computeTemplateKey(): Promise<string> {
  const hash = createHash('sha256').update(String(templateVersion));
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  for (const file of files) {
    hash.update(file).update(await readFile(path.join(migrationsDir, file)));
  }
  hash.update(JSON.stringify(buildDemoData()));
  hash.update(JSON.stringify(demoPeople()));
  hash.update(`social-${demoSocialVersion}`).update(demoSocialFingerprint());
  hash.update(`chats-${demoChatsVersion}`);
  hash.update(`reservations-${demoReservationsVersion}`);
  // The demo people's password hash is made at the environment's cost.
  hash.update(`password-cost-${passwordCostOf()}`);
  // A dump is only loadable by the PGlite that made it.
  hash.update(await readFile(path.join(pgliteDist, '..', 'package.json')));
  return hash.digest('hex').slice(0, 20);
}

const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

let templateKeyOnce: Promise<string> | undefined;
/**
 * Names the demo database's contents (migrations, demo data, PGlite's version), for every copy
 * made of it. The same for the life of a process: its inputs are its own source files.
 */
export function demoTemplateKey(): Promise<string> {
  return (templateKeyOnce ??= computeTemplateKey());
}

/**
 * What every in-memory PGlite of this process starts from: the template's tarball unpacked (PGlite
 * reads a plain tarball faster than a gzipped one), the compiled WebAssembly module and the file
 * system bundle PGlite would otherwise read and compile again for each instance. A process that
 * opens many databases (a test worker runs many files) pays for them once.
 */
interface LoadedTemplate {
  tarball: Blob;
  pgliteWasmModule: CompiledWasm;
  fsBundle: Blob;
}

type CompiledWasm = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** Node's global WebAssembly; the api's TypeScript libraries (no DOM) do not declare its value. */
const webAssembly = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledWasm> } }
).WebAssembly;

const loaded = new Map<string, Promise<LoadedTemplate | null>>();

/** The template's dump under `cacheDir`, named by its key. */
async function templateFile(cacheDir: string): Promise<string> {
  return path.join(cacheDir, `pglite-demo-${await demoTemplateKey()}.tar.gz`);
}

async function loadTemplate(file: string): Promise<LoadedTemplate | null> {
  const cached = await readFile(file).catch(() => null);
  if (!cached) return null;
  const [pgliteWasmModule, fsBundle] = await Promise.all([
    readFile(path.join(pgliteDist, 'pglite.wasm')).then((bytes) => webAssembly.compile(bytes)),
    readFile(path.join(pgliteDist, 'pglite.data')).then((bytes) => new Blob([bytes])),
  ]);
  return { tarball: new Blob([gunzipSync(cached)]), pgliteWasmModule, fsBundle };
}

function templateOf(file: string): Promise<LoadedTemplate | null> {
  let template = loaded.get(file);
  if (!template) {
    template = loadTemplate(file);
    loaded.set(file, template);
  }
  return template;
}

/**
 * Shared buffers of each copy: initdb's 128 MB are set up at every start (a quarter of a second
 * more than this); the demo database, about 20 MB of tables and indexes, fits in these with room
 * to grow during a test file.
 */
const copySharedBuffers = '48MB';

/**
 * Leaves out of the template what no copy uses, so each copy loads about half the bytes (70 MB
 * unpacked before, 38 after): the databases `template0` and `template1`, which only
 * `CREATE DATABASE` reads (a copy is one database, never a server), and the WAL segments beyond
 * the one holding the last checkpoint (PostgreSQL keeps old ones for reuse; with `wal_recycle`
 * off a checkpoint removes them, and a copy makes new ones as it writes). Copies also start with
 * fewer shared buffers (`copySharedBuffers`).
 */
async function leaveOnlyWhatCopiesUse(db: Database): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await db.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await db.exec(`DROP DATABASE ${name}`);
  }
  await db.exec(`ALTER SYSTEM SET shared_buffers = '${copySharedBuffers}'`);
  await db.exec('SET wal_recycle = off');
  await db.exec('CHECKPOINT');
  // The checkpoint after the switch starts its redo in a new segment, so every older one goes.
  await db.query('SELECT pg_switch_wal()');
  await db.exec('CHECKPOINT');
}

/**
 * An in-memory PGlite, migrated and seeded with the demo data. A fresh PGlite spends seconds in
 * initdb, so the first call saves a dump of the seeded database under `cacheDir` and later calls
 * (other test files, other processes, restarts) start from that dump in under a second.
 */
export async function openSeededMemoryDatabase(cacheDir: string): Promise<Database> {
  const file = await templateFile(cacheDir);
  const template = await templateOf(file);
  if (template) {
    try {
      const db = await openPglite(null, {
        loadDataDir: template.tarball,
        pgliteWasmModule: template.pgliteWasmModule,
        fsBundle: template.fsBundle,
      });
      await migrate(db);
      return db;
    } catch {
      // An unreadable dump (disk trouble, a foreign file): build a fresh one below.
      loaded.delete(file);
      await rm(file, { force: true });
    }
  } else {
    loaded.delete(file);
  }
  const db = await openPglite(null);
  await migrate(db);
  await seedDemoRowsIfEmpty(db);
  await leaveOnlyWhatCopiesUse(db);
  const dump = Buffer.from(await (await db.dump()).arrayBuffer());
  await mkdir(cacheDir, { recursive: true });
  // Write then rename: parallel test workers may build the template at the same time.
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, dump);
  await rename(temporary, file);
  return db;
}

/**
 * Fills `dir`, an absent or empty PGlite data folder, with the seeded demo database from the same
 * template: seconds, where a first start on an empty folder seeds for many.
 */
export async function writeSeededDataDir(cacheDir: string, dir: string): Promise<void> {
  // Builds the template when it is missing (or stale).
  await (await openSeededMemoryDatabase(cacheDir)).close();
  const file = await templateFile(cacheDir);
  const db = await openPglite(dir, { loadDataDir: new Blob([await readFile(file)]) });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
}
