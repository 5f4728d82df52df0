import {
  Kind,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { gatewayError } from '../errors/normalise.js';
import { CODE_RESEND_SECONDS, CODE_SENDING_MUTATIONS, ERROR_MESSAGES } from '../messages.js';

/** How many code-sending fields the root selection asks, through fragments and aliases. */
function codeRequestsIn(
  selectionSet: SelectionSetNode,
  fragmentOf: (name: string) => FragmentDefinitionNode | null | undefined,
  seen: Set<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if ((CODE_SENDING_MUTATIONS as readonly string[]).includes(selection.name.value)) count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += codeRequestsIn(selection.selectionSet, fragmentOf, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragmentOf(selection.name.value);
      if (fragment) count += codeRequestsIn(fragment.selectionSet, fragmentOf, seen);
    }
  }
  return count;
}

/**
 * At most one SMS or e-mail code per operation: aliases would otherwise send a code to each of
 * many numbers in one request, past any per-request limit. Refused before any api call, in the
 * SPEC's words for too many sends.
 */
export const oneCodeRequestRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation !== 'mutation') return;
    const requests = codeRequestsIn(
      operation.selectionSet,
      (name) => context.getFragment(name),
      new Set(),
    );
    if (requests > 1) {
      const error = gatewayError({
        status: 'ResendSmsTemporaryBlocked',
        httpStatus: 422,
        message: ERROR_MESSAGES.ResendSmsTemporaryBlocked,
        timeout: CODE_RESEND_SECONDS,
      });
      context.reportError(error);
    }
  },
});
