// Import borders of the api: no module of api/src may reach itself again through its imports,
// so every folder (domain) depends on others in one direction only.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

// The TypeScript settings of import-x, with the resolver below in place of its default one.
const { 'import-x/resolver': _defaultResolver, ...typescriptSettings } =
  importX.flatConfigs.typescript.settings;

export default [
  {
    files: ['api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // How the rule reads the modules an import leads to: TypeScript, resolved as tsc does.
      ...typescriptSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'api/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
