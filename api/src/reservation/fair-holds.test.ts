// Fair holds over real HTTP: one client address and one phone hold at most a few tables at once
// across all places (HOLDS_PER_ADDRESS, HOLDS_PER_PHONE, 2 each by default); one more is the code
// sends' throttle, and no code goes out. A hold still goes when its code expires, when it becomes a
// booking, or when its phone asks for another time; a waitlist offer counts as a hold of its phone
// and of the address its line was joined from. The api's clock is moved, never slept on.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Envelope, type Reply, useApi } from '../test-support/api-under-test.js';
import { reservationLimits } from '../messages.js';
import {
  codeSendsBlocked,
  dateAhead as dateAheadOf,
  manyCodeSends,
  phoneSource,
} from '../test-support/booking-guests.js';
import { form } from '../test-support/falcon-bookings.js';
import { demoStaffedPlaceId, openAllDay } from '../test-support/demo-staffed-places.js';
import { londonInstant } from '../test-support/london-time.js';

let clock = Date.now();
const api = useApi({
  now: () => new Date(clock),
  codeSends: manyCodeSends,
});
// A second api where one phone may hold a single table: its offer and its hold count together.
const onePerPhone = useApi({
  now: () => new Date(clock),
  codeSends: manyCodeSends,
  holds: { perPhone: 1 },
});
const falcon = demoStaffedPlaceId(0);
const second = demoStaffedPlaceId(1);
const freshPhone = phoneSource('4479200');

const dateAhead = (days: number) => dateAheadOf(days, clock);

/** A code (and, with `hold`, a table) for `phone`, asked from the browser address `from`. */
function requestCode(
  url: string,
  from: string,
  phone: string,
  hold?: { placeId: string; datetime: string },
): Promise<Reply<Envelope>> {
  return apiClient(url).call('POST', '/request-code', {
    body: form({
      phone,
      type: 'reservation',
      ...(hold ? { place_id: hold.placeId, datetime: hold.datetime, guests_count: 2 } : {}),
    }),
    form: true,
    from,
  });
}

/** `phone` asks from `from` for a code and a table of `placeId` at `datetime`, and holds it. */
async function expectHold(
  url: string,
  from: string,
  phone: string,
  placeId: string,
  datetime: string,
) {
  expect((await requestCode(url, from, phone, { placeId, datetime })).status).toBe(200);
}

/** `phone` asks from `from` for a table of `placeId` at `datetime`: one hold too many. */
async function expectThrottled(
  url: string,
  from: string,
  phone: string,
  placeId: string,
  datetime: string,
) {
  expect(await requestCode(url, from, phone, { placeId, datetime })).toMatchObject(
    codeSendsBlocked,
  );
}

/** A guest from `from` holds the falcon's one table at `datetime` and books it. */
async function bookTheTable(url: string, from: string, datetime: string) {
  const client = apiClient(url);
  const guest = freshPhone();
  await expectHold(url, from, guest, falcon, datetime);
  const booking = await client.call('POST', '/reservations', {
    body: form({
      name: 'Guest',
      guests_count: 2,
      datetime,
      place_id: falcon,
      phone: guest,
      code: await client.latestCode(guest),
    }),
    form: true,
    from,
  });
  expect(booking.status).toBe(201);
  return booking;
}

/** `phone` joins the falcon's line at `datetime` from `from`, with a code of its own. */
async function joinTheLine(url: string, from: string, phone: string, datetime: string) {
  const client = apiClient(url);
  expect((await requestCode(url, from, phone)).status).toBe(200);
  const joined = await client.call('POST', '/waitlist', {
    body: form({
      place_id: falcon,
      datetime,
      guests_count: 2,
      name: 'Waiting',
      phone,
      code: await client.latestCode(phone),
    }),
    form: true,
    from,
  });
  expect(joined.status).toBe(201);
  return joined;
}

async function inbox(url: string, phone: string): Promise<unknown[]> {
  const reply = await apiClient(url).call('GET', `/dev/inbox?target=${phone}`);
  return reply.body.data.messages as unknown[];
}

async function available(url: string, placeId: string, date: string, time: string) {
  const reply = await apiClient(url).call(
    'GET',
    `/places/${placeId}/reservation-slots?date=${date}`,
  );
  expect(reply.status).toBe(200);
  const slots = reply.body.data.slots as { time: string; available: number }[];
  return slots.find((slot) => slot.time === time)?.available;
}

/** Moves the clock past the resend timer, so the same phone may ask again. */
function pastResendTimer() {
  clock += 31_000;
}

async function openPlaces(url: string, db: typeof api.db) {
  for (const placeId of [falcon, second]) {
    await openAllDay(db, placeId);
    const client = apiClient(url);
    const reply = await client.call('PATCH', `/places/${placeId}/reservation-settings`, {
      body: {
        isReservationsEnabled: true,
        times: [1, 2, 3, 4, 5, 6, 7].flatMap((dayOfWeek) => [
          { dayOfWeek, time: '19:00', tables: [{ seats: 4, count: 5 }] },
          { dayOfWeek, time: '20:00', tables: [{ seats: 2, count: 1 }] },
        ]),
      },
      token: await client.demoToken('owner1'),
    });
    expect(reply.status).toBe(200);
  }
}

beforeAll(async () => {
  await openPlaces(api.url, api.db);
  await openPlaces(onePerPhone.url, onePerPhone.db);
});

describe('holds per address', () => {
  it('2 at once across places; the 3rd is throttled, sends no code and holds no table', async () => {
    const date = dateAhead(4);
    const at = await londonInstant(api.db, date, '19:00');
    const address = '198.51.100.10';
    const [first, other, third] = [freshPhone(), freshPhone(), freshPhone()];
    await expectHold(api.url, address, first, falcon, at);
    await expectHold(api.url, address, other, second, at);
    expect(reservationLimits.holdsPerAddress).toBe(2);

    const refused = await requestCode(api.url, address, third, { placeId: falcon, datetime: at });
    expect(refused).toMatchObject(codeSendsBlocked);
    // The wait is until the first of the address's holds ends, its code's life.
    expect(refused.body.data.timeout).toBe(reservationLimits.holdSeconds);
    expect(await inbox(api.url, third)).toEqual([]);
    expect(await available(api.url, falcon, date, '19:00')).toBe(4);

    // Another address is not held back by this one.
    await expectHold(api.url, '198.51.100.11', third, falcon, at);
    expect(await available(api.url, falcon, date, '19:00')).toBe(3);
  });

  it('frees a place when a phone asks for another time, books, or its code expires', async () => {
    const date = dateAhead(5);
    const at = await londonInstant(api.db, date, '19:00');
    const later = await londonInstant(api.db, date, '20:00');
    const address = '198.51.100.20';
    const [first, other, third] = [freshPhone(), freshPhone(), freshPhone()];
    await expectHold(api.url, address, first, falcon, at);
    await expectHold(api.url, address, other, falcon, at);
    await expectThrottled(api.url, address, third, falcon, at);

    // The same phone asking for another time moves its hold: still two, not three.
    pastResendTimer();
    await expectHold(api.url, address, first, falcon, later);
    expect(await available(api.url, falcon, date, '19:00')).toBe(4);
    expect(await available(api.url, falcon, date, '20:00')).toBe(0);
    await expectThrottled(api.url, address, third, falcon, at);

    // A hold that became a booking is no longer a hold.
    const booked = await apiClient(api.url).call('POST', '/reservations', {
      body: form({
        name: 'Ann',
        guests_count: 2,
        datetime: later,
        place_id: falcon,
        phone: first,
        code: await apiClient(api.url).latestCode(first),
      }),
      form: true,
      from: address,
    });
    expect(booked.status).toBe(201);
    await expectHold(api.url, address, third, falcon, at);
    const fourth = freshPhone();
    await expectThrottled(api.url, address, fourth, falcon, at);

    // Codes that expired free their tables and the address's places.
    clock += (reservationLimits.holdSeconds + 1) * 1000;
    await expectHold(api.url, address, fourth, falcon, at);
  });
});

describe('waitlist offers', () => {
  it('count as holds of the address that joined: a full address is passed over, the next gets it', async () => {
    const date = dateAhead(6);
    const at = await londonInstant(api.db, date, '19:00');
    const full = await londonInstant(api.db, date, '20:00');
    const client = apiClient(api.url);
    // A guest from elsewhere books the one table at 20:00.
    const booking = await bookTheTable(api.url, '198.51.100.30', full);

    // Two people join its line, the first from an address that then holds two tables.
    const busy = '198.51.100.31';
    const join = async (from: string) =>
      (await joinTheLine(api.url, from, freshPhone(), full)).body.data.accessToken ?? '';
    const firstInLine = await join(busy);
    const secondInLine = await join('198.51.100.32');
    for (const phone of [freshPhone(), freshPhone()]) {
      await expectHold(api.url, busy, phone, second, at);
    }

    // The booking is cancelled: the table skips the first in line, whose address holds 2.
    const id = (booking.body.data.reservation as { id: string }).id;
    const cancelled = await client.call('POST', `/reservations/${id}/cancel`, {
      token: booking.body.data.accessToken ?? '',
    });
    expect(cancelled.status).toBe(200);
    const statusOf = async (token: string) => {
      const reply = await client.call('GET', '/waitlist', { token });
      return (reply.body.data.entries as { status: string }[]).map((entry) => entry.status);
    };
    expect(await statusOf(firstInLine)).toEqual(['waiting']);
    expect(await statusOf(secondInLine)).toEqual(['offered']);

    // The offer is a hold of the second's address: one more table there, then the throttle.
    const elsewhere = '198.51.100.32';
    await expectHold(api.url, elsewhere, freshPhone(), second, at);
    await expectThrottled(api.url, elsewhere, freshPhone(), second, at);
  });
});

describe('holds per phone', () => {
  it('count the phone’s waitlist offer: with HOLDS_PER_PHONE=1 an offered phone holds nothing more', async () => {
    const date = dateAhead(7);
    const at = await londonInstant(onePerPhone.db, date, '19:00');
    const full = await londonInstant(onePerPhone.db, date, '20:00');
    const client = apiClient(onePerPhone.url);
    const booking = await bookTheTable(onePerPhone.url, '198.51.100.40', full);
    const waiting = freshPhone();
    await joinTheLine(onePerPhone.url, '198.51.100.41', waiting, full);
    const id = (booking.body.data.reservation as { id: string }).id;
    expect(
      (
        await client.call('POST', `/reservations/${id}/cancel`, {
          token: booking.body.data.accessToken ?? '',
        })
      ).status,
    ).toBe(200);

    // The waiting phone now holds its offer: a hold elsewhere, from any address, is one too many.
    pastResendTimer();
    const refused = await requestCode(onePerPhone.url, '198.51.100.42', waiting, {
      placeId: second,
      datetime: at,
    });
    expect(refused).toMatchObject(codeSendsBlocked);
    expect(await available(onePerPhone.url, second, date, '19:00')).toBe(5);
  });
});
