import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each file runs in a VM context of its own inside a long-lived worker thread: as isolated as a
    // fresh process (its own globals and modules), without paying a process and jsdom per file.
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Several waits per test, each up to 5 s on a loaded machine (see src/test/setup.ts).
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    server: {
      deps: {
        // Testing Library whole: user-event must share DOM Testing Library's configuration (its
        // act wrapper) with the React one.
        inline: [
          /@apollo\/client/,
          /@hookform\/resolvers/,
          /@testing-library\//,
          /react-hook-form/,
          /react-router/,
        ],
      },
    },
  },
});
