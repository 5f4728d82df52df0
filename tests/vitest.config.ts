import { testsConfig } from './vitest-base.js';

// Integration: the real api (in-memory PGlite) and the real gateway on free ports, talked to over
// HTTP and WebSocket. Each file starts its own stack, so files run side by side.
export default testsConfig({
  name: 'integration',
  include: ['integration/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
