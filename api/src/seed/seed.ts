import type { Database, Queryable } from '../db/database.js';
import { bulkInsert } from '../db/bulk-insert.js';
import type { ImageStorage } from '../image/storage.js';
import { buildDemoData, demoImageSetIds, type DemoData } from './demo-data.js';
import { ensureDemoImages } from './demo-images.js';
import { seedDemoChatsIfMissing } from './demo-chats.js';
import { seedDemoReservationsIfMissing } from './demo-reservations.js';
import { seedDemoSocialIfMissing } from './demo-posts.js';
import { ownedDemoOrganisationName } from './demo-organisations.js';
import { demoId } from './demo-id.js';
import { demoUserId, seedDemoPeopleIfMissing } from './people.js';

const tableOrder: readonly (keyof DemoData)[] = [
  'cities',
  'categories',
  'cuisines',
  'dresscodes',
  'image_sets',
  'organisations',
  'places',
  'place_cuisines',
  'place_schedules',
  'place_schedule_items',
  'place_phones',
  'place_links',
  'galleries',
  'gallery_photos',
];

// Any constant; the same for every api instance.
const seedLockKey = 74_012;

/** True when the database has no cities yet: `npm start` seeds only then. */
async function isEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM cities) AS present',
  );
  return !rows[0]?.present;
}

/** The demo person 'owner-1' owns the first demo chain (so chains with and without owners exist). */
async function seedDemoOrganisationOwner(tx: Queryable): Promise<void> {
  await bulkInsert(tx, 'organisation_staff', [
    {
      organisation_id: demoId('organisation', ownedDemoOrganisationName),
      user_id: demoUserId('owner-1'),
      role: 'owner',
    },
  ]);
}

/** Writes the demo image files (reusing existing ones). */
export async function seedDemoImages(storage: ImageStorage): Promise<void> {
  await ensureDemoImages(storage, demoImageSetIds());
}

/**
 * Inserts the demo rows in one transaction when the (migrated) database is empty, and says
 * whether it did. An advisory lock makes api instances starting together on one PostgreSQL seed
 * once.
 */
export async function seedDemoRowsIfEmpty(
  db: Database,
  data: () => DemoData = buildDemoData,
): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [seedLockKey]);
    const empty = await isEmpty(tx);
    if (empty) {
      const rows = data();
      for (const table of tableOrder) await bulkInsert(tx, table, rows[table]);
    }
    // Also for data folders seeded before accounts existed.
    const peopleAdded = await seedDemoPeopleIfMissing(tx);
    if (empty && peopleAdded) await seedDemoOrganisationOwner(tx);
    // Also for data folders seeded before posts existed.
    await seedDemoSocialIfMissing(tx);
    // Also for data folders seeded before chats existed.
    await seedDemoChatsIfMissing(tx);
    // Also for data folders seeded before booking existed.
    await seedDemoReservationsIfMissing(tx);
    return empty;
  });
  // Fresh statistics, or the planner guesses table sizes and scans instead of using indexes.
  if (seeded) await db.exec(`ANALYZE ${tableOrder.join(', ')}`);
  return seeded;
}
