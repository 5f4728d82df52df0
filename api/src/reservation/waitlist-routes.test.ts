// Cancelling and the waitlist over real HTTP against the real database (PGlite here, PostgreSQL
// in CI): twenty people in line for one table, one offer at a time in the order they joined, the
// next after a decline or an expiry (the api's clock is moved, never slept on), one booking however
// many accept at once; parties and tables that fit; the staff's view; the 422s.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Envelope, type Reply } from '../test-support/api-client.js';
import {
  reservationLimits,
  reservationMessages,
  waitlistLimits,
  waitlistMessages,
} from '../messages.js';
import { useApi } from '../test-support/api-under-test.js';
import { phoneSource } from '../test-support/booking-guests.js';
import { demoStaffedPlaceId } from '../test-support/demo-staffed-places.js';
import { londonInstant } from '../test-support/london-time.js';

let clock = Date.now();
const api = useApi({
  now: () => new Date(clock),
  codeSends: { perAddressPerHour: 10_000, totalPerHour: 10_000 },
});
const falcon = demoStaffedPlaceId(0);
const freshPhone = phoneSource('4479100');

function http() {
  return apiClient(api.url);
}

function dateAhead(days: number): string {
  return new Date(clock + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function codeFor(phone: string): Promise<string> {
  const reply = await http().call('POST', '/request-code', {
    body: { phone, type: 'reservation' },
    form: true,
  });
  expect(reply.status).toBe(200);
  return http().latestCode(phone);
}

function form(fields: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
}

interface Guest {
  phone: string;
  token: string;
  id: string;
}

/** Books a table as a visitor; the answer's token is theirs. */
async function book(datetime: string, guestsCount = 2, name = 'Anna'): Promise<Guest> {
  const phone = freshPhone();
  const code = await codeFor(phone);
  const reply = await http().call('POST', '/reservations', {
    body: form({ name, guests_count: guestsCount, datetime, place_id: falcon, phone, code }),
    form: true,
  });
  expect(reply.status).toBe(201);
  const reservation = reply.body.data.reservation as { id: string };
  return { phone, token: reply.body.data.accessToken ?? '', id: reservation.id };
}

function join(fields: Record<string, string | number>): Promise<Reply<Envelope>> {
  return http().call('POST', '/waitlist', { body: form(fields), form: true });
}

/** Joins the line as a visitor with a fresh phone; the answer's token is theirs. */
async function waiter(
  datetime: string,
  options: { guestsCount?: number; until?: string; name?: string } = {},
): Promise<Guest> {
  const phone = freshPhone();
  const reply = await join({
    place_id: falcon,
    datetime,
    ...(options.until ? { until: options.until } : {}),
    guests_count: options.guestsCount ?? 2,
    name: options.name ?? 'Waiting',
    phone,
    code: await codeFor(phone),
  });
  expect(reply.status).toBe(201);
  return {
    phone,
    token: reply.body.data.accessToken ?? '',
    id: (reply.body.data.entry as { id: string }).id,
  };
}

interface Entry {
  id: string;
  status: string;
  position: number | null;
  offer: { datetime: string; seats: number; expiresAt: string } | null;
}

async function ownEntries(token: string): Promise<Entry[]> {
  const reply = await http().call('GET', '/waitlist', { token });
  expect(reply.status).toBe(200);
  return reply.body.data.entries as Entry[];
}

async function line(date: string): Promise<(Entry & { name: string })[]> {
  const reply = await http().call('GET', `/waitlist?place_id=${falcon}&date=${date}`, {
    token: await http().demoToken('owner1'),
  });
  expect(reply.status).toBe(200);
  return reply.body.data.entries as (Entry & { name: string })[];
}

async function slot(date: string, time: string) {
  const reply = await http().call('GET', `/places/${falcon}/reservation-slots?date=${date}`);
  expect(reply.status).toBe(200);
  return (reply.body.data.slots as { time: string; available: number; waiting: number }[]).find(
    (one) => one.time === time,
  );
}

async function bookingsAt(datetime: string): Promise<number> {
  const { rows } = await api.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM reservations
     WHERE place_id = $1 AND datetime = $2 AND status IN ('new', 'confirmed')`,
    [falcon, datetime],
  );
  return rows[0]?.count ?? 0;
}

const everyDay = [1, 2, 3, 4, 5, 6, 7];

beforeAll(async () => {
  await api.db.query(
    `UPDATE place_schedule_items SET start_at = '10:00', end_at = '23:00'
     WHERE schedule_id IN (SELECT id FROM place_schedules WHERE place_id = $1 AND is_main)`,
    [falcon],
  );
  const reply = await http().call('PATCH', `/places/${falcon}/reservation-settings`, {
    body: {
      isReservationsEnabled: true,
      times: everyDay.flatMap((dayOfWeek) => [
        { dayOfWeek, time: '19:00', tables: [{ seats: 4, count: 1 }] },
        { dayOfWeek, time: '20:00', tables: [{ seats: 4, count: 1 }] },
        {
          dayOfWeek,
          time: '21:00',
          tables: [
            { seats: 2, count: 1 },
            { seats: 4, count: 1 },
          ],
        },
      ]),
    },
    token: await http().demoToken('owner1'),
  });
  expect(reply.status).toBe(200);
});

describe('twenty people waiting for a time with one table', () => {
  it('get one offer at a time in the order they joined, the next after a decline or an expiry, and one booking', async () => {
    const date = dateAhead(3);
    const at = await londonInstant(api.db, date, '19:00');
    const first = await book(at, 2, 'Anna');
    expect((await slot(date, '19:00'))?.available).toBe(0);

    const waiters: Guest[] = [];
    for (let index = 0; index < 20; index += 1) {
      waiters.push(await waiter(at, { name: `Guest ${index + 1}` }));
    }
    expect(await slot(date, '19:00')).toMatchObject({ available: 0, waiting: 20 });
    const [w0, w1, w2, ...rest] = waiters;
    if (!w0 || !w1 || !w2) throw new Error('no waiters');
    expect((await ownEntries(w1.token))[0]).toMatchObject({ position: 2, status: 'waiting' });
    expect((await line(date)).map((entry) => entry.position)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );

    // The booking is cancelled: in its transaction the table is offered to the first in line.
    const cancelled = await http().call('POST', `/reservations/${first.id}/cancel`, {
      token: first.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.reservation).toMatchObject({ status: 'cancelled' });
    const offeredNow = async () =>
      (await line(date)).filter((entry) => entry.status === 'offered').map((entry) => entry.id);
    expect(await offeredNow()).toEqual([w0.id]);
    expect((await slot(date, '19:00'))?.available).toBe(0);
    const [offer] = await ownEntries(w0.token);
    expect(offer?.offer).toMatchObject({ datetime: at, seats: 4 });
    expect(new Date(offer?.offer?.expiresAt ?? 0).getTime()).toBe(
      clock + waitlistLimits.offerSeconds * 1000,
    );
    // The staff were told who cancelled; the first in line was offered it (and its phone told).
    const { rows: told } = await api.db.query<{ preview: string; recipient_type: string }>(
      `SELECT preview, recipient_type FROM notifications WHERE object_id = $1 OR object_id = $2
       ORDER BY created_at, id`,
      [first.id, w0.id],
    );
    expect(told).toContainEqual({
      recipient_type: 'place',
      preview: expect.stringMatching(/^Anna cancelled the booking for \d{2} [A-Z][a-z]{2} 19:00$/),
    });
    expect(told).toContainEqual({
      recipient_type: 'user',
      preview: expect.stringContaining('A table for 2 is free'),
    });
    const { rows: inbox } = await api.db.query<{ text: string }>(
      'SELECT text FROM dev_inbox WHERE target = $1 ORDER BY id DESC LIMIT 1',
      [w0.phone],
    );
    expect(inbox[0]?.text).toContain('A table for 2 is free');
    // The phone's message leads to where the offer is answered: the person's own reservations.
    const { rows: owner } = await api.db.query<{ user_id: string }>(
      'SELECT user_id FROM waitlist_entries WHERE id = $1',
      [w0.id],
    );
    expect(inbox[0]?.text).toMatch(
      new RegExp(`accept it in My reservations: /users/${owner[0]?.user_id ?? '-'}$`),
    );
    // The person's notification names the offer: its time, party, and when it ends.
    const notified = await http().call('GET', '/api/v2/notifications', { token: w0.token });
    const notes = notified.body.data.notifications as { objectId: string; offer: unknown }[];
    expect(notes.find((note) => note.objectId === w0.id)?.offer).toEqual({
      entryId: w0.id,
      guestsCount: 2,
      datetime: at,
      timeZone: expect.any(String),
      status: 'offered',
      expiresAt: new Date(clock + waitlistLimits.offerSeconds * 1000).toISOString(),
    });

    // Someone further down cannot take it; the first declines and it goes to the second.
    const early = await http().call('POST', `/waitlist/${w1.id}/accept`, { token: w1.token });
    expect(early.status).toBe(422);
    expect(early.body.data.errors).toEqual({ id: waitlistMessages.noOffer });
    const someoneElses = await http().call('POST', `/waitlist/${w0.id}/accept`, {
      token: w1.token,
    });
    expect(someoneElses.status).toBe(403);
    const declined = await http().call('POST', `/waitlist/${w0.id}/decline`, { token: w0.token });
    expect(declined.status).toBe(200);
    expect(declined.body.data.entry).toMatchObject({ status: 'declined', position: null });
    expect(await offeredNow()).toEqual([w1.id]);
    expect((await ownEntries(w2.token))[0]?.position).toBe(2);

    // The second lets the offer expire: the third gets it, and the second's late accept is
    // refused, the table staying with the third.
    clock += (waitlistLimits.offerSeconds + 1) * 1000;
    expect((await slot(date, '19:00'))?.available).toBe(0);
    expect(await offeredNow()).toEqual([w2.id]);
    const late = await http().call('POST', `/waitlist/${w1.id}/accept`, { token: w1.token });
    expect(late.status).toBe(422);
    expect(late.body.data.errors).toEqual({ id: waitlistMessages.offerExpired });
    expect(await offeredNow()).toEqual([w2.id]);

    // Everyone accepts at once: one booking, the third's.
    const accepts = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        http().call('POST', `/waitlist/${w2.id}/accept`, { token: w2.token }),
      ),
      ...rest.map((guest) =>
        http().call('POST', `/waitlist/${guest.id}/accept`, { token: guest.token }),
      ),
    ]);
    expect(accepts.filter((reply) => reply.status === 201)).toHaveLength(1);
    for (const reply of accepts.filter((one) => one.status !== 201)) {
      expect(reply.status).toBe(422);
    }
    const booked = accepts.find((reply) => reply.status === 201);
    expect(booked?.body.data.reservation).toMatchObject({ status: 'new', guestsCount: 2 });
    expect(await bookingsAt(at)).toBe(1);
    expect(await offeredNow()).toEqual([]);
    expect(await slot(date, '19:00')).toMatchObject({ available: 0, waiting: 17 });
    expect((await ownEntries(rest[0]?.token ?? ''))[0]?.position).toBe(1);

    // Each change went through the outbox.
    const { rows: events } = await api.db.query<{ type: string; count: number }>(
      `SELECT type, count(*)::int AS count FROM events
       WHERE type IN ('waitlist.changed', 'reservation.changed') GROUP BY type ORDER BY type`,
    );
    expect(events.map((event) => event.type)).toEqual(['reservation.changed', 'waitlist.changed']);
  }, 180_000);
});

describe('the line', () => {
  it('gives a freed table to the first whose party fits it', async () => {
    const date = dateAhead(4);
    const at = await londonInstant(api.db, date, '21:00');
    const small = await book(at, 2);
    await book(at, 4);
    const four = await waiter(at, { guestsCount: 4 });
    const two = await waiter(at, { guestsCount: 2 });
    const cancelled = await http().call('POST', `/reservations/${small.id}/cancel`, {
      token: small.token,
    });
    expect(cancelled.status).toBe(200);
    expect((await ownEntries(four.token))[0]).toMatchObject({ status: 'waiting', position: 1 });
    expect((await ownEntries(two.token))[0]).toMatchObject({
      status: 'offered',
      offer: { seats: 2 },
    });
  });

  it('takes a person once per time, refuses a free time and bad ranges', async () => {
    const date = dateAhead(5);
    const at = await londonInstant(api.db, date, '20:00');
    const nine = await londonInstant(api.db, date, '21:00');
    // 20:00 has its table free: book it instead.
    const phone = freshPhone();
    const free = await join({
      place_id: falcon,
      datetime: at,
      guests_count: 2,
      name: 'Bea',
      phone,
      code: await codeFor(phone),
    });
    expect(free.status).toBe(422);
    expect(free.body.data.errors).toEqual({ datetime: waitlistMessages.tableFree('20:00') });
    await book(at, 4);
    const bea = await waiter(at, { name: 'Bea' });
    clock += 31_000;
    const twice = await join({
      place_id: falcon,
      datetime: at,
      guests_count: 2,
      name: 'Bea',
      phone: bea.phone,
      code: await codeFor(bea.phone),
    });
    expect(twice.status).toBe(422);
    expect(twice.body.data.errors).toEqual({ datetime: waitlistMessages.alreadyInLine });

    const other = freshPhone();
    const code = await codeFor(other);
    const base = { place_id: falcon, guests_count: 2, name: 'Cy', phone: other, code };
    const backwards = await join({ ...base, datetime: nine, until: at });
    expect(backwards.body.data.errors).toEqual({ until: waitlistMessages.rangeOrder });
    const nextDay = await londonInstant(api.db, dateAhead(6), '19:00');
    const twoDays = await join({ ...base, datetime: at, until: nextDay });
    expect(twoDays.body.data.errors).toEqual({ until: waitlistMessages.rangeOneDay });
    const tooMany = await join({ ...base, datetime: at, guests_count: 9 });
    expect(tooMany.body.data.errors).toEqual({
      guests_count: reservationMessages.tooManyGuests(4),
    });
    const offStep = await join({ ...base, datetime: at.replace(':00:00', ':10:00') });
    expect(offStep.body.data.errors).toEqual({ datetime: reservationMessages.notBookable });
    const missing = await join({ place_id: falcon, datetime: 'soon', guests_count: 0 });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.data.errors ?? {}).sort()).toEqual([
      'code',
      'datetime',
      'guests_count',
      'name',
      'phone',
    ]);
    const wrongCode = await join({
      ...base,
      datetime: at,
      code: code === '0000' ? '1111' : '0000',
    });
    expect(wrongCode.body.data.errors).toEqual({ code: reservationMessages.wrongCode });
    // The 21:00 table of 2 is free: a range over it is refused.
    const overFree = await join({ ...base, datetime: at, until: nine, code });
    expect(overFree.body.data.errors).toEqual({ datetime: waitlistMessages.tableFree('21:00') });
  });

  it('is seen by the staff, who may remove people; a person leaves it', async () => {
    const date = dateAhead(7);
    const at = await londonInstant(api.db, date, '19:00');
    await book(at, 2);
    const gone = await waiter(at, { name: 'Dora' });
    const stays = await waiter(at, { name: 'Eli' });
    expect((await line(date)).map((entry) => [entry.name, entry.position])).toEqual([
      ['Dora', 1],
      ['Eli', 2],
    ]);
    const stranger = await http().call('DELETE', `/waitlist/${gone.id}`, {
      token: await http().demoToken('user17'),
    });
    expect(stranger.status).toBe(403);
    expect(
      (
        await http().call('GET', `/waitlist?place_id=${falcon}&date=${date}`, {
          token: await http().demoToken('user17'),
        })
      ).status,
    ).toBe(403);
    expect((await http().call('GET', '/waitlist')).status).toBe(401);
    const removed = await http().call('DELETE', `/waitlist/${gone.id}`, {
      token: await http().demoToken('manager1'),
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.entry).toMatchObject({ status: 'removed' });
    expect((await ownEntries(stays.token))[0]?.position).toBe(1);
    const left = await http().call('DELETE', `/waitlist/${stays.id}`, { token: stays.token });
    expect(left.body.data.entry).toMatchObject({ status: 'left' });
    const again = await http().call('DELETE', `/waitlist/${stays.id}`, { token: stays.token });
    expect(again.status).toBe(422);
    expect(again.body.data.errors).toEqual({ id: waitlistMessages.entryGone });
    expect(await line(date)).toEqual([]);
  });

  it('gets the table of a hold that expired', async () => {
    const date = dateAhead(8);
    const at = await londonInstant(api.db, date, '20:00');
    const holder = freshPhone();
    const held = await http().call('POST', '/request-code', {
      body: { phone: holder, type: 'reservation', place_id: falcon, datetime: at, guests_count: 2 },
      form: true,
    });
    expect(held.status).toBe(200);
    const next = await waiter(at);
    clock += 60_000;
    expect((await ownEntries(next.token))[0]?.status).toBe('waiting');
    clock += reservationLimits.holdSeconds * 1000;
    expect((await slot(date, '20:00'))?.available).toBe(0);
    expect((await ownEntries(next.token))[0]?.status).toBe('offered');
    const accepted = await http().call('POST', `/waitlist/${next.id}/accept`, {
      token: next.token,
    });
    expect(accepted.status).toBe(201);
    expect(await bookingsAt(at)).toBe(1);
  });
});

describe('cancelling', () => {
  it("is the guest's own, up to the place's cut-off before the time", async () => {
    const date = dateAhead(9);
    const at = await londonInstant(api.db, date, '19:00');
    const guest = await book(at, 2);
    const stranger = await http().call('POST', `/reservations/${guest.id}/cancel`, {
      token: await http().demoToken('user17'),
    });
    expect(stranger.status).toBe(403);
    expect((await http().call('POST', `/reservations/${guest.id}/cancel`)).status).toBe(401);
    const owner = await http().demoToken('owner1');
    const settings = await http().call('GET', `/places/${falcon}/reservation-settings`, {
      token: owner,
    });
    expect(settings.body.data.settings).toMatchObject({ cancelCutoffMinutes: 0 });
    const withCutoff = await http().call('PATCH', `/places/${falcon}/reservation-settings`, {
      body: { ...(settings.body.data.settings as object), cancelCutoffMinutes: 120 },
      token: owner,
    });
    expect(withCutoff.status).toBe(200);
    expect(withCutoff.body.data.settings).toMatchObject({ cancelCutoffMinutes: 120 });
    const tooLong = await http().call('PATCH', `/places/${falcon}/reservation-settings`, {
      body: { ...(settings.body.data.settings as object), cancelCutoffMinutes: 99_999 },
      token: owner,
    });
    expect(tooLong.status).toBe(400);
    // An hour before the time, with a two-hour cut-off: too late.
    const saved = clock;
    clock = new Date(at).getTime() - 60 * 60 * 1000;
    const tooLate = await http().call('POST', `/reservations/${guest.id}/cancel`, {
      token: guest.token,
    });
    clock = saved;
    expect(tooLate.status).toBe(422);
    expect(tooLate.body.data.errors).toEqual({ id: waitlistMessages.cancelTooLate(120) });
    const inTime = await http().call('POST', `/reservations/${guest.id}/cancel`, {
      token: guest.token,
    });
    expect(inTime.status).toBe(200);
    const twice = await http().call('POST', `/reservations/${guest.id}/cancel`, {
      token: guest.token,
    });
    expect(twice.status).toBe(422);
    expect(twice.body.data.errors).toEqual({ id: waitlistMessages.alreadyCancelled });
    // Both sides see it cancelled.
    const mine = await http().call('GET', '/reservations', { token: guest.token });
    expect(mine.body.data.reservations).toEqual([
      expect.objectContaining({ id: guest.id, status: 'cancelled' }),
    ]);
    const staff = await http().call('GET', `/reservations?place_id=${falcon}&limit=100`, {
      token: owner,
    });
    expect(staff.body.data.reservations).toContainEqual(
      expect.objectContaining({ id: guest.id, status: 'cancelled' }),
    );
  });
});
