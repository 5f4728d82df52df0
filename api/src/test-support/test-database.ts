import { afterAll, beforeAll } from 'vitest';
import { cacheDir } from '../runtime.js';
import { openSeededMemoryDatabase } from '../seed/memory-template.js';
import { openDatabase, type Database } from '../db/database.js';
import { copyTestDatabase, type TemplateContent } from './postgres-copies.js';

/**
 * For tests of the database layer: an in-memory PGlite with the demo data, or, when
 * DATABASE_URL is set, a migrated PostgreSQL database of its own, empty or with the demo data
 * (`content`), that `drop()` removes.
 */
export async function openTestDatabase(
  content: TemplateContent = 'empty',
): Promise<{ db: Database; drop(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const db = await openSeededMemoryDatabase(cacheDir);
    return { db, drop: () => db.close() };
  }
  const copy = await copyTestDatabase(databaseUrl, content);
  const db = await openDatabase({ databaseUrl: copy.url });
  return {
    db,
    drop: async () => {
      await db.close();
      await copy.drop();
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
  content: TemplateContent = 'empty',
): void {
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const test = await openTestDatabase(content);
    drop = test.drop;
    await opened(test.db);
  }, timeoutMs);
  afterAll(async () => {
    await drop();
  });
}
