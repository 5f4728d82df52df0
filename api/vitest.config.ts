import { defineProject } from 'vitest/config';

// No globalSetup: every test file starts the api it needs with startApi(), so files stay
// independent and run in parallel. Set DATABASE_URL to run the same files against PostgreSQL.
export default defineProject({
  // The shared server package from its sources, as the root tsconfig.json maps it.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    testTimeout: 20_000,
    hookTimeout: 90_000,
  },
});
