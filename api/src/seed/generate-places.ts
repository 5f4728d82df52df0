// Fills a database with many generated places (100,000 by default) for `npm run bench`: the
// demo's categories, cuisines, schedules (past midnight and 24 hours included) and features, with
// coordinates spread over each demo city. Deterministic: the same count gives the same places.
// The command that writes them: generate-places-command.ts.
import { bulkInsert } from '../db/bulk-insert.js';
import type { Database, Queryable } from '../db/database.js';
import { demoCities } from './demo-catalog.js';
import { demoImageSetIds } from './demo-data.js';
import { demoId } from './demo-id.js';
import {
  animals,
  features,
  mainSchedule,
  nameTemplates,
  pickCuisines,
  weightedCategory,
  words,
} from './demo-places.js';
import { Prng } from './prng.js';

export const generatedPlacesSeed = 100_000_007;
/** Inserted per transaction, so memory stays flat however many places. */
const batchSize = 5_000;

type Row = Record<string, unknown>;

interface Batch {
  places: Row[];
  place_cuisines: Row[];
  place_schedules: Row[];
  place_schedule_items: Row[];
}

/** Rows of generated places `from` .. `to - 1` (ids and names carry the number). */
export function generatedPlaceRows(from: number, to: number): Batch {
  const batch: Batch = {
    places: [],
    place_cuisines: [],
    place_schedules: [],
    place_schedule_items: [],
  };
  const imageIds = demoImageSetIds();
  for (let index = from; index < to; index += 1) {
    // One generator per place: any slice of the numbers gives the same rows.
    const random = new Prng(generatedPlacesSeed + index * 7_919);
    const city = demoCities[index % demoCities.length] ?? demoCities[0];
    if (!city) throw new Error('no demo cities');
    const category = weightedCategory(random);
    const name = `${random.pick(nameTemplates[category])(random.pick(words), random.pick(animals))} ${index + 1}`;
    const id = demoId('generated-place', index);
    const hidden = random.chance(0.03);
    const isTop = random.chance(0.02);
    const followerCount = Math.floor(random.next() ** 2 * 2400);
    batch.places.push({
      id,
      latin_name: `generated-${index + 1}`,
      name,
      city_id: demoId('city', city.latinName),
      category_id: demoId('category', category),
      avatar_id: random.chance(0.6) ? random.pick(imageIds) : null,
      background_id: random.chance(0.9) ? random.pick(imageIds) : null,
      average_check: random.chance(0.9) ? random.int(1, 4) : null,
      is_top50_bars: isTop && category === 'bars',
      is_top100_restaurants: isTop && category === 'restaurants',
      is_top_cafes: isTop && category === 'cafes',
      is_reservations_enabled: random.chance(0.3),
      address_city: city.name,
      street: random.pick(city.streets),
      building: String(random.int(1, 400)),
      // A big city: about 35 by 35 km around the centre, so 'nearby' keeps a fraction of it.
      lat: Number((city.lat + random.float(-0.16, 0.16)).toFixed(6)),
      lon: Number((city.lon + random.float(-0.25, 0.25)).toFixed(6)),
      status: hidden ? 'deleted' : 'opened',
      moderation_status: 'published',
      features: features(category, random),
      follower_count: followerCount,
      rank: (isTop ? 10_000 : 0) + Math.floor(followerCount / 10) + random.int(0, 50),
    });
    pickCuisines(category, city.latinName, random).forEach((value, order) =>
      batch.place_cuisines.push({ place_id: id, cuisine_value: value, order_number: order }),
    );
    const scheduleId = demoId('generated-schedule', index);
    batch.place_schedules.push({ id: scheduleId, place_id: id, name: null, is_main: true });
    for (const item of mainSchedule(category, random)) {
      batch.place_schedule_items.push({
        schedule_id: scheduleId,
        day_of_week: item.dayOfWeek,
        start_at: item.startAt,
        end_at: item.endAt,
      });
    }
  }
  return batch;
}

/** How many generated places the database holds already. */
async function generatedCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::integer AS count FROM places WHERE latin_name LIKE 'generated-%'`,
  );
  return rows[0]?.count ?? 0;
}

/**
 * Adds generated places until the database holds `count` of them (a second run adds nothing).
 * A bulk load: in one transaction the secondary indexes of places are dropped and the schedule
 * trigger paused, the rows go in a few thousand at a time, then the schedule summaries are
 * computed in one statement and the indexes rebuilt from their own definitions.
 */
export async function generatePlaces(
  db: Database,
  count: number,
  onProgress: (done: number) => void = () => {},
  onIndex: (name: string, ms: number) => void = () => {},
): Promise<number> {
  const present = await generatedCount(db);
  if (present >= count) return 0;
  await db.transaction(async (tx) => {
    const { rows: indexes } = await tx.query<{ name: string; definition: string }>(
      `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
       WHERE i.schemaname = current_schema() AND i.tablename = 'places'
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    );
    for (const index of indexes) await tx.exec(`DROP INDEX ${quoteIdentifier(index.name)}`);
    await tx.exec('ALTER TABLE place_schedule_items DISABLE TRIGGER place_schedule_items_inserted');
    // The rows are consistent by construction: skip the per-row foreign key checks where the role
    // may (a superuser, as PGlite's is); elsewhere they simply run.
    let replica = false;
    await tx.exec('SAVEPOINT fast_load');
    try {
      await tx.exec(`SET LOCAL session_replication_role = replica`);
      replica = true;
    } catch {
      await tx.exec('ROLLBACK TO SAVEPOINT fast_load');
    }
    for (let from = present; from < count; from += batchSize) {
      const batch = generatedPlaceRows(from, Math.min(count, from + batchSize));
      await bulkInsert(tx, 'places', batch.places);
      await bulkInsert(tx, 'place_cuisines', batch.place_cuisines);
      await bulkInsert(tx, 'place_schedules', batch.place_schedules);
      await bulkInsert(tx, 'place_schedule_items', batch.place_schedule_items);
      onProgress(Math.min(count, from + batchSize));
    }
    if (replica) await tx.exec('SET LOCAL session_replication_role = origin');
    await tx.exec('ALTER TABLE place_schedule_items ENABLE TRIGGER place_schedule_items_inserted');
    const refreshStarted = performance.now();
    await tx.query(
      `SELECT refresh_place_open_week(ARRAY(
         SELECT id FROM places WHERE latin_name LIKE 'generated-%'))`,
    );
    onIndex('schedule summaries', Math.round(performance.now() - refreshStarted));
    for (const index of indexes) {
      const started = performance.now();
      await tx.exec(index.definition);
      onIndex(index.name, Math.round(performance.now() - started));
    }
  });
  await db.exec(
    'ANALYZE places, place_name_words, place_cuisines, place_schedules, place_schedule_items',
  );
  return count - present;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
