// The PGlite kill soak (scripts/soak-pglite.mjs): many cycles of tests/support/pglite-kill.ts on
// one fresh data folder, a line per cycle and a summary at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedDataDir } from '@tavola/api/testing';
import { pgliteKillCycles } from '../support/pglite-kill.js';

const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '100' },
    writers: { type: 'string', default: '4' },
    keep: { type: 'boolean', default: false },
  },
});
const total = Number(values.cycles);
const writers = Number(values.writers);

const dataDir = await mkdtemp(path.join(tmpdir(), 'tavola-soak-pglite-'));
console.log(`soak: ${total} cycles, ${writers} writers, data in ${dataDir}`);
await seedDataDir(dataDir);

const cycles = pgliteKillCycles({ dataDir, writers });
const problems: string[] = [];
let acknowledged = 0;
let unanswered = 0;
let failedCycles = 0;
const startTimes: number[] = [];
const began = Date.now();
for (let cycle = 1; cycle <= total; cycle += 1) {
  try {
    const report = await cycles.cycle();
    acknowledged += report.acknowledged;
    unanswered += report.unanswered;
    startTimes.push(report.startMs);
    if (report.problems.length > 0) failedCycles += 1;
    problems.push(...report.problems.map((problem) => `cycle ${cycle}: ${problem}`));
    console.log(
      `cycle ${cycle}: start ${report.startMs} ms, ${report.acknowledged} acknowledged, ` +
        `${report.unanswered} unanswered, ${report.problems.length} problems`,
    );
  } catch (error) {
    failedCycles += 1;
    problems.push(`cycle ${cycle}: ${describe(error)}`);
    console.log(`cycle ${cycle}: failed: ${problems.at(-1)}`);
    break;
  }
}
try {
  problems.push(...(await cycles.finish()).map((problem) => `final check: ${problem}`));
} catch (error) {
  problems.push(`final check: ${describe(error)}`);
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

const sorted = [...startTimes].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
console.log(
  `soak: ${startTimes.length} of ${total} cycles in ${Math.round((Date.now() - began) / 1000)} s; ` +
    `${acknowledged} writes acknowledged, ${unanswered} unanswered and repeated; ` +
    `start median ${median} ms, max ${sorted.at(-1) ?? 0} ms; ` +
    `${failedCycles} failed cycles, ${problems.length} problems`,
);
for (const problem of problems.slice(0, 50)) console.log(`  ${problem}`);
if (!values.keep) await rm(dataDir, { recursive: true, force: true });
process.exit(problems.length === 0 ? 0 : 1);
