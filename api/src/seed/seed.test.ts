import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { useTestDatabase } from '../test-support/test-database.js';
import { buildDemoData } from './demo-data.js';
import { seedDemoRowsIfEmpty } from './seed.js';

let db: Database;

useTestDatabase(async (opened) => {
  db = opened;
  // Start from an empty catalogue whatever the backend gave us.
  await db.exec('TRUNCATE cities, categories, cuisines, dresscodes, image_sets, places CASCADE');
});

const count = async (table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

describe('seedDemoRowsIfEmpty', () => {
  it('seeds an empty database once, even when two instances start together', async () => {
    const results = await Promise.all([seedDemoRowsIfEmpty(db), seedDemoRowsIfEmpty(db)]);
    expect(results.sort()).toEqual([false, true]);
    const data = buildDemoData();
    expect(await count('places')).toBe(data.places.length);
    expect(await count('place_schedule_items')).toBe(data.place_schedule_items.length);
  });

  it('leaves a seeded database alone', async () => {
    expect(await seedDemoRowsIfEmpty(db)).toBe(false);
    expect(await count('cities')).toBe(buildDemoData().cities.length);
  });
});
