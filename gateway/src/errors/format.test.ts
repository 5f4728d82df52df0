import { describe, expect, it } from 'vitest';
import { formatGatewayError } from './format.js';

describe('formatGatewayError', () => {
  it('leaves a normalised error as it is', () => {
    const error = {
      message: 'Page not found',
      extensions: {
        code: 'NOT_FOUND',
        status: 'RecordNotFound',
        httpStatus: 404,
        message: 'Page not found',
      },
    };

    expect(formatGatewayError(error, true)).toEqual(error);
  });

  it('gives a validation error the contract extensions', () => {
    const formatted = formatGatewayError(
      { message: 'Cannot query field "x"', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      false,
    );

    expect(formatted.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      status: 'FieldInvalid',
      httpStatus: 400,
    });
  });

  it('hides an unexpected error text and stack trace in production', () => {
    const formatted = formatGatewayError(
      { message: 'db password is hunter2', extensions: { stacktrace: ['at secret.ts:1'] } },
      true,
    );

    expect(formatted.message).toBe('There was an error on the server');
    expect(formatted.extensions).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      status: 'GeneralInternalError',
      httpStatus: 500,
      message: 'There was an error on the server',
    });
  });

  it('drops field suggestions in production only', () => {
    const error = {
      message: 'Cannot query field "healt" on type "Query". Did you mean "health"?',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    };

    expect(formatGatewayError(error, true).message).toBe(
      'Cannot query field "healt" on type "Query".',
    );
    expect(formatGatewayError(error, false).message).toContain('Did you mean');
  });
});
