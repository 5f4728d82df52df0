// Booking over real HTTP against the real database (PGlite here, PostgreSQL in CI): settings and
// who may set them, the free tables of a time under many guests at once, holds and their expiry
// (the api's clock is moved, never slept on), the place's links and the 422 field errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Envelope, type Reply } from '../test-support/api-client.js';
import { reservationLimits, reservationMessages } from '../messages.js';
import { useApi } from '../test-support/api-under-test.js';
import { demoStaffedPlaceId } from '../test-support/demo-staffed-places.js';
import { londonInstant } from '../test-support/london-time.js';
import { guestsWithCodes, phoneSource } from '../test-support/booking-guests.js';

let clock = Date.now();
const api = useApi({
  now: () => new Date(clock),
  codeSends: { perAddressPerHour: 10_000, totalPerHour: 10_000 },
  // Every guest here comes from 127.0.0.1: the limit of tables per address has tests of its own.
  holds: { perAddress: 10_000 },
});
const falcon = demoStaffedPlaceId(0);

/** The API client on the api started for this file (its url is known only in tests). */
function http() {
  return apiClient(api.url);
}

/** A local date `days` days ahead of the clock (London, as Falcon Cafe). */
function dateAhead(days: number): string {
  return new Date(clock + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const freshPhone = phoneSource('4479000');

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

function book(fields: Record<string, string | number>): Promise<Reply<Envelope>> {
  return http().call('POST', '/reservations', {
    body: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
    form: true,
  });
}

async function slots(date: string): Promise<{ time: string; available: number }[]> {
  const reply = await http().call('GET', `/places/${falcon}/reservation-slots?date=${date}`);
  expect(reply.status).toBe(200);
  return reply.body.data.slots as { time: string; available: number }[];
}

async function availableAt(date: string, time: string): Promise<number | undefined> {
  return (await slots(date)).find((slot) => slot.time === time)?.available;
}

const everyDay = [1, 2, 3, 4, 5, 6, 7];
const settings = {
  isReservationsEnabled: true,
  times: everyDay.flatMap((dayOfWeek) => [
    { dayOfWeek, time: '19:00', tables: [{ seats: 4, count: 3 }] },
    {
      dayOfWeek,
      time: '19:30',
      tables: [
        { seats: 2, count: 1 },
        { seats: 6, count: 1 },
      ],
    },
  ]),
};

beforeAll(async () => {
  // Falcon Cafe opens 10:00-23:00 every day for these tests, whatever the demo data says.
  await api.db.query(
    `UPDATE place_schedule_items SET start_at = '10:00', end_at = '23:00'
     WHERE schedule_id IN (SELECT id FROM place_schedules WHERE place_id = $1 AND is_main)`,
    [falcon],
  );
  const owner = await http().demoToken('owner1');
  const reply = await http().call('PATCH', `/places/${falcon}/reservation-settings`, {
    body: settings,
    token: owner,
  });
  expect(reply.status).toBe(200);
});

describe('settings', () => {
  it('are read and written by the place staff and admins only', async () => {
    const path = `/places/${falcon}/reservation-settings`;
    const manager = await http().call('GET', path, { token: await http().demoToken('manager1') });
    expect(manager.status).toBe(200);
    expect(manager.body.data.settings).toMatchObject({
      placeId: falcon,
      isReservationsEnabled: true,
      times: expect.arrayContaining([
        {
          dayOfWeek: 3,
          time: '19:30',
          tables: [
            { seats: 2, count: 1 },
            { seats: 6, count: 1 },
          ],
        },
      ]),
    });
    expect(
      (await http().call('GET', path, { token: await http().demoToken('admin') })).status,
    ).toBe(200);
    const stranger = await http().call('PATCH', path, {
      body: settings,
      token: await http().demoToken('user17'),
    });
    expect(stranger.status).toBe(403);
    expect(stranger.body.messageUI?.message).toBe('No permissions to perform action');
    expect(
      (await http().call('GET', path, { token: await http().demoToken('user17') })).status,
    ).toBe(403);
    expect((await http().call('GET', path)).status).toBe(401);
  });

  it('keep times on half hours within the opening hours', async () => {
    const write = async (time: string) =>
      http().call('PATCH', `/places/${falcon}/reservation-settings`, {
        body: {
          isReservationsEnabled: true,
          times: [{ dayOfWeek: 1, time, tables: [{ seats: 2, count: 1 }] }],
        },
        token: await http().demoToken('owner1'),
      });
    const closed = await write('08:00');
    expect(closed.status).toBe(400);
    expect(closed.body.data.errors).toEqual({
      'times.0.time': reservationMessages.outsideOpeningHours,
    });
    const offStep = await write('19:15');
    expect(offStep.status).toBe(400);
    expect(offStep.body.data.errors).toEqual({ 'times.0.time': reservationMessages.halfHour });
  });
});

describe('intervals', () => {
  it('are the minutes after local midnight of the free times of the day and the next', async () => {
    const date = dateAhead(2);
    const reply = await http().call('GET', `/places/${falcon}/reservation-intervals?date=${date}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ currentDate: [1140, 1170], nextDate: [1140, 1170] });
    const bad = await http().call('GET', `/places/${falcon}/reservation-intervals?date=tomorrow`);
    expect(bad.status).toBe(400);
  });
});

describe('slots', () => {
  it('say the free tables of each size, so a party reads the tables that fit it', async () => {
    const date = dateAhead(11);
    const reply = await http().call('GET', `/places/${falcon}/reservation-slots?date=${date}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data.slots).toEqual([
      { time: '19:00', available: 3, tables: [{ seats: 4, available: 3 }], waiting: 0 },
      {
        time: '19:30',
        available: 2,
        tables: [
          { seats: 2, available: 1 },
          { seats: 6, available: 1 },
        ],
        waiting: 0,
      },
    ]);
  });
});

describe('reservation codes', () => {
  it("share the sign-in codes' resend timer, and a refused hold sends no code", async () => {
    const phone = freshPhone();
    expect((await requestCode(phone)).status).toBe(200);
    const again = await requestCode(phone);
    expect(again.status).toBe(422);
    expect(again.body.status).toBe('ResendSmsTemporaryBlocked');
    expect(again.body.data.timeout).toBeGreaterThan(0);

    const other = freshPhone();
    const closed = await requestCode(other, {
      place_id: falcon,
      datetime: await londonInstant(api.db, dateAhead(2), '18:00'),
      guests_count: 2,
    });
    expect(closed.status).toBe(422);
    expect(closed.body.data.errors).toEqual({ datetime: reservationMessages.notBookable });
    const inbox = await http().call('GET', `/dev/inbox?target=${other}`);
    expect(inbox.body.data.messages).toEqual([]);
    const partial = await requestCode(other, { place_id: falcon });
    expect(partial.status).toBe(400);
    expect(partial.body.data.errors).toEqual({ place_id: reservationMessages.holdNeedsAll });
  });
});

describe('booking', () => {
  it('answers 422 with an error per field', async () => {
    const empty = await book({});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.data.errors ?? {}).sort()).toEqual(
      ['code', 'datetime', 'guests_count', 'name', 'phone', 'place_id'].sort(),
    );

    const date = dateAhead(3);
    const phone = freshPhone();
    const code = await codeFor(phone);
    const base = {
      name: 'Anna',
      guests_count: 2,
      datetime: await londonInstant(api.db, date, '19:00'),
      place_id: falcon,
      phone,
      code,
    };
    const wrongCode = await book({ ...base, code: code === '0000' ? '1111' : '0000' });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.data.errors).toEqual({ code: reservationMessages.wrongCode });
    const notBookable = await book({
      ...base,
      datetime: await londonInstant(api.db, date, '18:00'),
    });
    expect(notBookable.body.data.errors).toEqual({ datetime: reservationMessages.notBookable });
    const tooMany = await book({ ...base, guests_count: 5 });
    expect(tooMany.body.data.errors).toEqual({
      guests_count: reservationMessages.tooManyGuests(4),
    });

    const booked = await book({ ...base, zone_choice: '', comment: 'By the window' });
    expect(booked.status).toBe(201);
    expect(booked.body.data.reservation).toMatchObject({
      status: 'new',
      name: 'Anna',
      guestsCount: 2,
      datetime: base.datetime,
      zoneChoice: null,
      comment: 'By the window',
      isConfirmed: false,
      confirmCode: null,
      place: { id: falcon },
    });
    // The code worked once.
    expect((await book(base)).body.data.errors).toEqual({ code: reservationMessages.wrongCode });
  });

  it('gives a time with 3 tables to exactly 3 of 20 guests booking at once', async () => {
    const date = dateAhead(4);
    const datetime = await londonInstant(api.db, date, '19:00');
    const guests = await guestsWithCodes(20, freshPhone, codeFor);
    const replies = await Promise.all(
      guests.map(({ phone, code }) =>
        book({ name: 'Guest', guests_count: 2, datetime, place_id: falcon, phone, code }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(17);
    for (const reply of replies.filter((one) => one.status === 422)) {
      expect(reply.body.data.errors).toEqual({ datetime: reservationMessages.noFreeTable });
    }
    expect(await availableAt(date, '19:00')).toBe(0);
    const { rows } = await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM reservations WHERE place_id = $1 AND datetime = $2`,
      [falcon, datetime],
    );
    expect(rows[0]?.count).toBe(3);
  });
});

describe('holds', () => {
  it('keep a table for the code, 3 of 20 at once, and free it when the code expires', async () => {
    const date = dateAhead(5);
    const datetime = await londonInstant(api.db, date, '19:00');
    const hold = { place_id: falcon, datetime, guests_count: 3 };
    const phones = Array.from({ length: 20 }, () => freshPhone());
    const replies = await Promise.all(phones.map((phone) => requestCode(phone, hold)));
    const held = phones.filter((_, index) => replies[index]?.status === 200);
    expect(held).toHaveLength(3);
    for (const reply of replies.filter((one) => one.status !== 200)) {
      expect(reply.status).toBe(422);
      expect(reply.body.data.errors).toEqual({ datetime: reservationMessages.noFreeTable });
    }
    expect(await availableAt(date, '19:00')).toBe(0);

    // A guest without a hold finds no table; a holder books theirs.
    const late = freshPhone();
    const lateCode = await codeFor(late);
    const refused = await book({
      name: 'Late',
      guests_count: 2,
      datetime,
      place_id: falcon,
      phone: late,
      code: lateCode,
    });
    expect(refused.body.data.errors).toEqual({ datetime: reservationMessages.noFreeTable });
    const [first, ...others] = held;
    if (!first) throw new Error('no hold');
    const code = await http().latestCode(first);
    expect(
      (
        await book({
          name: 'Held',
          guests_count: 3,
          datetime,
          place_id: falcon,
          phone: first,
          code,
        })
      ).status,
    ).toBe(201);
    expect(await availableAt(date, '19:00')).toBe(0);

    // The other two holds expire with their codes: their tables are free again, and said so.
    const { rows: before } = await api.db.query<{ id: string }>(
      `SELECT coalesce(max(id), 0)::text AS id FROM events`,
    );
    clock += (reservationLimits.holdSeconds + 1) * 1000;
    expect(await availableAt(date, '19:00')).toBe(others.length);
    const { rows: events } = await api.db.query<{ payload: { placeId: string; date: string } }>(
      `SELECT payload FROM events WHERE id > $1::bigint AND type = 'reservation.changed'`,
      [before[0]?.id ?? '0'],
    );
    expect(events.map((event) => event.payload)).toContainEqual(
      expect.objectContaining({ placeId: falcon, date }),
    );
  });
});

describe('the place answers', () => {
  async function newBooking(date: string) {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const datetime = await londonInstant(api.db, date, '19:30');
    const reply = await book({
      name: 'Ben',
      guests_count: 2,
      datetime,
      place_id: falcon,
      phone,
      code,
    });
    expect(reply.status).toBe(201);
    const id = (reply.body.data.reservation as { id: string }).id;
    const owner = await http().demoToken('owner1');
    const list = await http().call('GET', `/reservations?place_id=${falcon}&limit=50`, {
      token: owner,
    });
    const mine = (
      list.body.data.reservations as {
        id: string;
        confirmCode: string | null;
        declineCode: string | null;
        isViewed: boolean;
      }[]
    ).find((reservation) => reservation.id === id);
    if (!mine) throw new Error('the staff do not list the booking');
    expect(mine.isViewed).toBe(false);
    // The links are the guest's: the staff's list does not carry them.
    expect(mine.confirmCode).toBeNull();
    const { rows } = await api.db.query<{ confirm_code: string; decline_code: string }>(
      'SELECT confirm_code, decline_code FROM reservations WHERE id = $1',
      [id],
    );
    return {
      id,
      phone,
      confirmCode: rows[0]?.confirm_code ?? '',
      declineCode: rows[0]?.decline_code ?? '',
    };
  }

  function answer(id: string, status: string, token: string | undefined, extra = {}) {
    return http().call('POST', `/reservations/${id}/answer`, {
      body: { status, ...extra },
      form: true,
      ...(token ? { token } : {}),
    });
  }

  it('in the app, once, by its staff only', async () => {
    const date = dateAhead(6);
    const booking = await newBooking(date);
    const stranger = await answer(booking.id, 'confirmed', await http().demoToken('user17'));
    expect(stranger.status).toBe(403);
    expect((await answer(booking.id, 'confirmed', undefined)).status).toBe(401);
    const owner = await http().demoToken('owner1');
    const confirmed = await answer(booking.id, 'confirmed', owner, { answer: 'See you!' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.reservation).toMatchObject({
      status: 'confirmed',
      isConfirmed: true,
      answer: 'See you!',
    });
    for (const status of ['confirmed', 'declined']) {
      const again = await answer(booking.id, status, owner);
      expect(again.status).toBe(422);
      expect(again.body.messageUI?.message).toBe(reservationMessages.alreadyAnswered);
    }
    const bad = await answer(booking.id, 'maybe', owner);
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toEqual({ status: expect.any(String) });
    // The staff have seen it now; the guest was told.
    const list = await http().call('GET', `/reservations?place_id=${falcon}&limit=50`, {
      token: owner,
    });
    expect(
      (list.body.data.reservations as { id: string; isViewed: boolean }[]).find(
        (reservation) => reservation.id === booking.id,
      )?.isViewed,
    ).toBe(true);
    const { rows } = await api.db.query<{ type: string; preview: string }>(
      `SELECT n.type, n.preview FROM notifications n JOIN reservations r ON r.user_id = n.recipient_id
       WHERE r.id = $1 AND n.object_id = r.id`,
      [booking.id],
    );
    expect(rows).toEqual([{ type: 'reservation', preview: expect.stringContaining('Confirmed') }]);
  });

  it('declines in the app and frees the table', async () => {
    const date = dateAhead(7);
    expect(await availableAt(date, '19:30')).toBe(2);
    const booking = await newBooking(date);
    expect(await availableAt(date, '19:30')).toBe(1);
    const declined = await answer(booking.id, 'declined', await http().demoToken('manager1'));
    expect(declined.status).toBe(200);
    expect(declined.body.data.reservation).toMatchObject({
      status: 'declined',
      isConfirmed: false,
    });
    expect(await availableAt(date, '19:30')).toBe(2);
  });

  it("by the guest's links: shown first, confirm says they come, decline cancels", async () => {
    const date = dateAhead(8);
    const booking = await newBooking(date);
    // Opening a link's page reads the booking and changes nothing.
    const shown = await http().call('GET', `/reservations/by-code?code=${booking.declineCode}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.reservation).toMatchObject({ id: booking.id, status: 'new' });
    expect(await availableAt(date, '19:30')).toBe(1);
    const confirmed = await http().call('POST', '/reservations/confirm-by-code', {
      body: { code: booking.confirmCode },
      form: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.reservation).toMatchObject({
      status: 'new',
      isGuestConfirmed: true,
    });
    const cancelled = await http().call('POST', '/reservations/decline-by-code', {
      body: { code: booking.declineCode },
      form: true,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.reservation).toMatchObject({ status: 'cancelled' });
    expect(await availableAt(date, '19:30')).toBe(2);
    const again = await http().call('POST', '/reservations/decline-by-code', {
      body: { code: booking.declineCode },
      form: true,
    });
    expect(again.status).toBe(422);
    const unknown = await http().call('POST', '/reservations/confirm-by-code', {
      body: { code: 'f'.repeat(32) },
      form: true,
    });
    expect(unknown.status).toBe(404);
    expect((await http().call('GET', `/reservations/by-code?code=${'f'.repeat(32)}`)).status).toBe(
      404,
    );
  });

  it('names the new phone’s account as the booking does and tells both lists it changed', async () => {
    const { rows: before } = await api.db.query<{ id: string }>(
      `SELECT coalesce(max(id), 0)::text AS id FROM events`,
    );
    const booking = await newBooking(dateAhead(10));
    const { rows: guest } = await api.db.query<{ id: string; first_name: string | null }>(
      `SELECT u.id, u.first_name FROM users u WHERE u.phone = $1`,
      [booking.phone],
    );
    expect(guest).toEqual([{ id: expect.any(String), first_name: 'Ben' }]);
    await http().call('POST', '/reservations/confirm-by-code', {
      body: { code: booking.confirmCode },
      form: true,
    });
    const { rows: events } = await api.db.query<{
      payload: { reservationId: string; placeId: string };
      user_ids: string[];
    }>(
      `SELECT payload, user_ids FROM events WHERE id > $1::bigint AND type = 'reservation.updated'
       ORDER BY id`,
      [before[0]?.id ?? '0'],
    );
    const { rows: staff } = await api.db.query<{ user_id: string }>(
      `SELECT user_id FROM place_staff WHERE place_id = $1 AND role IN ('owner', 'manager')`,
      [falcon],
    );
    // Made, then confirmed by the guest: each time to the guest and the place's owners and managers.
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.payload).toEqual({ reservationId: booking.id, placeId: falcon });
      expect([...event.user_ids].sort()).toEqual(
        [guest[0]?.id, ...staff.map((row) => row.user_id)].sort(),
      );
    }
  });

  it("tells the staff in words, without the links, and sends the links to the guest's phone", async () => {
    const booking = await newBooking(dateAhead(9));
    const { rows } = await api.db.query<{ preview: string; recipient_type: string }>(
      `SELECT preview, recipient_type FROM notifications WHERE object_id = $1`,
      [booking.id],
    );
    // The guest's name, how many and when as people read it: no paths, no ISO dates.
    expect(rows).toEqual([
      {
        recipient_type: 'place',
        preview: expect.stringMatching(/^Ben, 2 guests, \d{2} [A-Z][a-z]{2} 19:30$/),
      },
    ]);
    expect(rows[0]?.preview).not.toContain('/confirm/');
    expect(rows[0]?.preview).not.toContain(booking.confirmCode);
    const { rows: inbox } = await api.db.query<{ target: string }>(
      `SELECT target FROM dev_inbox WHERE text LIKE $1 AND text LIKE $2`,
      [`%/decline/${booking.declineCode}%`, `%/confirm/${booking.confirmCode}%`],
    );
    expect(inbox).toEqual([{ target: booking.phone }]);
  });
});

describe('a review from a visit', () => {
  it('is marked visited once the author’s confirmed booking at the place has passed', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const booked = await book({
      name: 'Vera',
      guests_count: 2,
      datetime: await londonInstant(api.db, dateAhead(9), '19:00'),
      place_id: falcon,
      phone,
      code,
    });
    const id = (booked.body.data.reservation as { id: string }).id;

    // The guest's account is the phone's: they sign in with a code and review the place.
    clock += 31_000;
    await http().call('POST', '/request-code', { body: { phone } });
    const signedIn = await http().call('POST', '/auth/login-by-temporary-password', {
      body: { phone, password: await http().latestCode(phone) },
    });
    const token = signedIn.body.data.accessToken ?? '';
    const review = async () => {
      const reply = await http().call('POST', '/posts', {
        body: { type: 'review', placeId: falcon, rating: 5, text: 'Lovely dinner' },
        token,
      });
      expect(reply.status).toBe(201);
      return (reply.body.data.post as { id: string }).id;
    };
    const isVisited = async (postId: string) =>
      (
        (await http().call('GET', `/posts/${postId}`, { token })).body.data.post as {
          isVisited: boolean;
        }
      ).isVisited;

    const before = await review();
    expect(await isVisited(before)).toBe(false);
    await http().call('POST', `/reservations/${id}/answer`, {
      body: { status: 'confirmed' },
      form: true,
      token: await http().demoToken('owner1'),
    });
    // Not yet: the booked time is ahead. Then it has passed (a past time no route writes).
    expect(await isVisited(before)).toBe(false);
    await api.db.query(
      "UPDATE reservations SET datetime = now() - interval '1 day' WHERE id = $1",
      [id],
    );
    expect(await isVisited(before)).toBe(true);
    const another = await http().call('GET', `/posts/${before}`, {
      token: await http().demoToken('user17'),
    });
    expect((another.body.data.post as { isVisited: boolean }).isVisited).toBe(true);
  });
});
