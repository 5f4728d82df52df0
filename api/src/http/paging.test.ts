import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { parsePaging } from './paging.js';

function fieldErrors(query: Record<string, unknown>): Record<string, string> | undefined {
  try {
    parsePaging(query, { defaultLimit: 20 });
  } catch (error) {
    if (error instanceof ApiError) return error.data.errors;
    throw error;
  }
  return undefined;
}

describe('parsePaging', () => {
  it('defaults to the first page of the default size', () => {
    expect(parsePaging({}, { defaultLimit: 20 })).toEqual({ offset: 0, limit: 20 });
  });

  it('reads numbers from query strings', () => {
    expect(parsePaging({ offset: '40', limit: '21' }, { defaultLimit: 20 })).toEqual({
      offset: 40,
      limit: 21,
    });
  });

  it('accepts the maximum limit and refuses one more', () => {
    expect(parsePaging({ limit: '100' }, { defaultLimit: 20 }).limit).toBe(100);
    expect(fieldErrors({ limit: '101' })).toEqual({ limit: 'Must be at most 100' });
  });

  it('honours a smaller maximum', () => {
    expect(() => parsePaging({ limit: '11' }, { defaultLimit: 10, maxLimit: 10 })).toThrow(
      ApiError,
    );
  });

  it.each([
    [{ limit: '0' }, 'limit', 'Must be at least 1'],
    [{ limit: 'abc' }, 'limit', 'Must be a whole number'],
    [{ limit: '2.5' }, 'limit', 'Must be a whole number'],
    [{ limit: '' }, 'limit', 'Must be a whole number'],
    [{ offset: '-1' }, 'offset', 'Must be at least 0'],
    [{ offset: ['1', '2'] }, 'offset', 'The value is invalid'],
  ])('refuses %j as 400 FieldInvalid on %s', (query, field, message) => {
    let caught: unknown;
    try {
      parsePaging(query, { defaultLimit: 20 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    const apiError = caught as ApiError;
    expect(apiError.httpCode).toBe(400);
    expect(apiError.status).toBe('FieldInvalid');
    expect(apiError.data.errors).toEqual({ [field]: message });
  });
});
