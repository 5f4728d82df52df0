import { describe, expect, it } from 'vitest';
import { bulkInsert } from './bulk-insert.js';
import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { useTestDatabase } from '../test-support/test-database.js';

// Runs on PGlite, or on PostgreSQL in a throwaway schema when DATABASE_URL is set.
let db: Database;

useTestDatabase((opened) => {
  db = opened;
});

const countCuisines = async (value: string) =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cuisines WHERE value = $1', [
      value,
    ])
  ).rows[0]?.n;

describe('Database', () => {
  it('commits a transaction that resolves', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO cuisines (value, label) VALUES ($1, $2)', ['tx-commit', 'C']);
    });
    expect(await countCuisines('tx-commit')).toBe(1);
  });

  it('rolls back a transaction that throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO cuisines (value, label) VALUES ($1, $2)', ['tx-undo', 'U']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await countCuisines('tx-undo')).toBe(0);
  });

  it('never lets a query outside a transaction see or join its uncommitted work', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let inserted: () => void = () => undefined;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO cuisines (value, label) VALUES ($1, $2)', ['tx-open', 'O']);
      inserted();
      await released;
      throw new Error('roll back');
    });
    await insertedSignal;
    const outside = countCuisines('tx-open');
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await outside).toBe(0);
  });

  it('bulk-inserts rows as JSON, leaving out columns to their defaults', async () => {
    await bulkInsert(db, 'cuisines', [
      { value: 'bulk-a', label: "O'Brien's" },
      { value: 'bulk-b', label: 'Ünïcode' },
    ]);
    const { rows } = await db.query<{ value: string; label: string; sort_order: number }>(
      `SELECT value, label, sort_order FROM cuisines WHERE value LIKE 'bulk-%' ORDER BY value`,
    );
    expect(rows).toEqual([
      { value: 'bulk-a', label: "O'Brien's", sort_order: 0 },
      { value: 'bulk-b', label: 'Ünïcode', sort_order: 0 },
    ]);
  });

  it('migrates idempotently', async () => {
    expect(await migrate(db)).toEqual([]);
  });
});
