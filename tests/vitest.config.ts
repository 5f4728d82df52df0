import { testsConfig } from './vitest-base.js';

// Integration: the real api (in-memory PGlite) and the real gateway on free ports, talked to over
// HTTP and WebSocket. Files run one at a time: each starts its own api, and the machine has 2 cores.
export default testsConfig({
  name: 'integration',
  include: ['integration/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
