import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite.js';
import { migrate } from '../db/migrate.js';
import { LocalImageStorage } from '../image/storage.js';
import { readManifest, restoreBackup, writeBackup } from './backup.js';

const folders: string[] = [];
async function folder(name: string): Promise<string> {
  const made = await mkdtemp(path.join(os.tmpdir(), `tavola-backup-${name}-`));
  folders.push(made);
  return made;
}
afterAll(async () => {
  await Promise.all(folders.map((made) => rm(made, { recursive: true, force: true })));
});

const image = Buffer.from('not really a jpeg, but bytes to get back');

// A fresh PGlite and its migrations take a while on a busy machine.
const slow = 120_000;

describe('backups of the embedded database', () => {
  let dataDir: string;
  let backup: string;
  beforeAll(async () => {
    dataDir = await folder('source');
    const db = await openPglite(path.join(dataDir, 'db'));
    await migrate(db);
    await db.query(
      `INSERT INTO events (type, payload, user_ids) VALUES ('backup.kept', '{"n": 42}', ARRAY['someone'])`,
    );
    await db.close();
    await new LocalImageStorage(path.join(dataDir, 'uploads')).put(
      'users/ab12-standard.jpg',
      image,
    );
    backup = path.join(await folder('backups'), 'one');
    await writeBackup({ dataDir, databaseUrl: null }, backup);
  }, slow);

  it(
    'restores into a fresh data folder the rows and images it was taken of',
    async () => {
      expect(await readManifest(backup)).toMatchObject({ database: 'pglite', uploads: true });

      const fresh = await folder('restored');
      await restoreBackup(backup, { dataDir: fresh, databaseUrl: null });
      const restored = await openPglite(path.join(fresh, 'db'));
      try {
        const { rows } = await restored.query<{ payload: { n: number }; user_ids: string[] }>(
          `SELECT payload, user_ids FROM events WHERE type = 'backup.kept'`,
        );
        expect(rows).toEqual([{ payload: { n: 42 }, user_ids: ['someone'] }]);
        // The restored database is whole: every migration is recorded as applied.
        expect(await migrate(restored)).toEqual([]);
      } finally {
        await restored.close();
      }
      expect(await readFile(path.join(fresh, 'uploads', 'users', 'ab12-standard.jpg'))).toEqual(
        image,
      );
    },
    slow,
  );

  it('refuses to restore over a database', async () => {
    await expect(restoreBackup(backup, { dataDir, databaseUrl: null })).rejects.toThrow(
      /already holds a database/,
    );
    // The images were not copied over it either.
    expect(await readdir(path.join(dataDir, 'uploads', 'users'))).toEqual(['ab12-standard.jpg']);
  });
});
