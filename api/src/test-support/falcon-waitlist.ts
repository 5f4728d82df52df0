import { expect } from 'vitest';
import type { Envelope, Reply } from './api-under-test.js';
import { everyDay, form, useFalcon } from './falcon-bookings.js';

export interface Guest {
  phone: string;
  token: string;
  id: string;
}

export interface Entry {
  id: string;
  status: string;
  position: number | null;
  offer: { datetime: string; seats: number; expiresAt: string } | null;
}

/**
 * The waitlist of Falcon Cafe over real HTTP (see `useFalcon`): one table of 4 at 19:00 and at
 * 20:00, one of 2 and one of 4 at 21:00; guests book and join the line.
 */
export function useFalconWaitlist() {
  const falconApi = useFalcon({
    phones: '4479100',
    settings: {
      isReservationsEnabled: true,
      times: everyDay([
        { time: '19:00', tables: [{ seats: 4, count: 1 }] },
        { time: '20:00', tables: [{ seats: 4, count: 1 }] },
        {
          time: '21:00',
          tables: [
            { seats: 2, count: 1 },
            { seats: 4, count: 1 },
          ],
        },
      ]),
    },
  });
  const { api, falcon, freshPhone, http, codeFor } = falconApi;

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

  return {
    ...falconApi,
    form,
    book,
    join,
    waiter,
    ownEntries,
    line,
    slot,
    bookingsAt,
  };
}
