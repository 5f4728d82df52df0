// Booking over real HTTP against the real database (PGlite here, PostgreSQL in CI): settings and
// who may set them, the free tables of a time under many guests at once, holds and their expiry
// (the api's clock is moved, never slept on) and the 422 field errors.
import { describe, expect, it } from 'vitest';
import { reservationLimits, reservationMessages } from '../messages.js';
import { useFalconBookings } from '../test-support/falcon-bookings.js';
import { londonInstant } from '../test-support/london-time.js';
import { guestsWithCodes } from '../test-support/booking-guests.js';

const {
  api,
  clock,
  falcon,
  http,
  dateAhead,
  freshPhone,
  requestCode,
  codeFor,
  book,
  availableAt,
  settings,
} = useFalconBookings();

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
    clock.now += (reservationLimits.holdSeconds + 1) * 1000;
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
