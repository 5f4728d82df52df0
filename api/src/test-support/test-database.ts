import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { cacheDir } from '../runtime.js';
import { openSeededMemoryDatabase } from '../seed/memory-template.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';

/**
 * For tests of the database layer: an in-memory PGlite with the demo data, or, when
 * DATABASE_URL is set, a migrated and empty PostgreSQL schema that `drop()` removes.
 */
export async function openTestDatabase(): Promise<{ db: Database; drop(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const db = await openSeededMemoryDatabase(cacheDir);
    return { db, drop: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl, schema });
  await migrate(db);
  return {
    db,
    drop: async () => {
      await db.close();
      const admin = await openDatabase({ databaseUrl });
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await admin.close();
      }
    },
  };
}

/**
 * One test database for the test file (or describe block): opened before its first test and
 * handed to `opened` (which may fill it; `timeoutMs` when that takes long), dropped after its last.
 */
export function useTestDatabase(
  opened: (db: Database) => void | Promise<void>,
  timeoutMs?: number,
): void {
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const test = await openTestDatabase();
    drop = test.drop;
    await opened(test.db);
  }, timeoutMs);
  afterAll(async () => {
    await drop();
  });
}
