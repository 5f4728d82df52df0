import { createRequire } from 'node:module';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * A vitest config of the tests workspace: node, with `test` naming the project, its files and its
 * timeouts. Files run side by side (each starts its own servers on free ports), and a worker keeps
 * its modules from one file to the next, so the api's and the gateway's code load once per worker.
 */
export function testsConfig(test: NonNullable<TestProjectInlineConfiguration['test']>) {
  return defineConfig({
    resolve: {
      // graphql ships CJS (main) and ESM (module) builds without an exports map. Node resolves the
      // libraries' imports to CJS, Vite would resolve ours to ESM, and two graphql instances refuse
      // each other's schemas. Pin ours to what Node picks, as in production.
      alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
      // The shared server package from its sources, as the root tsconfig.json maps it.
      tsconfigPaths: true,
    },
    test: {
      environment: 'node',
      isolate: false,
      ...test,
      // The apis of the tests (in process or spawned) hash passwords at scrypt's lowest allowed
      // cost: they sign thousands of people up and in, and the strength of a hash is no test's
      // subject (api/src/auth/password.test.ts checks the cost a hash is made with). The gateways
      // reopen a dropped event stream within 1 s rather than 10: the tests that restart or stop
      // an api wait on the resumed stream, while the doubling waits are gateway/src/events'
      // own tests' subject.
      env: { PASSWORD_COST: '10', EVENTS_RECONNECT_MAX_MS: '1000', ...test.env },
    },
  });
}
