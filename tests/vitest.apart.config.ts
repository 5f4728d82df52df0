import { testsConfig } from './vitest-base.js';

/**
 * Integration files that measure behaviour in time: a process killed or stopped under load must
 * answer every request in flight and reset no connection, an api restarted mid-stream must be
 * resumed from before a deadline. Beside other files on a two-core machine the load itself shifts
 * those moments (seen as resets and a gateway still waiting for the restarted api), so they run
 * apart: after every other project (a later group), one file at a time.
 */
export const apartFiles = [
  'integration/faults/faults-drain.test.ts',
  'integration/faults/faults-kill.test.ts',
  'integration/faults/faults-pglite.test.ts',
  'integration/live/notifications-restarts.test.ts',
];

export default testsConfig({
  name: 'integration-apart',
  include: apartFiles,
  fileParallelism: false,
  sequence: { groupOrder: 1 },
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
