import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { reservationBody, reservationStatusOf, withInputFieldNames } from './mapping.js';

describe('reservation mapping', () => {
  it("sends the SPEC's form keys and leaves empty optional values out", () => {
    const input = {
      placeId: 'p',
      name: 'Anna',
      guestsCount: 2,
      datetime: '2026-11-27T19:00:00.000Z',
      phone: '447700900101',
      code: '1234',
      zoneChoice: '',
      comment: 'By the window',
    };
    expect(reservationBody(input)).toEqual({
      place_id: 'p',
      name: 'Anna',
      guests_count: 2,
      datetime: '2026-11-27T19:00:00.000Z',
      phone: '447700900101',
      code: '1234',
      comment: 'By the window',
    });
  });

  it('maps every api status', () => {
    expect((['new', 'confirmed', 'declined'] as const).map(reservationStatusOf)).toEqual([
      'NEW',
      'CONFIRMED',
      'DECLINED',
    ]);
  });

  it('names field errors as the input does, keeping the rest of the error', async () => {
    const upstream = new GraphQLError('No table is free at this time', {
      extensions: {
        code: 'BAD_USER_INPUT',
        httpStatus: 422,
        fieldErrors: { guests_count: 'Too many', place_id: 'Unknown', code: 'Incorrect code' },
      },
    });
    const error = await withInputFieldNames(Promise.reject(upstream)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      httpStatus: 422,
      fieldErrors: { guestsCount: 'Too many', placeId: 'Unknown', code: 'Incorrect code' },
    });
    const other = new Error('down');
    await expect(withInputFieldNames(Promise.reject(other))).rejects.toBe(other);
  });
});
