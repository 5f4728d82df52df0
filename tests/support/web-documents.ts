// The web app's GraphQL documents as its generated code (web/src/gql) exports them, so the suites
// and the benches send what the app sends and follow it as it changes.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kind, type DocumentNode } from 'graphql';

/** The `…Document` exports of a generated module, with their export names. */
export function documentsOf(module: Record<string, unknown>): [string, DocumentNode][] {
  return Object.entries(module).flatMap(([name, value]): [string, DocumentNode][] =>
    name.endsWith('Document') && isDocument(value) ? [[name, value]] : [],
  );
}

/**
 * The web app's documents in the checkout at `root`, loaded by path at run time (under tsx) so
 * that type-checking a bench never depends on web/.
 */
export async function loadWebDocuments(root: string): Promise<[string, DocumentNode][]> {
  const generated = path.join(root, 'web/src/gql/graphql.ts');
  return documentsOf((await import(pathToFileURL(generated).href)) as Record<string, unknown>);
}

function isDocument(value: unknown): value is DocumentNode {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === Kind.DOCUMENT
  );
}
