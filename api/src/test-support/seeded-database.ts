// The shared harness of the api's database tests on demo data: one test database per test file
// (or describe block), seeded before its first test and dropped after its last (not shipped code).
import type { Database } from '../db/database.js';
import { useTestDatabase } from './test-database.js';
import { seedDemoRowsIfEmpty } from '../seed/seed.js';

/** Opens and seeds the database before the tests, hands it to `opened`, and drops it after. */
export function useSeededTestDatabase(opened: (db: Database) => void | Promise<void>): void {
  useTestDatabase(
    async (db) => {
      // Already there in a copy of the demo template; seeded here on any other database.
      await seedDemoRowsIfEmpty(db);
      await opened(db);
    },
    undefined,
    'demo',
  );
}
