import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.js';
import { useTestDatabase } from '../test-support/test-database.js';
import { listUsers } from './user-repository.js';

let db: Database;

// Others with names of random letters, so the searched names are not alone in the index.
const crowd = 2_000;

useTestDatabase(async (opened) => {
  db = opened;
  await db.query(
    `INSERT INTO users (id, email, first_name, second_name)
     SELECT 'f' || lpad(to_hex(g), 23, '0'), 'crowd' || g || '@example.test',
       translate(substr(md5(g::text), 1, 7), '0123456789', 'ghijklmnop'),
       translate(substr(md5((g * 7)::text), 1, 9), '0123456789', 'qrstuvwxyz')
     FROM generate_series(1, $1) AS g`,
    [crowd],
  );
  await db.query(
    `INSERT INTO users (id, email, first_name, second_name, follower_count) VALUES
       ('aaaaaaaaaaaaaaaaaaaaaa01', 'searched1@example.test', 'Rosalind', 'Franklin', 5),
       ('aaaaaaaaaaaaaaaaaaaaaa02', 'searched2@example.test', 'Rosa', 'Parks', 9),
       ('aaaaaaaaaaaaaaaaaaaaaa03', 'searched3@example.test', 'Grace', 'Hopper_x', 1)`,
  );
  await db.query(`UPDATE users SET is_deleted = true, email = NULL, phone = NULL, password_hash = NULL
                  WHERE id = 'aaaaaaaaaaaaaaaaaaaaaa03'`);
  await db.query('ANALYZE users');
}, 60_000);

const names = async (query: string, orderBy?: 'popular' | 'active') =>
  (await listUsers(db, { query, orderBy, offset: 0, limit: 5 })).map(
    (user) => `${user.first_name} ${user.second_name}`,
  );

describe('people search', () => {
  it('finds names by a part of them, case-insensitively, prefix matches first', async () => {
    expect((await names('ROSA')).slice(0, 2)).toEqual(['Rosa Parks', 'Rosalind Franklin']);
    expect(await names('franklin')).toEqual(['Rosalind Franklin']);
  });

  it('tolerates typos in a word or in the whole name', async () => {
    expect((await names('Rosalnid'))[0]).toBe('Rosalind Franklin');
    expect((await names('rosalind frnaklin'))[0]).toBe('Rosalind Franklin');
    expect((await names('Parsk'))[0]).toBe('Rosa Parks');
  });

  it('treats % and _ as plain characters and leaves deleted people out', async () => {
    expect(await names('%')).toEqual([]);
    expect(await names('hopper_x')).not.toContain('Grace Hopper_x');
  });

  // The planner picks the index by itself from about 50,000 people on (at 100,000 a search takes
  // about 0.1 s through it, 4 s by a scan). At test size a scan looks cheaper, so scans are
  // switched off here, and the lists' partial indexes (which would then serve NOT is_deleted) go.
  it('is served by the trigram index', async () => {
    await db.query('DROP INDEX users_popular, users_active');
    const plans: string[] = [];
    // Runs EXPLAIN for the search statement instead of the statement itself (on PGlite it goes
    // out as EXECUTE of a prepared statement, see place/prepared-read).
    const explaining = (inner: Queryable): Queryable => ({
      exec: (sql) => inner.exec(sql),
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        const search = sql.includes('<% u.search_name') || sql.startsWith('EXECUTE prepared_read_');
        if (!search) return inner.query<T>(sql, params);
        await inner.query('SET LOCAL enable_seqscan = off');
        const { rows } = await inner.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
        return { rows: [] };
      },
    });
    await listUsers(
      { ...db, transaction: (fn) => db.transaction((tx) => fn(explaining(tx))) },
      { query: 'rosalnid', offset: 0, limit: 5 },
    );
    expect(plans).toHaveLength(1);
    expect(plans[0]).toContain('users_search_name_trgm');
    expect(plans[0]).toMatch(/Index Cond: \(search_name %> ('rosalnid'::text|\$2)\)/);
    expect(plans[0]).not.toMatch(/Seq Scan on users/);
  });
});
