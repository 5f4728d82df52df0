import { testsConfig } from './vitest-base.js';
import { apartFiles } from './vitest.apart.config.js';

// Integration: the real api (in-memory PGlite) and the real gateway on free ports, talked to over
// HTTP and WebSocket. Each file starts its own stack, so files run side by side, except those of
// `integration-apart` (vitest.apart.config.ts).
export default testsConfig({
  name: 'integration',
  include: ['integration/**/*.test.ts'],
  exclude: apartFiles,
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
