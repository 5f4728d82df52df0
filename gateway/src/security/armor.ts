import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  Kind,
  visitInParallel,
  type DocumentNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { finiteNumbersRule } from './finite-numbers.js';
import { oneCodeRequestRule } from './one-code-request.js';

/**
 * Limits on what one operation may ask for. Generous for the app's own queries (fragments are
 * flattened, so colocated fragments cost nothing extra), tight for abuse.
 */
export const OPERATION_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2_000,
  maxCost: 5_000,
} as const;

/**
 * Depth and cost of an operation that asks only the schema (`__schema`, `__type`): GraphiQL's
 * introspection query (graphql-js `getIntrospectionQuery`, every option on) is 15 deep and costs
 * about 15,600; each level more multiplies the cost by 1.5, so deeper nesting is refused soon.
 */
export const INTROSPECTION_LIMITS = { maxDepth: 15, maxCost: 20_000 } as const;

const INTROSPECTION_FIELDS = new Set(['__schema', '__type', '__typename']);

export interface Protections {
  /** For Apollo (HTTP) and, the same instances, for graphql-ws (WebSocket). */
  validationRules: ValidationRule[];
  /**
   * graphql-js's own parse limit, for Apollo's `parseOptions` and graphql-ws's parse: past it the
   * parse fails as any syntax error does (400). graphql-armor's token plugin threw from an Apollo
   * hook instead, which Apollo answers with HTTP 500.
   */
  maxTokens: number;
}

/** Whether every operation of the document selects only introspection fields at its root. */
export function asksOnlyTheSchema(document: DocumentNode): boolean {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION
        ? [[definition.name.value, definition.selectionSet] as const]
        : [],
    ),
  );
  const seen = new Set<string>();
  const onlyIntrospection = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return INTROSPECTION_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return onlyIntrospection(selection.selectionSet);
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return false;
      seen.add(name);
      return onlyIntrospection(fragment);
    });
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return (
    operations.length > 0 &&
    operations.every((operation) => onlyIntrospection(operation.selectionSet))
  );
}

/** graphql-armor's depth and cost rules at these limits, introspection counted like any field. */
function depthAndCostRules(limits: { maxDepth: number; maxCost: number }): ValidationRule[] {
  const armor = new ApolloArmor({
    // Fragments are flattened for both: by default every fragment spread counts as one more
    // level, whose cost factor had a comment write refused for sharing its author selection.
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: false },
    costLimit: { maxCost: limits.maxCost, flattenFragments: true, ignoreIntrospection: false },
    maxAliases: { enabled: false },
    maxDirectives: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  return armor.protect().validationRules as ValidationRule[];
}

export function createProtections(): Protections {
  const armor = new ApolloArmor({
    maxAliases: { n: OPERATION_LIMITS.maxAliases },
    maxDirectives: { n: OPERATION_LIMITS.maxDirectives },
    maxTokens: { enabled: false },
    maxDepth: { enabled: false },
    costLimit: { enabled: false },
    // Suggestions are hidden by our own error formatter in production, for HTTP and WebSocket.
    blockFieldSuggestion: { enabled: false },
  });
  // protect() must run once: it wires the rejection reporters into the config it was given.
  const { validationRules } = armor.protect();
  const forData = depthAndCostRules(OPERATION_LIMITS);
  const forSchema = depthAndCostRules(INTROSPECTION_LIMITS);
  // A schema-only operation (GraphiQL's) gets the introspection budget; anything that also asks
  // for data is held to the operation limits, its introspection fields counted with the rest.
  const depthAndCost: ValidationRule = (context) =>
    visitInParallel(
      (asksOnlyTheSchema(context.getDocument()) ? forSchema : forData).map((rule) => rule(context)),
    );
  return {
    validationRules: [
      ...(validationRules as ValidationRule[]),
      depthAndCost,
      finiteNumbersRule,
      oneCodeRequestRule,
    ],
    maxTokens: OPERATION_LIMITS.maxTokens,
  };
}
