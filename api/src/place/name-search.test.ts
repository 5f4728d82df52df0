// The name search through the words of names (migration 011), on the real database (PGlite, or
// PostgreSQL when DATABASE_URL is set): words of new and renamed places are found at once.
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { useTestDatabase } from '../test-support/test-database.js';
import { LocalImageStorage } from '../image/storage.js';
import { withNameSearch } from './name-search.js';
import { listPlaces } from './place-repository.js';

let db: Database;
const storage = new LocalImageStorage(path.join(os.tmpdir(), 'tavola-name-search-test'));
const cityId = 'ffffffffffffffffffff0000';
/** Place ids in the product's 24-hex form, ending with `n`. */
const placeId = (n: number) => `ffffffffffffffffffff000${n}`;

useTestDatabase(async (opened) => {
  db = opened;
  await db.query(
    `INSERT INTO cities (id, name, latin_name, country, lat, lon, time_zone)
     VALUES ($1, 'Testville', 'testville', 'Nowhere', 10, 10, 'UTC')`,
    [cityId],
  );
  const names = ['Quokka Dumpling House', 'Dumpling Yard', '100% Wombat_Bar', 'Wombat Bar'];
  for (const [index, name] of names.entries()) {
    await db.query(
      `INSERT INTO places (id, latin_name, name, city_id, lat, lon, moderation_status)
       VALUES ($1, $1, $2, $3, 10, 10, 'published')`,
      [placeId(index + 1), name, cityId],
    );
  }
});

async function found(query: string): Promise<string[]> {
  const page = await withNameSearch(db, true, (reader) =>
    listPlaces(
      reader,
      storage,
      { cityId, query, order: 'rank' },
      { offset: 0, limit: 20 },
      'short',
      {
        viewerId: null,
      },
    ),
  );
  return page.map((place) => place.id);
}

describe('name search by the words of names', () => {
  it('finds a new place by any word, a part of a word and a word with a typo', async () => {
    expect(await found('quokka')).toEqual([placeId(1)]);
    expect(await found('UMPLIN')).toEqual(expect.arrayContaining([placeId(1), placeId(2)]));
    expect(await found('Dumplign')).toEqual(expect.arrayContaining([placeId(1), placeId(2)]));
    expect(await found('house dumpling')).toEqual([placeId(1)]);
  });

  it('takes short words as narrowing substrings, and % and _ literally', async () => {
    expect(await found('dumpling ya')).toEqual([placeId(2)]);
    expect(await found('ho')).toEqual([placeId(1)]);
    expect(await found('100%')).toEqual([placeId(3)]);
    expect(await found('t_b')).toEqual([placeId(3)]);
    expect(await found('%')).toEqual([placeId(3)]);
    expect(await found('wombat-bar')).toEqual(expect.arrayContaining([placeId(3), placeId(4)]));
    expect(await found("quokka's")).toEqual([placeId(1)]);
    expect(await found('wombatbar')).toEqual(expect.arrayContaining([placeId(3), placeId(4)]));
  });

  it('finds a renamed place by its new name, and no longer by the old one', async () => {
    await db.query(`UPDATE places SET name = 'Platypus Noodle Bar' WHERE id = $1`, [placeId(2)]);
    expect(await found('platypus')).toEqual([placeId(2)]);
    expect(await found('Platypsu noodle')).toEqual([placeId(2)]);
    expect(await found('yard')).toEqual([]);
  });
});
