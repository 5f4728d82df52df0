import { defineConfig } from 'vitest/config';

// Each package owns its vitest config; the root only lists them so `vitest run` runs them all.
export default defineConfig({
  test: {
    projects: ['api', 'gateway', 'web', 'tests', 'tests/vitest.apart.config.ts'],
  },
});
