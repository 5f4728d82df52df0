import { beforeAll, expect } from 'vitest';
import { apiClient, type Envelope, type Reply, useApi } from './api-under-test.js';
import { demoStaffedPlaceId, openAllDay } from './demo-staffed-places.js';
import { dateAhead as dateAheadOf, manyCodeSends, phoneSource } from './booking-guests.js';

/** A form's fields as the api reads them: every value a string. */
export function form(fields: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
}

/** The reservation settings of Falcon Cafe in a file: on every day, the tables of each time. */
export type FalconSettings = {
  isReservationsEnabled: true;
  times: { dayOfWeek: number; time: string; tables: { seats: number; count: number }[] }[];
};

/**
 * Falcon Cafe open 10:00-23:00 every day with `settings`, on an api of its own whose clock the
 * tests move (`clock.now`) rather than sleep on; guests get codes by phone, numbered under `phones`.
 */
export function useFalcon(options: {
  phones: string;
  settings: FalconSettings;
  holds?: { perAddress: number };
}) {
  const clock = { now: Date.now() };
  const api = useApi({
    now: () => new Date(clock.now),
    codeSends: manyCodeSends,
    ...(options.holds ? { holds: options.holds } : {}),
  });
  const falcon = demoStaffedPlaceId(0);
  const freshPhone = phoneSource(options.phones);

  /** The API client on the api started for this file (its url is known only in tests). */
  function http() {
    return apiClient(api.url);
  }

  /** A local date `days` days ahead of the clock (London, as Falcon Cafe). */
  function dateAhead(days: number): string {
    return dateAheadOf(days, clock.now);
  }

  async function requestCode(phone: string, hold?: Record<string, string | number>) {
    return http().call('POST', '/request-code', {
      body: { phone, type: 'reservation', ...hold },
      form: true,
    });
  }

  async function codeFor(phone: string): Promise<string> {
    expect((await requestCode(phone)).status).toBe(200);
    return http().latestCode(phone);
  }

  beforeAll(async () => {
    await openAllDay(api.db, falcon);
    const owner = await http().demoToken('owner1');
    const reply = await http().call('PATCH', `/places/${falcon}/reservation-settings`, {
      body: options.settings,
      token: owner,
    });
    expect(reply.status).toBe(200);
  });

  return { api, clock, falcon, http, dateAhead, freshPhone, requestCode, codeFor };
}

/** The same times and tables on every day of the week. */
export function everyDay(times: Omit<FalconSettings['times'][number], 'dayOfWeek'>[]) {
  return [1, 2, 3, 4, 5, 6, 7].flatMap((dayOfWeek) =>
    times.map((time) => ({ dayOfWeek, ...time })),
  );
}

/**
 * Booking at Falcon Cafe over real HTTP, with tables at 19:00 and 19:30 (see `useFalcon`); the
 * helpers book and read the free tables.
 */
export function useFalconBookings() {
  const settings: FalconSettings = {
    isReservationsEnabled: true,
    times: everyDay([
      { time: '19:00', tables: [{ seats: 4, count: 3 }] },
      {
        time: '19:30',
        tables: [
          { seats: 2, count: 1 },
          { seats: 6, count: 1 },
        ],
      },
    ]),
  };
  const falconApi = useFalcon({
    phones: '4479000',
    settings,
    // Every guest here comes from 127.0.0.1: the limit of tables per address has tests of its own.
    holds: { perAddress: 10_000 },
  });
  const { falcon, http } = falconApi;

  function book(fields: Record<string, string | number>): Promise<Reply<Envelope>> {
    return http().call('POST', '/reservations', { body: form(fields), form: true });
  }

  async function slots(date: string): Promise<{ time: string; available: number }[]> {
    const reply = await http().call('GET', `/places/${falcon}/reservation-slots?date=${date}`);
    expect(reply.status).toBe(200);
    return reply.body.data.slots as { time: string; available: number }[];
  }

  async function availableAt(date: string, time: string): Promise<number | undefined> {
    return (await slots(date)).find((slot) => slot.time === time)?.available;
  }

  return { ...falconApi, book, slots, availableAt, settings };
}
