import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const prefix = 'virtual:tavola-graphql-document/';

/**
 * Gives each GraphQL document of the app a module of its own. The app's documents live in
 * `.graphql` files beside the modules that use them, and codegen writes them all, typed, into one
 * generated module (`src/gql/graphql.ts`); a chunk importing one document from it would carry every
 * document of the app. So an import of documents from that module becomes one import per document,
 * and the bundler puts each document only in the chunks that use it.
 *
 * Only value imports are rewritten (`import { PlacePageDocument, type PlacePageQuery } from ...`:
 * the document moves to its own module, the type stays); a module read as a whole (`import * as`)
 * is left alone, and works, carrying everything.
 */
export function graphqlDocuments(root: string): Plugin {
  const gqlDir = resolve(root, 'src/gql');
  const generated = resolve(gqlDir, 'graphql.ts');
  let documents: Map<string, string> | undefined;

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
      documents = readDocuments();
      this.addWatchFile(generated);
    },
    watchChange(id) {
      if (id === generated) documents = undefined;
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      documents ??= readDocuments();
      const name = id.slice(prefix.length + 1);
      const document = documents.get(name);
      if (!document) throw new Error(`${generated} has no document ${name}`);
      return `export default ${document};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('gql/graphql')) {
        return null;
      }
      documents ??= readDocuments();
      const generatedImport =
        /^import \{([^}]*)\} from '((?:\.\.?\/)+(?:[\w-]+\/)*gql\/graphql(?:\.js)?)';$/gm;
      let changed = false;
      const rewritten = code.replace(generatedImport, (statement, list: string, source: string) => {
        if (resolve(file, '..', source.replace(/\.js$/, '') + '.ts') !== generated)
          return statement;
        const kept: string[] = [];
        const own: string[] = [];
        for (const specifier of list.split(',').map((part) => part.trim())) {
          if (!specifier) continue;
          const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
          if (specifier.startsWith('type ') || !documents!.has(imported)) {
            kept.push(specifier);
          } else {
            own.push(`import ${local} from ${JSON.stringify(prefix + imported)};`);
          }
        }
        if (own.length === 0) return statement;
        changed = true;
        // The statement's line breaks stay, so the module's lines (and its errors) keep their numbers.
        const rest = kept.length > 0 ? `import { ${kept.join(', ')} } from '${source}'; ` : '';
        return `${rest}${own.join(' ')}${'\n'.repeat(statement.split('\n').length - 1)}`;
      });
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}
