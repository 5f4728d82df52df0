import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Integration: the real api (in-memory PGlite) and the real gateway on free ports, talked to over
// HTTP and WebSocket. Files run one at a time: each starts its own api, and the machine has 2 cores.
export default defineConfig({
  resolve: {
    // graphql ships CJS (main) and ESM (module) builds without an exports map. Node resolves the
    // libraries' imports to CJS, Vite would resolve ours to ESM, and two graphql instances refuse
    // each other's schemas. Pin ours to what Node picks, as in production.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'integration',
    environment: 'node',
    include: ['integration/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
