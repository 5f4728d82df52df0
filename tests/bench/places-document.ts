// The bench measures the query the web app really sends for a places list. It takes that document
// from the web's generated code (web/src/gql), so the bench follows the app as it changes.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';

export interface PlacesDocument {
  operationName: string;
  query: string;
  variableNames: string[];
}

function isDocument(value: unknown): value is DocumentNode {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === Kind.DOCUMENT
  );
}

function placesOperation(document: DocumentNode): OperationDefinitionNode | undefined {
  return document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'query' &&
      definition.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === 'places',
      ),
  );
}

function describe(document: DocumentNode): PlacesDocument {
  const operation = placesOperation(document);
  if (!operation) throw new Error('the document has no query on places');
  return {
    operationName: operation.name?.value ?? '',
    query: print(document),
    variableNames: (operation.variableDefinitions ?? []).map(
      (variable) => variable.variable.name.value,
    ),
  };
}

export async function loadPlacesDocument(root: string): Promise<PlacesDocument> {
  const generated = path.join(root, 'web/src/gql/graphql.ts');
  // Loaded by path at run time (under tsx) so that type-checking tests/ never depends on web/.
  const module = (await import(pathToFileURL(generated).href)) as Record<string, unknown>;
  const candidates = Object.entries(module)
    .filter(([name, value]) => name.endsWith('Document') && isDocument(value))
    .map(([, value]) => value as DocumentNode)
    .filter((document) => placesOperation(document));
  // The list page's query is the one that pages (asks for an offset).
  const list =
    candidates.find((document) =>
      placesOperation(document)?.variableDefinitions?.some(
        (variable) => variable.variable.name.value === 'offset',
      ),
    ) ?? candidates[0];
  if (!list) throw new Error(`no query on places in ${generated}; run npm run codegen`);
  return describe(list);
}
