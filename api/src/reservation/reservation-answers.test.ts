// A booking answered over real HTTP: by the place's staff in the app, by the guest's links, what
// the staff and the guest are told, and a review marked visited once the booking has passed.
import { describe, expect, it } from 'vitest';
import { reservationMessages } from '../messages.js';
import { useFalconBookings } from '../test-support/falcon-bookings.js';
import { londonInstant } from '../test-support/london-time.js';

const { api, clock, falcon, http, dateAhead, freshPhone, codeFor, book, availableAt } =
  useFalconBookings();

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
    clock.now += 31_000;
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
