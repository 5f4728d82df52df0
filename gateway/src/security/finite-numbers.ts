import { GraphQLError, type ValidationRule } from 'graphql';
import { NON_FINITE_NUMBER } from '../messages.js';

/**
 * Refuses number literals that overflow to Infinity (`1e999`): graphql-js parses a Float literal
 * with parseFloat and passes Infinity on to the resolvers, and from there to the api. Variables
 * need no rule: the Float scalar refuses non-finite values while coercing them.
 */
export const finiteNumbersRule: ValidationRule = (context) => ({
  FloatValue(node) {
    if (!Number.isFinite(Number(node.value))) {
      context.reportError(new GraphQLError(NON_FINITE_NUMBER(node.value), { nodes: node }));
    }
  },
  IntValue(node) {
    if (!Number.isFinite(Number(node.value))) {
      context.reportError(new GraphQLError(NON_FINITE_NUMBER(node.value), { nodes: node }));
    }
  },
});
