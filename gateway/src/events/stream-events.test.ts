import { describe, expect, it } from 'vitest';
import { isAfter, readStreamEvent } from './stream-events.js';

describe('isAfter', () => {
  it('compares the api ids as numbers, beyond what a double holds', () => {
    expect(isAfter('10', '9')).toBe(true);
    expect(isAfter('9', '10')).toBe(false);
    expect(isAfter('10', '10')).toBe(false);
    expect(isAfter('9007199254740993', '9007199254740992')).toBe(true);
  });

  it('takes an event as new when there is nothing to compare', () => {
    expect(isAfter('1', undefined)).toBe(true);
    expect(isAfter(undefined, '5')).toBe(true);
    expect(isAfter('b', 'a')).toBe(true);
  });
});

describe('readStreamEvent', () => {
  it('keeps only well-formed counters of a counters event', () => {
    const event = readStreamEvent({
      id: '3',
      event: 'counters.changed',
      data: JSON.stringify({
        userIds: ['a', 'b'],
        counters: { a: { forUser: 1, forOutlet: 2, total: 3 }, b: { forUser: 'x' } },
      }),
    });
    expect(event).toEqual({
      type: 'counters.changed',
      id: '3',
      userIds: ['a', 'b'],
      counters: { a: { forUser: 1, forOutlet: 2, total: 3 } },
    });
  });

  it('reads message edits and deletions as one kind, and keeps the chats counters', () => {
    const message = { id: 'm1', chatId: 'c1', text: '' };
    for (const event of ['message.updated', 'message.deleted'])
      expect(
        readStreamEvent({
          id: '5',
          event,
          data: JSON.stringify({ userIds: ['a'], chatId: 'c1', message }),
        }),
      ).toEqual({ type: 'message.changed', id: '5', userIds: ['a'], message });
    const chats = { forUser: 2, forOutlet: 0, total: 2 };
    expect(
      readStreamEvent({
        id: '6',
        event: 'counters.changed',
        data: JSON.stringify({
          userIds: ['a'],
          counters: { a: { forUser: 1, forOutlet: 0, total: 1, chats } },
        }),
      }),
    ).toMatchObject({ counters: { a: { forUser: 1, forOutlet: 0, total: 1, chats } } });
  });

  it('reads a session that ended as its people', () => {
    expect(readStreamEvent({ id: '4', event: 'session.ended', data: '{"userIds":["a"]}' })).toEqual(
      { type: 'session.ended', id: '4', userIds: ['a'] },
    );
  });

  it("reads a day's availability, and refuses one with broken slots", () => {
    const slots = [
      { time: '19:00', available: 2, tables: [{ seats: 4, available: 2 }], waiting: 1 },
    ];
    const data = (value: unknown) =>
      JSON.stringify({ userIds: [], placeId: 'p', date: '2026-11-27', slots: value });
    expect(readStreamEvent({ id: '5', event: 'reservation.changed', data: data(slots) })).toEqual({
      type: 'reservation.changed',
      id: '5',
      userIds: [],
      placeId: 'p',
      date: '2026-11-27',
      slots,
    });
    // Written before lines existed: nobody waits.
    const before = [{ time: '19:00', available: 2, tables: [{ seats: 4, available: 2 }] }];
    expect(
      readStreamEvent({ id: '5', event: 'reservation.changed', data: data(before) }),
    ).toMatchObject({ slots: [{ ...before[0], waiting: 0 }] });
    expect(
      readStreamEvent({ id: '6', event: 'reservation.changed', data: data([{ time: '19:00' }]) }),
    ).toBeUndefined();
  });

  it('reads a reservation change, and refuses one without its reservation', () => {
    const data = (value: Record<string, unknown>) => JSON.stringify({ userIds: ['a'], ...value });
    expect(
      readStreamEvent({
        id: '7',
        event: 'reservation.updated',
        data: data({ reservationId: 'r', placeId: 'p' }),
      }),
    ).toEqual({
      type: 'reservation.updated',
      id: '7',
      userIds: ['a'],
      reservationId: 'r',
      placeId: 'p',
    });
    expect(
      readStreamEvent({ id: '8', event: 'reservation.updated', data: data({ placeId: 'p' }) }),
    ).toBeUndefined();
  });

  it('refuses an event without an id or an audience', () => {
    const data = JSON.stringify({ userIds: ['a'], notification: { id: 'n' } });
    expect(readStreamEvent({ event: 'notification.created', data })).toBeUndefined();
    expect(
      readStreamEvent({
        id: '1',
        event: 'notification.created',
        data: '{"notification":{"id":"n"}}',
      }),
    ).toBeUndefined();
    expect(
      readStreamEvent({ id: '1', event: 'notification.created', data: '{"userIds":["a"]}' }),
    ).toBeUndefined();
  });
});
