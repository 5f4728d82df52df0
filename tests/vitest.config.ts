import { testsConfig } from './vitest-base.js';

// Integration: the real api (in-memory PGlite) and the real gateway on free ports, talked to over
// HTTP and WebSocket. Each file starts its own stack, so files run side by side, those that
// measure behaviour in time under load (faults-*, notifications-restarts) included: they wait on
// what they observe, never on how long something should take.
export default testsConfig({
  name: 'integration',
  include: ['integration/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
