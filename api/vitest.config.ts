import { defineProject } from 'vitest/config';

// No globalSetup: every test file starts the api it needs with startApi(), so files stay
// independent and run in parallel. Set DATABASE_URL to run the same files against PostgreSQL.
// A worker keeps its modules from one file to the next (isolate: false): the api's module graph,
// the compiled PGlite and the contract's validators are loaded once per worker, not per file.
// Each file still starts an api and a database of its own, so no state crosses files.
export default defineProject({
  // The shared server package from its sources, as the root tsconfig.json maps it.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'api',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Passwords are hashed at scrypt's lowest allowed cost: the suite hashes and checks hundreds,
    // and the strength of a hash is no test's subject (src/auth/password.test.ts checks the cost).
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', PASSWORD_COST: '10' },
    testTimeout: 20_000,
    hookTimeout: 90_000,
  },
});
