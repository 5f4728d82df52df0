// The waitlist over real HTTP against the real database (PGlite here, PostgreSQL in CI): twenty
// people in line for one table, one offer at a time in the order they joined, the next after a
// decline or an expiry (the api's clock is moved, never slept on), one booking however many
// accept at once.
import { describe, expect, it } from 'vitest';
import { waitlistLimits, waitlistMessages } from '../messages.js';
import { useFalconWaitlist, type Guest } from '../test-support/falcon-waitlist.js';
import { londonInstant } from '../test-support/london-time.js';

const { api, clock, http, dateAhead, book, waiter, ownEntries, line, slot, bookingsAt } =
  useFalconWaitlist();

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
      clock.now + waitlistLimits.offerSeconds * 1000,
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
      expiresAt: new Date(clock.now + waitlistLimits.offerSeconds * 1000).toISOString(),
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
    clock.now += (waitlistLimits.offerSeconds + 1) * 1000;
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
