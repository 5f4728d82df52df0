import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql ships CJS (main) and ESM (module) builds without an exports map. Node resolves the
    // libraries' imports to CJS, Vite would resolve ours to ESM, and two graphql instances refuse
    // each other's schemas. Pin ours to what Node picks, as in production.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
    // The shared server package from its sources, as the root tsconfig.json maps it.
    tsconfigPaths: true,
  },
  test: {
    name: 'gateway',
    environment: 'node',
    // Modules stay loaded from one file to the next in a worker; no test relies on a fresh one.
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
