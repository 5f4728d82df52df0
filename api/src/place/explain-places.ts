// Where a places read spends its time, on the bench's database of 100,000 generated places, without
// the HTTP layers or the load of other processes in the figures: loads the cached PGlite dump
// (`npm run bench` makes it) in memory, then for each bench scenario runs the api's own list read
// several times and EXPLAIN ANALYZE of each statement it sent, and prints the smallest and median
// times. On a busy machine the smallest is the one to compare between commits.
//
//   tsx api/src/place/explain-places.ts [dump.tar.gz] [--runs 9] [--plans]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Database, Queryable } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { openPglite } from '../db/pglite.js';
import { LocalImageStorage } from '../image/storage.js';
import { withNameSearch } from './name-search.js';
import { plansWellPrepared, type PlaceFilter } from './place-filter.js';
import { listPlaces } from './place-repository.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '9' }, plans: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);

/** The biggest dump in the bench's cache: the one with the generated places. */
function defaultDump(): string {
  const dir = path.join(os.tmpdir(), 'tavola-bench-cache');
  const dumps = readdirSync(dir)
    .filter((name) => name.endsWith('.tar.gz'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (!dumps[0]) throw new Error(`no dump in ${dir}: run npm run bench once`);
  return dumps[0];
}

/** The report goes to standard output (the api's logger is for the service). */
function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

interface Sent {
  sql: string;
  params: readonly unknown[];
}

function recording(inner: Queryable, sent: Sent[]): Queryable {
  return {
    query: (sql, params = []) => {
      sent.push({ sql, params });
      return inner.query(sql, params);
    },
    exec: (sql) => inner.exec(sql),
  };
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `min ${(sorted[0] ?? 0).toFixed(1)} ms, median ${median.toFixed(1)} ms`;
};

async function main(): Promise<void> {
  const dump = positionals[0] ?? defaultDump();
  print(`explain-places: ${dump}`);
  const db: Database = await openPglite(null, { loadDataDir: new Blob([readFileSync(dump)]) });
  try {
    await migrate(db);
    const storage = new LocalImageStorage(path.join(os.tmpdir(), 'tavola-explain-uploads'));
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM cities WHERE latin_name = 'london-england-united-kingdom'`,
    );
    const cityId = rows[0]?.id;
    if (!cityId) throw new Error('no London in this database');
    // The bench's scenarios (tests/bench/run.ts), as GET /places turns them into a filter.
    const scenarios: Record<string, PlaceFilter> = {
      places: { cityId, order: 'rank' },
      'filtered + nearby': {
        cityId,
        cuisines: ['italian', 'european'],
        features: ['wifi'],
        averageChecks: [2, 3],
        from: { lat: 51.5074, lon: -0.1278 },
        nearby: true,
        order: 'distance',
      },
      search: { query: 'saffron kitchen', order: 'rank' },
    };
    for (const [name, filter] of Object.entries(scenarios)) {
      const searching = filter.query !== undefined;
      const database = plansWellPrepared(filter) ? db : undefined;
      let sent: Sent[] = [];
      let items = 0;
      const wall: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        sent = [];
        const started = performance.now();
        const page = await withNameSearch(db, searching, (reader) =>
          listPlaces(recording(reader, sent), storage, filter, { offset: 0, limit: 21 }, 'short', {
            viewerId: null,
            database,
          }),
        );
        wall.push(performance.now() - started);
        items = page.length;
      }
      const statements = sent.filter((statement) => !statement.sql.includes('set_config'));
      print(
        `${name}: ${items} places, ${statements.length} statement(s)` +
          `${database ? ' (prepared)' : ''}; the read: ${stats(wall)}`,
      );
      for (const statement of statements) {
        const execution: number[] = [];
        const planning: number[] = [];
        let plan = '';
        for (let run = 0; run < runs; run += 1) {
          await withNameSearch(db, searching, async (reader) => {
            const { rows: explained } = await reader.query<{ 'QUERY PLAN': unknown }>(
              `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`,
              statement.params,
            );
            const raw = explained[0]?.['QUERY PLAN'];
            const [result] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
              'Execution Time': number;
              'Planning Time': number;
            }[];
            execution.push(result?.['Execution Time'] ?? 0);
            planning.push(result?.['Planning Time'] ?? 0);
            if (values.plans && run === 0) {
              const { rows: text } = await reader.query<{ 'QUERY PLAN': string }>(
                `EXPLAIN (ANALYZE, COSTS OFF) ${statement.sql}`,
                statement.params,
              );
              plan = text.map((row) => row['QUERY PLAN']).join('\n');
            }
          });
        }
        const head = statement.sql.replace(/\s+/g, ' ').slice(0, 60);
        print(`  ${head}...: execution ${stats(execution)}; planning ${stats(planning)}`);
        if (plan) print(plan);
      }
    }
  } finally {
    await db.close();
  }
}

await main();
