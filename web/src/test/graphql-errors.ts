// Failed GraphQL answers as the gateway sends them: the api's status and HTTP status in extensions.
import { GraphQLError } from 'graphql';

/** The api found no such record (404). */
export function notFoundResult() {
  return {
    errors: [
      new GraphQLError('not found', {
        extensions: { code: 'NOT_FOUND', status: 'RecordNotFound', httpStatus: 404 },
      }),
    ],
  };
}

/** The api failed (500). */
export function serverErrorResult() {
  return {
    errors: [
      new GraphQLError('boom', {
        extensions: {
          code: 'INTERNAL_SERVER_ERROR',
          httpStatus: 500,
          status: 'GeneralInternalError',
        },
      }),
    ],
  };
}
