import { describe, expect, it } from 'vitest';
import {
  moderationDecision,
  moderationStatusOf,
  notificationOutcomeOf,
  organisationBody,
  placeBody,
} from './mapping.js';

describe('placeBody', () => {
  it('maps the enums and lists, leaves out what was not given and keeps nulls that clear', () => {
    expect(
      placeBody({
        name: 'Grill',
        averageCheck: 'FROM_2000',
        status: 'TEMPORARY_CLOSED',
        avatarId: null,
        phones: [{ id: 'custom_1', phone: '+44 1' }],
        galleries: [{ title: 'Hall', orderNumber: 2, photoIds: ['a'] }],
      }),
    ).toEqual({
      name: 'Grill',
      averageCheck: 4,
      status: 'temporary-closed',
      avatarId: null,
      phones: [{ id: 'custom_1', phone: '+44 1', name: null }],
      galleries: [{ id: null, title: 'Hall', description: null, orderNumber: 2, photoIds: ['a'] }],
    });
  });

  it('never sends a null name, slug or city (they cannot be cleared)', () => {
    expect(placeBody({ name: null, latinName: null, cityId: null })).toEqual({});
  });
});

describe('organisationBody', () => {
  it('keeps the given fields only', () => {
    expect(organisationBody({ name: 'Group', categoryId: null })).toEqual({
      name: 'Group',
      categoryId: null,
    });
  });
});

describe('moderation and outcomes', () => {
  it('turns the schema enums into the api values and back', () => {
    expect(moderationDecision('PUBLISHED')).toBe('published');
    expect(moderationDecision('UNPUBLISHED')).toBe('unpublished');
    expect(moderationDecision('ON_MODERATION')).toBeNull();
    expect(moderationStatusOf('on-moderation')).toBe('ON_MODERATION');
    expect(notificationOutcomeOf('rejected')).toBe('REJECTED');
    expect(notificationOutcomeOf(null)).toBeNull();
  });
});
