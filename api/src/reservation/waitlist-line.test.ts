// The waitlist's line and cancelling over real HTTP: parties and tables that fit, once per person
// and time, the staff's view, a hold that expired, the guest's own cancelling up to the cut-off;
// the 422s.
import { describe, expect, it } from 'vitest';
import { reservationLimits, reservationMessages, waitlistMessages } from '../messages.js';
import { useFalconWaitlist } from '../test-support/falcon-waitlist.js';
import { londonInstant } from '../test-support/london-time.js';

const {
  api,
  clock,
  falcon,
  freshPhone,
  http,
  dateAhead,
  codeFor,
  book,
  join,
  waiter,
  ownEntries,
  line,
  slot,
  bookingsAt,
} = useFalconWaitlist();

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
    clock.now += 31_000;
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
    clock.now += 60_000;
    expect((await ownEntries(next.token))[0]?.status).toBe('waiting');
    clock.now += reservationLimits.holdSeconds * 1000;
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
    const saved = clock.now;
    clock.now = new Date(at).getTime() - 60 * 60 * 1000;
    const tooLate = await http().call('POST', `/reservations/${guest.id}/cancel`, {
      token: guest.token,
    });
    clock.now = saved;
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
