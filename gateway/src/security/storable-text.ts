import { getOperationAST, GraphQLError, visit, type DocumentNode } from 'graphql';
import { gatewayError } from '../errors/normalise.js';
import { FIELD_MESSAGES, TEXT_REFUSED_HTTP_STATUS } from '../messages.js';

/**
 * U+0000 and UTF-16 surrogates without their pair: the api's database holds neither, and the api
 * refuses them with 422; the gateway refuses them the same way before any call.
 */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

/** The 422 FieldInvalid of a refused text, naming each argument or variable that held one. */
export function textRefused(fieldErrors: Record<string, string>): GraphQLError {
  const error = gatewayError({
    status: 'FieldInvalid',
    httpStatus: TEXT_REFUSED_HTTP_STATUS,
    message: FIELD_MESSAGES.unsafeText,
    fieldErrors,
  });
  // Apollo answers an error thrown before execution with this HTTP status (then drops `http`).
  return new GraphQLError(error.message, {
    extensions: { ...error.extensions, http: { status: TEXT_REFUSED_HTTP_STATUS } },
  });
}

/**
 * Each variable (by its path, `input.name`) whose value holds a text the api cannot keep. Walked
 * without recursion: variables may be nested deeply before their types are checked.
 */
export function refusedVariables(variables: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const pending: { value: unknown; path: string }[] = [{ value: variables, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) errors[path] ??= FIELD_MESSAGES.unsafeText;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: `${path}.${index}` }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        pending.push({ value: item, path: path === '' ? key : `${path}.${key}` });
      }
    }
  }
  return errors;
}

// A document's literals never change, and Apollo and graphql-ws hand back the same parsed document
// for the same text: walked once per document, not once per request.
const literalsOfDocument = new WeakMap<DocumentNode, Readonly<Record<string, string>>>();

/** Each argument whose string literal (`"\u0000"` in the document) the api could not keep. */
function refusedLiterals(document: DocumentNode): Readonly<Record<string, string>> {
  const known = literalsOfDocument.get(document);
  if (known) return known;
  const errors = walkLiterals(document);
  literalsOfDocument.set(document, errors);
  return errors;
}

function walkLiterals(document: DocumentNode): Record<string, string> {
  const errors: Record<string, string> = {};
  const argumentNames: string[] = [];
  visit(document, {
    Argument: {
      enter: (node) => void argumentNames.push(node.name.value),
      leave: () => void argumentNames.pop(),
    },
    StringValue(node) {
      if (!isStorableText(node.value)) {
        errors[argumentNames.at(-1) ?? 'query'] ??= FIELD_MESSAGES.unsafeText;
      }
    },
  });
  return errors;
}

/**
 * The gateway's text rule for one operation, on HTTP and WebSocket alike: the refusal, or null
 * when every text in its arguments and variables can be kept.
 */
export function refusedTextOf(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: unknown,
): GraphQLError | null {
  const operation = getOperationAST(document, operationName);
  const used = new Set(
    (operation?.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
  );
  // Only the variables the operation declares reach a resolver; others are ignored as unread.
  const declared =
    typeof variables === 'object' && variables !== null
      ? Object.fromEntries(Object.entries(variables).filter(([name]) => used.has(name)))
      : {};
  const errors = { ...refusedLiterals(document), ...refusedVariables(declared) };
  return Object.keys(errors).length > 0 ? textRefused(errors) : null;
}
