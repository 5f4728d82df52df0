import type { Database } from '../db/database.js';
import { bulkInsert } from '../db/bulk-insert.js';
import type { ImageStorage } from '../image/storage.js';
import { buildDemoData, demoImageSetIds, type DemoData } from './demo-data.js';
import { ensureDemoImages } from './demo-images.js';

const tableOrder: readonly (keyof DemoData)[] = [
  'cities',
  'categories',
  'cuisines',
  'dresscodes',
  'image_sets',
  'places',
  'place_cuisines',
  'place_schedules',
  'place_schedule_items',
  'place_phones',
  'place_links',
];

/** True when the database has no cities yet: `npm start` seeds only then. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM cities) AS present',
  );
  return !rows[0]?.present;
}

/** Writes the demo image files (reusing existing ones). */
export async function seedDemoImages(storage: ImageStorage): Promise<void> {
  await ensureDemoImages(storage, demoImageSetIds());
}

/** Inserts the demo rows in one transaction; the database must be migrated and empty. */
export async function seedDemoRows(db: Database, data: DemoData = buildDemoData()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of tableOrder) await bulkInsert(tx, table, data[table]);
  });
  // Fresh statistics, or the planner guesses table sizes and scans instead of using indexes.
  await db.exec(`ANALYZE ${tableOrder.join(', ')}`);
}

export async function seedDemoData(db: Database, storage: ImageStorage): Promise<void> {
  await Promise.all([seedDemoImages(storage), seedDemoRows(db)]);
}
