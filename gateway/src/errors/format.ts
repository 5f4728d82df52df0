import type { GraphQLFormattedError } from 'graphql';
import { DEFAULT_ERROR_MESSAGE, ERROR_MESSAGES } from '../messages.js';

// Errors GraphQL itself raises about the request (parse, validation, variables, armor limits).
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * The last step before an error leaves the gateway (HTTP and WebSocket): every error carries the
 * contract's extensions; in production, field suggestions, stack traces and the text of
 * unexpected errors are hidden.
 */
export function formatGatewayError(
  error: GraphQLFormattedError,
  production: boolean,
): GraphQLFormattedError {
  const extensions = { ...error.extensions };
  let message = error.message;
  if (typeof extensions.httpStatus !== 'number') {
    const code = typeof extensions.code === 'string' ? extensions.code : 'INTERNAL_SERVER_ERROR';
    if (REQUEST_ERROR_CODES.has(code)) {
      Object.assign(extensions, {
        code,
        status: 'FieldInvalid',
        httpStatus: 400,
        message: DEFAULT_ERROR_MESSAGE,
      });
    } else {
      Object.assign(extensions, {
        code: 'INTERNAL_SERVER_ERROR',
        status: 'GeneralInternalError',
        httpStatus: 500,
        message: ERROR_MESSAGES.GeneralInternalError,
      });
      if (production) message = ERROR_MESSAGES.GeneralInternalError;
    }
  }
  if (production) {
    delete extensions.stacktrace;
    message = message.replace(/ ?Did you mean .+\?$/, '');
  }
  return { ...error, message, extensions };
}
