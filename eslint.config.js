// One lint config for every package; React rules only where React lives.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import apiBorders from './eslint/api-borders.js';
import gatewayBorders from './eslint/gateway-borders.js';
import webBorders from './eslint/web-borders.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      '**/generated/**',
      'web/src/gql/**',
      'gateway/src/rest/api-types.gen.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    // An integration test starts servers, data folders and proxies through the harness of
    // tests/support (useStack, useServers), which stops them and checks the api's answers.
    files: ['tests/integration/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tavola/api/testing', '@tavola/gateway/testing'],
              message: 'Start servers through tests/support/stack.ts (useStack or useServers).',
            },
          ],
        },
      ],
    },
  },
  ...apiBorders,
  ...gatewayBorders,
  ...webBorders,
  prettier,
);
