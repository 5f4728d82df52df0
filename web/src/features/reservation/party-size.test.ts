import { describe, expect, it } from 'vitest';
import { fittingTables, guestsOptions } from './party-size';

const evening = [
  { seats: 2, available: 1 },
  { seats: 4, available: 0 },
  { seats: 6, available: 2 },
];

describe('tables for a party', () => {
  it('counts the free tables of at least as many seats as guests', () => {
    expect(fittingTables(evening, 1)).toBe(3);
    expect(fittingTables(evening, 2)).toBe(3);
    expect(fittingTables(evening, 3)).toBe(2);
    expect(fittingTables(evening, 6)).toBe(2);
    expect(fittingTables(evening, 7)).toBe(0);
  });

  it('offers guests up to the largest table of the day, within the maximum', () => {
    expect(
      guestsOptions([{ tables: evening }, { tables: [{ seats: 4, available: 3 }] }], 20),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(guestsOptions([{ tables: [{ seats: 30, available: 1 }] }], 20)).toHaveLength(20);
    expect(guestsOptions(undefined, 20)).toHaveLength(20);
    expect(guestsOptions([], 20)).toHaveLength(20);
  });
});
