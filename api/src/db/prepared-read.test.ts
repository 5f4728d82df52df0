import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { useTestDatabase } from '../test-support/test-database.js';
import { preparedRead, sqlLiteral } from './prepared-read.js';

let db: Database;
useTestDatabase((opened) => {
  db = opened;
});

const roundTrip = `SELECT $1::text AS text, $2::text[] AS texts, $3::float8 AS number,
  $4::smallint[] AS small, $5::boolean AS flag, $6::text AS nothing`;

interface RoundTrip {
  text: string;
  texts: string[];
  number: number;
  small: number[];
  flag: boolean;
  nothing: string | null;
}

async function preparedCount(): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM pg_prepared_statements`,
  );
  return rows[0]?.n ?? 0;
}

describe('preparedRead', () => {
  it('gives back exactly the values it was given, quotes and backslashes included', async () => {
    const awkward = [
      `it's`,
      `x'); DROP TABLE places; --`,
      `back\\slash \\' and "double" {braces}, commas`,
      `ünïcødé ☕`,
      '',
      'NULL',
    ];
    for (const text of awkward) {
      const params = [text, [text, 'plain', ''], -0.1278, [2, 3], true, null];
      const { rows } = await preparedRead<RoundTrip>(db, db, roundTrip, params);
      expect(rows).toEqual([
        {
          text,
          texts: [text, 'plain', ''],
          number: -0.1278,
          small: [2, 3],
          flag: true,
          nothing: null,
        },
      ]);
    }
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM places');
    expect(rows).toHaveLength(1);
  });

  it('prepares a statement once per SQL text on PGlite, also when asked twice at once', async () => {
    const sql = `SELECT $1::text AS id, count(*)::integer AS n FROM places WHERE city_id = $1`;
    const before = db.kind === 'pglite' ? await preparedCount() : 0;
    const [first, second] = await Promise.all([
      preparedRead<{ n: number }>(db, db, sql, ['nowhere']),
      preparedRead<{ n: number }>(db, db, sql, ['nowhere']),
    ]);
    expect(first.rows).toEqual([{ id: 'nowhere', n: 0 }]);
    expect(second.rows).toEqual(first.rows);
    await db.transaction((tx) => preparedRead(db, tx, sql, ['elsewhere']));
    if (db.kind === 'pglite') expect(await preparedCount()).toBe(before + 1);
  });

  it('runs a value it cannot write as a literal as a plain query', async () => {
    const { rows } = await preparedRead<{ value: number }>(db, db, 'SELECT $1::float8 AS value', [
      Number.POSITIVE_INFINITY,
    ]);
    expect(rows).toEqual([{ value: Number.POSITIVE_INFINITY }]);
  });
});

describe('sqlLiteral', () => {
  it('doubles single quotes and escapes array elements', () => {
    expect(sqlLiteral(`a'b`)).toBe(`'a''b'`);
    expect(sqlLiteral(['a"b', 'c\\d', null])).toBe(`'{"a\\"b","c\\\\d",NULL}'`);
    expect(sqlLiteral(-2.5)).toBe('(-2.5)');
    expect(sqlLiteral(null)).toBe('NULL');
  });

  it('refuses what it cannot write exactly', () => {
    expect(sqlLiteral(Number.NaN)).toBeNull();
    expect(sqlLiteral('nul\0byte')).toBeNull();
    expect(sqlLiteral([{}])).toBeNull();
    expect(sqlLiteral(new Date(0))).toBeNull();
  });
});
