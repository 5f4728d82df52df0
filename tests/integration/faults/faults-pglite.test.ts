// PGlite on disk survives its process being killed in the middle of writes: each start on the
// same folder opens it and finds every write acknowledged before the kill, and writes repeated
// with their Idempotency-Key after it are applied exactly once. A few cycles here;
// `scripts/soak-pglite.ts` runs a hundred.
import { beforeAll, describe, expect, it } from 'vitest';
import { pgliteKillCycles } from '../../support/pglite-kill.js';
import { useServers } from '../../support/stack.js';

const CYCLES = 2;

const servers = useServers();
let dataDir: string;
beforeAll(async () => {
  dataDir = await servers.dataFolder({ seeded: true });
});

describe('PGlite killed during writes', () => {
  it(
    `opens again with every acknowledged write, ${CYCLES} kills in a row`,
    { timeout: 90_000 },
    async () => {
      const cycles = pgliteKillCycles({ dataDir, writeMs: [300, 700] });
      let acknowledged = 0;
      let unanswered = 0;
      for (let cycle = 0; cycle < CYCLES; cycle += 1) {
        const report = await cycles.cycle();
        expect(report.problems).toEqual([]);
        acknowledged += report.acknowledged;
        unanswered += report.unanswered;
      }

      expect(await cycles.finish()).toEqual([]);
      // The kills did land in the middle of writing.
      expect(acknowledged).toBeGreaterThanOrEqual(CYCLES * 3);
      expect(unanswered).toBeGreaterThan(0);
    },
  );
});
