import { describe, expect, it } from 'vitest';
import type { RestOrganisation, RestOrganisationSummary } from '../rest/types.js';
import { isFullOrganisation } from './mapping.js';

describe('organisation parents', () => {
  it('tell a full read from the summary a place carries', () => {
    const summary: RestOrganisationSummary = {
      id: 'o',
      name: 'Chain',
      placeCount: 2,
      avatar: null,
    };
    const full = { ...summary, somePlaces: [] } as unknown as RestOrganisation;
    expect(isFullOrganisation(summary)).toBe(false);
    expect(isFullOrganisation(full)).toBe(true);
  });
});
