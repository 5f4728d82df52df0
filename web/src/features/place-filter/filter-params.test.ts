import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTER,
  parseFilter,
  timeSteps,
  toPlaceFilter,
  writeFilter,
  type PlaceFilterState,
} from './filter-params';
import { addDays, isoWeekday } from '../../lib/infra/schedule/local-time';

const TODAY = '2026-11-23';

describe('the place filter in the URL', () => {
  it('reads nothing from an empty query', () => {
    expect(parseFilter(new URLSearchParams())).toEqual(EMPTY_FILTER);
  });

  it('survives a round trip through the URL with every field set', () => {
    const filter: PlaceFilterState = {
      categories: ['bars', 'cafes'],
      cuisines: ['italian'],
      features: ['LIVE_MUSIC', 'WIFI'],
      averageChecks: ['UP_TO_500', 'FROM_2000'],
      openWeekday: null,
      openDate: '2026-11-27',
      openTime: '23:30',
      openNow: true,
      afterMidnight: true,
      nearby: true,
      booking: true,
      moderation: 'ON_MODERATION',
      deleted: true,
    };
    const query = writeFilter(new URLSearchParams(), filter);
    expect(query.toString()).toBe(
      'categories=bars%2Ccafes&cuisines=italian&features=live_music%2Cwifi&average_check=1%2C4' +
        '&date=2026-11-27&time=23%3A30&open_now=1&after_midnight=1&nearby=1&booking=1' +
        '&moderation=on-moderation&deleted=1',
    );
    expect(parseFilter(new URLSearchParams(query.toString()))).toEqual(filter);
  });

  it('keeps other parameters and starts the pages over', () => {
    const query = writeFilter(new URLSearchParams('modal=sheet_filter&page=3&cuisines=thai'), {
      ...EMPTY_FILTER,
      openNow: true,
    });
    expect(query.get('modal')).toBe('sheet_filter');
    expect(query.has('page')).toBe(false);
    expect(query.has('cuisines')).toBe(false);
    expect(query.get('open_now')).toBe('1');
  });

  it('leaves out what it does not understand', () => {
    const filter = parseFilter(
      new URLSearchParams(
        'features=wifi,teleport&average_check=2,9&weekday=8&time=19:15&date=2026-02-30&moderation=x&open_now=yes',
      ),
    );
    expect(filter).toEqual({
      ...EMPTY_FILTER,
      features: ['WIFI'],
      averageChecks: ['FROM_500_TO_1000'],
    });
  });

  it('prefers a date to a weekday', () => {
    expect(parseFilter(new URLSearchParams('weekday=3&date=2026-11-27'))).toMatchObject({
      openWeekday: null,
      openDate: '2026-11-27',
    });
  });

  it('counts the set groups for the funnel', () => {
    expect(activeFilterCount(EMPTY_FILTER)).toBe(0);
    expect(
      activeFilterCount({
        ...EMPTY_FILTER,
        cuisines: ['thai', 'italian'],
        openWeekday: 5,
        openTime: '19:00',
        openNow: true,
      }),
    ).toBe(3);
  });
});

describe('the place filter as the places query filter', () => {
  it('is empty without filters', () => {
    expect(toPlaceFilter(EMPTY_FILTER, { today: TODAY })).toEqual({});
  });

  it('adds the route category or cuisine to the chosen ones once', () => {
    expect(
      toPlaceFilter(
        { ...EMPTY_FILTER, categories: ['bars'], cuisines: ['thai'] },
        { routeCategory: 'cafes', routeCuisine: 'thai', today: TODAY },
      ),
    ).toEqual({ categories: ['cafes', 'bars'], cuisines: ['thai'] });
  });

  it('turns a date and a time into openAt', () => {
    expect(
      toPlaceFilter(
        { ...EMPTY_FILTER, openDate: '2026-11-27', openTime: '23:30' },
        { today: TODAY },
      ),
    ).toEqual({ openAt: '2026-11-27T23:30' });
  });

  it('turns a date alone into its weekday', () => {
    // 2026-11-29 is a Sunday.
    expect(toPlaceFilter({ ...EMPTY_FILTER, openDate: '2026-11-29' }, { today: TODAY })).toEqual({
      openWeekday: 7,
    });
  });

  it('passes a weekday with an optional time', () => {
    expect(toPlaceFilter({ ...EMPTY_FILTER, openWeekday: 5 }, { today: TODAY })).toEqual({
      openWeekday: 5,
    });
    expect(
      toPlaceFilter({ ...EMPTY_FILTER, openWeekday: 5, openTime: '19:00' }, { today: TODAY }),
    ).toEqual({ openWeekday: 5, openTime: '19:00' });
  });

  it('reads a time alone as today in the city', () => {
    expect(toPlaceFilter({ ...EMPTY_FILTER, openTime: '08:00' }, { today: TODAY })).toEqual({
      openAt: '2026-11-23T08:00',
    });
  });

  it('maps the switches, following and the admin filters', () => {
    expect(
      toPlaceFilter(
        {
          ...EMPTY_FILTER,
          features: ['TERRACE'],
          averageChecks: ['FROM_1000_TO_2000'],
          openNow: true,
          afterMidnight: true,
          nearby: true,
          booking: true,
          moderation: 'UNPUBLISHED',
          deleted: true,
        },
        { following: true, today: TODAY },
      ),
    ).toEqual({
      features: ['TERRACE'],
      averageChecks: ['FROM_1000_TO_2000'],
      openNow: true,
      afterMidnight: true,
      nearby: true,
      isReservationsEnabled: true,
      isFollowing: true,
      moderationStatus: 'UNPUBLISHED',
      isDeleted: true,
    });
  });
});

describe('calendar helpers', () => {
  it('gives ISO weekdays', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('offers every 30 minutes of a day', () => {
    const steps = timeSteps(30);
    expect(steps).toHaveLength(48);
    expect(steps.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(steps.at(-1)).toBe('23:30');
  });
});
