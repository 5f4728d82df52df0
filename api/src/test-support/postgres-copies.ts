// PostgreSQL databases for tests, each a copy of a template made once per run (not shipped code).
// Migrating and seeding the demo data takes seconds per database; `CREATE DATABASE ... TEMPLATE`
// copies a seeded one in a fraction of that, and a database of its own per test file keeps files
// apart (their tables, their LISTEN channels) so they can run side by side.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../db/migrate.js';
import { openPostgres } from '../db/postgres.js';
import { demoTemplateKey } from '../seed/memory-template.js';
import { seedDemoRowsIfEmpty } from '../seed/seed.js';

/** What a copy starts as: migrated and empty, or migrated with the demo data. */
export type TemplateContent = 'empty' | 'demo';

export interface DatabaseCopy {
  /** The copy's connection string (the base's server, role and password). */
  url: string;
  /** Drops the copy; every connection to it must be closed first (or is cut). */
  drop(): Promise<void>;
}

/**
 * Copies are named after their base database (`<base>_t_<random>`, templates `<base>_tpl_<key>`),
 * so `ensure-postgres.sh --reset` of a base drops what earlier runs left of it, and nothing else.
 */
const copyName = (base: string, suffix: string) => `${base}_t_${suffix}`;
const templateName = (base: string, key: string, content: TemplateContent) =>
  `${base}_tpl_${key}_${content}`;

/** Any constant: builders of one template across workers wait for each other on it. */
const templateLockKey = 74_012;

/** PostgreSQL's SQLSTATE when a template is in use by another session (a copy being taken). */
const objectInUse = '55006';
/** PostgreSQL's SQLSTATE when DROP DATABASE ... FORCE meets a session it may not end. */
const insufficientPrivilege = '42501';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The database a connection string names. */
function databaseOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name: ${name}`);
  return name;
}

/**
 * Runs `fn` on a connection to the server's `postgres` database: CREATE and DROP DATABASE cannot
 * run inside the database they copy or drop.
 */
async function onServer<T>(baseUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: withDatabase(baseUrl, 'postgres') });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function exists(admin: pg.Client, database: string): Promise<boolean> {
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  return rows.length > 0;
}

/**
 * `CREATE DATABASE name TEMPLATE source`, tried again while another session briefly holds the
 * source (PostgreSQL refuses to copy a database someone is connected to).
 */
async function copyDatabase(admin: pg.Client, source: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== objectInUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const templates = new Map<string, Promise<string>>();

/**
 * The template for `content`, made when missing: a copy of the base database (which holds the
 * extensions the api's role may not create), migrated, and seeded for `demo`. Its name carries
 * the demo template's key (migrations and demo data), so a change never reuses a stale one.
 */
function templateFor(baseUrl: string, content: TemplateContent): Promise<string> {
  const key = `${baseUrl} ${content}`;
  let template = templates.get(key);
  if (!template) {
    template = buildTemplate(baseUrl, content);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}

async function buildTemplate(baseUrl: string, content: TemplateContent): Promise<string> {
  const base = databaseOf(baseUrl);
  const name = templateName(base, await demoTemplateKey(), content);
  return onServer(baseUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [templateLockKey]);
    try {
      if (await exists(admin, name)) return name;
      const building = copyName(base, `build_${randomBytes(6).toString('hex')}`);
      await copyDatabase(admin, base, building);
      try {
        const db = await openPostgres(withDatabase(baseUrl, building));
        try {
          await migrate(db);
          if (content === 'demo') await seedDemoRowsIfEmpty(db);
          // Fresh planner statistics, copied with the data into every test database.
          await db.exec('ANALYZE');
        } finally {
          await db.close();
        }
        // Renamed only when whole: a template under its final name is always complete.
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        throw error;
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [templateLockKey]);
    }
  });
}

/**
 * `DROP DATABASE name WITH (FORCE)`, tried again for a while when a session our role may not end
 * is still in it (42501: FORCE ends only our role's sessions), as was seen once at the end of a
 * test file, most likely autovacuum at work on the copy that file had just written.
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== insufficientPrivilege || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A new database on the server of `baseUrl` holding `content`, for one test file (or one api of
 * it); `drop()` removes it.
 */
export async function copyTestDatabase(
  baseUrl: string,
  content: TemplateContent,
): Promise<DatabaseCopy> {
  const template = await templateFor(baseUrl, content);
  const name = copyName(databaseOf(baseUrl), randomBytes(8).toString('hex'));
  await onServer(baseUrl, (admin) => copyDatabase(admin, template, name));
  return {
    url: withDatabase(baseUrl, name),
    drop: () => onServer(baseUrl, (admin) => dropDatabase(admin, name)),
  };
}
