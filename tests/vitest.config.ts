import { defineConfig } from 'vitest/config';

// Integration: the real api (in-memory PGlite) and the real gateway on free ports, talked to over
// HTTP and WebSocket. Files run one at a time: each starts its own api, and the machine has 2 cores.
export default defineConfig({
  test: {
    name: 'integration',
    environment: 'node',
    include: ['integration/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
