// The bench measures the queries the web app really sends (a places list, a search). It takes those
// documents from the web's generated code (web/src/gql), so the bench follows the app as it changes.
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { loadWebDocuments } from '../support/web-documents.js';

export interface PlacesDocument {
  operationName: string;
  query: string;
  variableNames: string[];
}

/** The query operation of `document` that selects the root field `field`, if any. */
function operationOn(document: DocumentNode, field: string): OperationDefinitionNode | undefined {
  return document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'query' &&
      definition.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === field,
      ),
  );
}

function variablesOf(operation: OperationDefinitionNode | undefined): string[] {
  return (operation?.variableDefinitions ?? []).map((variable) => variable.variable.name.value);
}

function describe(document: DocumentNode, field: string): PlacesDocument {
  const operation = operationOn(document, field);
  if (!operation) throw new Error(`the document has no query on ${field}`);
  return {
    operationName: operation.name?.value ?? '',
    query: print(document),
    variableNames: variablesOf(operation),
  };
}

async function documentsOn(root: string, field: string): Promise<DocumentNode[]> {
  return (await loadWebDocuments(root))
    .map(([, document]) => document)
    .filter((document) => operationOn(document, field));
}

/** Whether the operation asks for `field` alone at its root (not a page head's city and places). */
function asksOnly(operation: OperationDefinitionNode | undefined, field: string): boolean {
  return (operation?.selectionSet.selections ?? []).every(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === field,
  );
}

/**
 * The web's places list query: the one on `places` alone that pages (asks for an offset); the
 * server's page head asks a city beside its places, and is not what the list sends.
 */
export async function loadPlacesDocument(root: string): Promise<PlacesDocument> {
  const candidates = await documentsOn(root, 'places');
  const pages = (document: DocumentNode) =>
    variablesOf(operationOn(document, 'places')).includes('offset');
  const list =
    candidates.find(
      (document) => pages(document) && asksOnly(operationOn(document, 'places'), 'places'),
    ) ??
    candidates.find(pages) ??
    candidates[0];
  if (!list) throw new Error('no query on places in web/src/gql; run npm run codegen');
  return describe(list, 'places');
}

/** The web's search query (places and people), or null while the web app has none. */
export async function loadSearchDocument(root: string): Promise<PlacesDocument | null> {
  const [search] = await documentsOn(root, 'search');
  return search ? describe(search, 'search') : null;
}

/**
 * The first web query on `field` whose variable names `accept` takes (the city feed's `posts`), or
 * null while the web app has none.
 */
export async function loadQueryDocument(
  root: string,
  field: string,
  accept: (variableNames: readonly string[]) => boolean,
): Promise<PlacesDocument | null> {
  const found = (await documentsOn(root, field)).find((document) =>
    accept(variablesOf(operationOn(document, field))),
  );
  return found ? describe(found, field) : null;
}
