import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// The cluster (scripts/cluster.mjs: PostgreSQL, two apis, two gateways, HAProxy): its own step in
// `npm test`, run when PostgreSQL is there, since starting it takes longer than a test file should.
export default defineConfig({
  resolve: {
    // As in tests/vitest.config.ts: one graphql instance, the one Node picks.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 360_000,
  },
});
