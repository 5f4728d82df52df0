import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { openPglite } from '../db/pglite.js';
import { buildDemoData } from './demo-data.js';
import { demoChatsVersion } from './demo-chats.js';
import { demoReservationsVersion } from './demo-reservations.js';
import { demoSocialFingerprint, demoSocialVersion } from './demo-posts.js';
import { demoPeople } from './people.js';
import { seedDemoRowsIfEmpty } from './seed.js';

const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Bump when the way a template is built changes (the inputs below are hashed anyway). */
const templateVersion = 3;

/** Changes whenever the migrations or the demo data change, so a stale template is never used. */
async function templateKey(): Promise<string> {
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
  // A dump is only loadable by the PGlite that made it.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 20);
}

/**
 * An in-memory PGlite, migrated and seeded with the demo data. A fresh PGlite spends seconds in
 * initdb, so the first call saves a dump of the seeded database under `cacheDir` and later calls
 * (other test files, restarts) load that dump in about a second.
 */
export async function openSeededMemoryDatabase(cacheDir: string): Promise<Database> {
  const file = path.join(cacheDir, `pglite-demo-${await templateKey()}.tar.gz`);
  const cached = await readFile(file).catch(() => null);
  if (cached) {
    try {
      const db = await openPglite(null, { loadDataDir: new Blob([cached]) });
      await migrate(db);
      return db;
    } catch {
      // An unreadable dump (disk trouble, a foreign file): build a fresh one below.
      await rm(file, { force: true });
    }
  }
  const db = await openPglite(null);
  await migrate(db);
  await seedDemoRowsIfEmpty(db);
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
  const file = path.join(cacheDir, `pglite-demo-${await templateKey()}.tar.gz`);
  const db = await openPglite(dir, { loadDataDir: new Blob([await readFile(file)]) });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
}
