// The booking horizon over real HTTP: slots, holds and bookings only from now to
// reservationLimits.horizonDays ahead; past it no slots, and a field error on `datetime`.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, useApi } from '../test-support/api-under-test.js';
import { reservationLimits } from '../messages.js';
import { dateAhead, manyCodeSends } from '../test-support/booking-guests.js';
import { demoStaffedPlaceId, openAllDay } from '../test-support/demo-staffed-places.js';
import { londonInstant } from '../test-support/london-time.js';

const api = useApi({ codeSends: manyCodeSends });
const falcon = demoStaffedPlaceId(1);
const http = () => apiClient(api.url);
const beyond = `Bookings open at most ${reservationLimits.horizonDays} days ahead`;

beforeAll(async () => {
  await openAllDay(api.db, falcon);
  const reply = await http().call('PATCH', `/places/${falcon}/reservation-settings`, {
    body: {
      isReservationsEnabled: true,
      times: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
        dayOfWeek,
        time: '19:00',
        tables: [{ seats: 4, count: 2 }],
      })),
    },
    token: await http().demoToken('owner1'),
  });
  expect(reply.status).toBe(200);
});

describe('the booking horizon', () => {
  it('slots within it; none past it, the year 9998 included', async () => {
    const slots = async (date: string) =>
      (await http().call('GET', `/places/${falcon}/reservation-slots?date=${date}`)).body.data
        .slots as unknown[];
    expect((await slots(dateAhead(3))).length).toBeGreaterThan(0);
    expect(await slots(dateAhead(reservationLimits.horizonDays + 2))).toEqual([]);
    expect(await slots('9998-06-01')).toEqual([]);
  });

  it('a hold or a booking past it: 422 on datetime', async () => {
    for (const datetime of [
      await londonInstant(api.db, dateAhead(reservationLimits.horizonDays + 2), '19:00'),
      '9998-06-01T19:00:00Z',
    ]) {
      const hold = await http().call('POST', '/request-code', {
        body: {
          phone: '+447900011122',
          type: 'reservation',
          place_id: falcon,
          datetime,
          guests_count: '2',
        },
        form: true,
      });
      expect(hold.status, datetime).toBe(422);
      expect(hold.body.data.errors, datetime).toEqual({ datetime: beyond });
      const booked = await http().call('POST', '/reservations', {
        body: {
          name: 'Ann',
          guests_count: '2',
          datetime,
          place_id: falcon,
          phone: '+447900011122',
          code: '1234',
        },
        form: true,
      });
      expect(booked.status, datetime).toBe(422);
      expect(booked.body.data.errors, datetime).toEqual({ datetime: beyond });
    }
  });
});

describe("a place's own horizon", () => {
  const path = `/places/${falcon}/reservation-settings`;

  it('is 90 days unless its staff set it; a value outside 1 to 365 is refused', async () => {
    const staff = await http().demoToken('owner1');
    const read = await http().call('GET', path, { token: staff });
    expect(read.body.data.settings).toMatchObject({ horizonDays: reservationLimits.horizonDays });
    const settings = read.body.data.settings as Record<string, unknown>;
    for (const [horizonDays, message] of [
      [0, 'Must be at least 1'],
      [366, 'Must be at most 365'],
      [7.5, 'Must be a whole number'],
    ] as const) {
      const refused = await http().call('PATCH', path, {
        body: { ...settings, horizonDays },
        token: staff,
      });
      expect(refused.status, String(horizonDays)).toBe(400);
      expect(refused.body.data.errors, String(horizonDays)).toEqual({ horizonDays: message });
    }
    // Nothing was half stored.
    const again = await http().call('GET', path, { token: staff });
    expect(again.body.data.settings).toMatchObject({ horizonDays: reservationLimits.horizonDays });
  });

  it('bounds slots, holds, bookings and places in line: past it no slots, 422 on datetime', async () => {
    const staff = await http().demoToken('owner1');
    const settings = (await http().call('GET', path, { token: staff })).body.data
      .settings as Record<string, unknown>;
    const set = await http().call('PATCH', path, {
      body: { ...settings, horizonDays: 10 },
      token: staff,
    });
    expect(set.status).toBe(200);
    expect(set.body.data.settings).toMatchObject({ horizonDays: 10 });
    const slots = async (date: string) =>
      (await http().call('GET', `/places/${falcon}/reservation-slots?date=${date}`)).body.data
        .slots as unknown[];
    expect((await slots(dateAhead(8))).length).toBeGreaterThan(0);
    expect(await slots(dateAhead(12))).toEqual([]);
    const intervals = await http().call(
      'GET',
      `/places/${falcon}/reservation-intervals?date=${dateAhead(12)}`,
    );
    expect(intervals.body.data).toEqual({ currentDate: [], nextDate: [] });

    const datetime = await londonInstant(api.db, dateAhead(12), '19:00');
    const tenDays = 'Bookings open at most 10 days ahead';
    const hold = await http().call('POST', '/request-code', {
      body: {
        phone: '+447900011133',
        type: 'reservation',
        place_id: falcon,
        datetime,
        guests_count: '2',
      },
      form: true,
    });
    expect(hold.status).toBe(422);
    expect(hold.body.data.errors).toEqual({ datetime: tenDays });
    const booking = {
      name: 'Ann',
      guests_count: '2',
      datetime,
      place_id: falcon,
      phone: '+447900011133',
    };
    const booked = await http().call('POST', '/reservations', {
      body: { ...booking, code: '1234' },
      form: true,
    });
    expect(booked.status).toBe(422);
    expect(booked.body.data.errors).toEqual({ datetime: tenDays });
    const joined = await http().call('POST', '/waitlist', {
      body: { ...booking, code: '1234' },
      form: true,
    });
    expect(joined.status).toBe(422);
    expect(joined.body.data.errors).toEqual({ datetime: tenDays });

    // Within it, as before.
    const inside = await londonInstant(api.db, dateAhead(8), '19:00');
    const held = await http().call('POST', '/request-code', {
      body: {
        phone: '+447900011144',
        type: 'reservation',
        place_id: falcon,
        datetime: inside,
        guests_count: '2',
      },
      form: true,
    });
    expect(held.status).toBe(200);
  });
});
