import { testsConfig } from '../vitest-base.js';

// The cluster (scripts/cluster.mjs: PostgreSQL, two apis, two gateways, HAProxy): its own step in
// `npm test`, run when PostgreSQL is there, since starting it takes longer than a test file should.
export default testsConfig({
  name: 'cluster',
  root: import.meta.dirname,
  include: ['**/*.test.ts'],
  testTimeout: 120_000,
  hookTimeout: 360_000,
});
