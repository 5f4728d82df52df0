// Import borders of the api: no module of api/src may reach itself again through its imports, and
// no folder (domain) may reach itself again through the folders it imports, so every folder
// depends on others in one direction only. Tests may import across (they sit above everything).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

// The TypeScript settings of import-x, with the resolver below in place of its default one.
const { 'import-x/resolver': _defaultResolver, ...typescriptSettings } =
  importX.flatConfigs.typescript.settings;

const src = fileURLToPath(new URL('../api/src/', import.meta.url));
const isTest = (file) => file.endsWith('.test.ts');
const relativeImport = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The folder of api/src a file belongs to; null for the files at its root (app, config...). */
function folderOf(file) {
  const parts = path.relative(src, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
}

/** Every non-test source file of api/src, read from disk. */
function sourceFiles(dir = src) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !isTest(file) ? [file] : [];
  });
}

/** The folder graph, by folder: the folders its files import, each with one file that does. */
function folderGraph() {
  const graph = new Map();
  for (const file of sourceFiles()) {
    const from = folderOf(file);
    if (from === null) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(relativeImport)) {
      const to = folderOf(path.resolve(path.dirname(file), specifier));
      if (to === null || to === from) continue;
      const edges = graph.get(from) ?? new Map();
      if (!edges.has(to)) edges.set(to, path.relative(src, file));
      graph.set(from, edges);
    }
  }
  return graph;
}

/** A way from folder `start` to folder `goal` (the folders and the files that lead on), or null. */
function wayBetween(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift();
    if (folder === goal) {
      const steps = [];
      for (let at = goal; cameFrom.get(at) !== null; at = cameFrom.get(at)) {
        const previous = cameFrom.get(at);
        steps.unshift(`${previous} (${graph.get(previous).get(at)}) -> ${at}`);
      }
      return steps;
    }
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder);
        queue.push(next);
      }
    }
  }
  return null;
}

let cachedGraph = null;

/** Reports an import that leads to a folder importing, directly or not, the file's own folder. */
const noFolderCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'The folders of api/src import each other in one direction only.' },
    schema: [],
    messages: {
      cycle:
        "The api folder '{{from}}' imports '{{to}}', which leads back to it: {{way}}. Move the shared piece below both.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = folderOf(file);
    if (from === null || isTest(file)) return {};
    // One reading of the tree per lint run; the file being linted is read as it stands now.
    cachedGraph ??= folderGraph();
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = folderOf(path.resolve(path.dirname(file), specifier));
      if (to === null || to === from) return;
      const way = wayBetween(cachedGraph, to, from);
      if (way)
        context.report({ node, messageId: 'cycle', data: { from, to, way: way.join(', ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default [
  {
    files: ['api/src/**/*.ts'],
    plugins: {
      'import-x': importX,
      'api-borders': { rules: { 'no-folder-cycle': noFolderCycle } },
    },
    settings: {
      // How the rule reads the modules an import leads to: TypeScript, resolved as tsc does.
      ...typescriptSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'api/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'api-borders/no-folder-cycle': 'error',
    },
  },
];
