import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheDir } from '../runtime.js';
import { buildDemoData } from './demo-data.js';
import { openSeededMemoryDatabase, writeSeededDataDir } from './memory-template.js';
import { openPglite } from '../db/pglite.js';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe("the seeded template's copies", () => {
  it('hold the demo data in their one database, with one WAL segment', async () => {
    // The first call makes the template when it is missing, and answers with the database that
    // made it; the second is a copy.
    await (await openSeededMemoryDatabase(cacheDir)).close();
    const db = await openSeededMemoryDatabase(cacheDir);
    try {
      const places = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM places');
      expect(places.rows[0]?.n).toBe(buildDemoData().places.length);
      const databases = await db.query<{ datname: string }>('SELECT datname FROM pg_database');
      expect(databases.rows.map((row) => row.datname)).toEqual(['postgres']);
      const wal = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_ls_waldir() WHERE name ~ '^[0-9A-F]{24}$'",
      );
      expect(wal.rows[0]?.n).toBe(1);
      // Fewer shared buffers than initdb's 128 MB, and still more than the whole database.
      const buffers = await db.query<{ bytes: string; database: string }>(
        `SELECT (SELECT setting::bigint * 8192 FROM pg_settings WHERE name = 'shared_buffers')::text
                  AS bytes,
                pg_database_size(current_database())::text AS database`,
      );
      const { bytes, database } = buffers.rows[0]!;
      expect(Number(bytes)).toBeLessThan(128 * 1024 * 1024);
      expect(Number(bytes)).toBeGreaterThan(2 * Number(database));
    } finally {
      await db.close();
    }
  });

  it('write and reopen on disk, and go on writing past a WAL segment', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tavola-template-'));
    folders.push(dir);
    await writeSeededDataDir(cacheDir, path.join(dir, 'db'));
    const db = await openPglite(path.join(dir, 'db'));
    try {
      await db.exec('CREATE TABLE filler (text text)');
      // More than one 16 MB segment of WAL, so PostgreSQL has to make the ones the copy lacks.
      await db.exec("INSERT INTO filler SELECT repeat('x', 1000) FROM generate_series(1, 20000)");
      await db.exec('CHECKPOINT');
    } finally {
      await db.close();
    }
    const reopened = await openPglite(path.join(dir, 'db'));
    try {
      const rows = await reopened.query<{ n: number }>('SELECT count(*)::int AS n FROM filler');
      expect(rows.rows[0]?.n).toBe(20000);
    } finally {
      await reopened.close();
    }
  });
});
