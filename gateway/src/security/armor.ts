import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ValidationRule } from 'graphql';

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

export interface Protections {
  /** For Apollo (HTTP) and, the same instances, for graphql-ws (WebSocket). */
  validationRules: ValidationRule[];
  /** Apollo-only plugins (the token limit runs while Apollo parses). */
  plugins: ApolloServerPlugin[];
  maxTokens: number;
}

export function createProtections(): Protections {
  const armor = new ApolloArmor({
    maxDepth: { n: OPERATION_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: OPERATION_LIMITS.maxAliases },
    maxDirectives: { n: OPERATION_LIMITS.maxDirectives },
    maxTokens: { n: OPERATION_LIMITS.maxTokens },
    // Flattened as for depth: by default every fragment spread counts as one more level, whose
    // cost factor had a comment write refused for sharing its author selection as a fragment.
    costLimit: { maxCost: OPERATION_LIMITS.maxCost, flattenFragments: true },
    // Suggestions are hidden by our own error formatter in production, for HTTP and WebSocket.
    blockFieldSuggestion: { enabled: false },
  });
  // protect() must run once: it wires the rejection reporters into the config it was given.
  const { validationRules, plugins } = armor.protect();
  return {
    validationRules: validationRules as ValidationRule[],
    plugins: plugins as ApolloServerPlugin[],
    maxTokens: OPERATION_LIMITS.maxTokens,
  };
}
