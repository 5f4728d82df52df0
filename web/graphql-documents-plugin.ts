import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const prefix = 'virtual:tavola-graphql-document/';

/**
 * Rewrites each `graphql(`...`)` call of the app's modules into an import of the one document it
 * returns, each document a module of its own. The generated `graphql()` looks its argument up in
 * a map of every document of the app (and the generated `graphql.ts` holds them all in one
 * module), so whichever chunk uses either carries all of them; a module per document lets the
 * bundler put each document only in the chunks that use it.
 *
 * Both maps are read from the generated files themselves (`src/gql/gql.ts`: source to export
 * name; `src/gql/graphql.ts`: export name to document), so a call becomes exactly the document
 * `graphql()` would have returned at run time; a call they do not hold stays a call (and works).
 */
export function graphqlDocuments(root: string): Plugin {
  const gqlDir = resolve(root, 'src/gql');
  const lookup = resolve(gqlDir, 'gql.ts');
  const generated = resolve(gqlDir, 'graphql.ts');
  let names: Map<string, string> | undefined;
  let documents: Map<string, string> | undefined;

  /** The generated `const documents = { "<source>": types.<Export>, ... }` as source -> export. */
  function readNames(): Map<string, string> {
    const text = readFileSync(lookup, 'utf8');
    const start = text.indexOf('const documents');
    const map = new Map<string, string>();
    if (start < 0) return map;
    const body = text.slice(start, text.indexOf('\n};', start));
    for (const match of body.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) {
      map.set(JSON.parse(match[1]!) as string, match[2]!);
    }
    return map;
  }

  /** The generated `export const <Export> = {...} as unknown as DocumentNode<...>;` lines. */
  function readDocuments(): Map<string, string> {
    const text = readFileSync(generated, 'utf8');
    const map = new Map<string, string>();
    for (const match of text.matchAll(
      /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
    )) {
      map.set(match[1]!, match[2]!);
    }
    return map;
  }

  return {
    name: 'tavola-graphql-documents',
    enforce: 'pre',
    buildStart() {
      names = readNames();
      documents = readDocuments();
      this.addWatchFile(lookup);
      this.addWatchFile(generated);
    },
    watchChange(id) {
      if (id === lookup || id === generated) {
        names = undefined;
        documents = undefined;
      }
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      documents ??= readDocuments();
      const document = documents.get(id.slice(prefix.length + 1));
      if (!document) throw new Error(`${generated} has no document ${id.slice(prefix.length + 1)}`);
      return `export default ${document};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('graphql(`')) {
        return null;
      }
      names ??= readNames();
      documents ??= readDocuments();
      const used = new Set<string>();
      // A template literal without `${` or escapes: its text is the string graphql() receives.
      const call = /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*,?\s*\)/g;
      const rewritten = code.replace(call, (text, source: string) => {
        const name = names!.get(source);
        if (!name || !documents!.has(name)) return text;
        used.add(name);
        // The call's line breaks stay, so the module's lines (and its errors) keep their numbers.
        return `__document_${name}${'\n'.repeat(text.split('\n').length - 1)}`;
      });
      if (used.size === 0) return null;
      const imports = [...used]
        .map((name) => `import __document_${name} from ${JSON.stringify(prefix + name)};`)
        .join(' ');
      return { code: `${imports} ${rewritten}`, map: null };
    },
  };
}
