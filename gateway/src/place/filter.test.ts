import { describe, expect, it } from 'vitest';
import { placeListParams } from './filter.js';

describe('places arguments as GET /places parameters', () => {
  it('passes only the city when nothing is filtered', () => {
    expect(placeListParams({ city: 'london', filter: null, orderBy: 'RANK' })).toEqual({
      city: 'london',
    });
  });

  it('joins lists as comma-separated values, without repeats', () => {
    expect(
      placeListParams({
        city: 'london',
        filter: { categories: ['bars', 'cafes', 'bars'], cuisines: ['italian'] },
      }),
    ).toEqual({ city: 'london', categories: 'bars,cafes', cuisines: 'italian' });
  });

  it('names features as the api spells them', () => {
    expect(
      placeListParams({
        filter: { features: ['LIVE_MUSIC', 'WIFI', 'BUSINESS_LUNCH', 'SPORT_TRANSLATIONS'] },
      }).features,
    ).toBe('liveMusic,wifi,businessLunch,sportTranslations');
  });

  it('turns average check levels into the numbers 1 to 4', () => {
    expect(
      placeListParams({
        filter: {
          averageChecks: ['FROM_2000', 'UP_TO_500', 'FROM_500_TO_1000', 'FROM_1000_TO_2000'],
        },
      }).average_check,
    ).toBe('4,1,2,3');
  });

  it('passes the schedule filters unchanged', () => {
    expect(
      placeListParams({
        city: 'paris',
        filter: { openAt: '2026-11-21T23:30', openWeekday: 5, openTime: '19:00' },
      }),
    ).toEqual({
      city: 'paris',
      open_at: '2026-11-21T23:30',
      open_weekday: 5,
      open_time: '19:00',
    });
  });

  it('sends a flag only when it is set, never as false', () => {
    expect(
      placeListParams({
        filter: {
          openNow: true,
          afterMidnight: true,
          nearby: true,
          isReservationsEnabled: true,
          isFollowing: true,
          isDeleted: true,
        },
      }),
    ).toEqual({
      open_now: true,
      after_midnight: true,
      nearby: true,
      is_reservations_enabled: true,
      is_following: true,
      is_deleted: true,
    });
    expect(
      placeListParams({
        filter: {
          openNow: false,
          afterMidnight: null,
          nearby: false,
          isReservationsEnabled: false,
          isFollowing: false,
          isDeleted: false,
        },
      }),
    ).toEqual({});
  });

  it('passes the geoposition and a non-default order', () => {
    expect(placeListParams({ lat: 51.5, lon: -0.12, orderBy: 'DISTANCE' })).toEqual({
      lat: 51.5,
      lon: -0.12,
      order_by: 'distance',
    });
    expect(placeListParams({ orderBy: 'NAME' })).toEqual({ order_by: 'name' });
  });

  it('keeps a zero coordinate (the equator and Greenwich are real places)', () => {
    expect(placeListParams({ lat: 0, lon: 0 })).toEqual({ lat: 0, lon: 0 });
  });

  it('maps the admin moderation states to the api values', () => {
    expect(placeListParams({ filter: { moderationStatus: 'ON_MODERATION' } })).toEqual({
      moderation_status: 'on-moderation',
    });
    expect(placeListParams({ filter: { moderationStatus: 'UNPUBLISHED' } })).toEqual({
      moderation_status: 'unpublished',
    });
  });

  it('trims the name search and drops an empty one', () => {
    expect(placeListParams({ filter: { query: '  pizza ' } })).toEqual({ query: 'pizza' });
    expect(placeListParams({ filter: { query: '   ' } })).toEqual({});
  });

  it('passes the organisation without a city', () => {
    expect(placeListParams({ filter: { organisationId: 'a'.repeat(24) } })).toEqual({
      organisation_id: 'a'.repeat(24),
    });
  });
});
