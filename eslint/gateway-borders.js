// Borders inside the gateway (gateway/src): no import cycles, and each domain reaches the api only
// through its own REST module (`<domain>/<name>-api.ts`). A domain needing another's data goes
// through the request's loaders or the shared typed calls of rest/client.ts, never through the
// other domain's REST module. Spread into eslint.config.js.
import { existsSync, readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The gateway's domains: the folders of gateway/src that hold resolvers (`resolvers.ts`), read
 * from the tree, so a new domain is bordered as soon as it exists.
 */
const src = new URL('../gateway/src/', import.meta.url);
const DOMAINS = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((folder) => existsSync(new URL(`${folder}/resolvers.ts`, src)))
  // generated/ holds the codegen's resolver types, not a domain.
  .filter((folder) => folder !== 'generated');

const otherDomainsApi = (domain) =>
  DOMAINS.filter((other) => other !== domain).map((other) => `./gateway/src/${other}/*-api.ts`);

export default [
  {
    files: ['gateway/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the TypeScript files it follows (a cycle runs through them).
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'gateway/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: DOMAINS.map((domain) => ({
            target: `./gateway/src/${domain}`,
            from: otherDomainsApi(domain),
            message: `The ${domain} domain calls the api through its own REST module, the request's loaders or rest/client.ts.`,
          })),
        },
      ],
    },
  },
];
