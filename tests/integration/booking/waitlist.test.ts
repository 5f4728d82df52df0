// The waitlist through the real gateway and api, with the sockets people keep open: A books the
// last table, B joins the line, A cancels, and B's socket gets the offer (a notification) and the
// day's slots at each step while C, watching the day, sees the time full throughout;
// B accepts and the line is empty. A second waiter gets the table after a decline. The line is
// kept in the database: it survives restarts of the api and the gateway (the api on a data folder).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '../../../api/src/test-support/london-time.js';
import {
  dateAhead,
  manyCodeSends,
  phoneSource,
} from '../../../api/src/test-support/booking-guests.js';
import {
  gql,
  gqlReply,
  LiveSocket,
  everyDay,
  openFalconCafe,
  reservationCodeFor,
  signIn,
  useLiveStack,
  type Person,
} from '../../support/live.js';

const dataDir = mkdtempSync(joinPath(tmpdir(), 'tavola-waitlist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const { stack, sockets } = useLiveStack({
  api: { dataDir, codeSends: manyCodeSends },
});

interface Slot {
  time: string;
  available: number;
  waiting: number;
}

interface Entry {
  id: string;
  status: string;
  position: number | null;
  offer: { datetime: string; seats: number } | null;
}

let falcon = '';
let owner: Person;
const freshPhone = phoneSource('4479200');

const codeFor = (phone: string) => reservationCodeFor(stack, phone);

const SLOTS = /* GraphQL */ `
  subscription ($placeId: ID!, $date: String!) {
    availabilityChanged(placeId: $placeId, date: $date) {
      time
      available
      waiting
    }
  }
`;

const MINE = /* GraphQL */ `
  query {
    myReservations(limit: 10) {
      items {
        id
        status
      }
      waitlist {
        id
        status
        position
        offer {
          datetime
          seats
        }
      }
    }
  }
`;

async function mine(person: Person) {
  return (
    await gql<{ myReservations: { items: { id: string; status: string }[]; waitlist: Entry[] } }>(
      stack.gatewayUrl,
      MINE,
      {},
      person.token,
    )
  ).myReservations;
}

async function join(person: Person, datetime: string): Promise<Entry> {
  const phone = freshPhone();
  const code = await codeFor(phone);
  const reply = await gql<{ joinWaitlist: Entry }>(
    stack.gatewayUrl,
    `mutation ($input: WaitlistInput!) {
      joinWaitlist(input: $input) { id status position offer { datetime seats } }
    }`,
    { input: { placeId: falcon, datetime, guestsCount: 2, name: 'Bea', phone, code } },
    person.token,
  );
  return reply.joinWaitlist;
}

const BOOK = `mutation ($input: ReservationInput!) { createReservation(input: $input) { id } }`;

/** Anna's booking of a table at Falcon Cafe for two, with a fresh phone and its code. */
async function bookingAt(datetime: string) {
  const phone = freshPhone();
  const code = await codeFor(phone);
  return { input: { placeId: falcon, name: 'Anna', guestsCount: 2, datetime, phone, code } };
}

/** Books a table at Falcon Cafe for two; resolves with its id. */
async function book(person: Person, datetime: string): Promise<string> {
  const booked = await gql<{ createReservation: { id: string } }>(
    stack.gatewayUrl,
    BOOK,
    await bookingAt(datetime),
    person.token,
  );
  return booked.createReservation.id;
}

function at(slots: readonly Slot[] | undefined, time: string): Slot | undefined {
  return slots?.find((slot) => slot.time === time);
}

/** One table at 19:00 each day: a second party for it joins the line. */
const ONE_TABLE = everyDay([{ time: '19:00', tables: [{ seats: 4, count: 1 }] }]);

beforeAll(async () => {
  ({ falcon, owner } = await openFalconCafe(stack, ONE_TABLE));
});

describe('a freed table', () => {
  it('goes live to the first in line, who accepts, while a watcher sees the time full', async () => {
    const date = dateAhead(3);
    const datetime = await londonInstant(stack.api.db, date, '19:00');
    const a = await signIn(stack.apiUrl, 'user3@tavola.test');
    const b = await signIn(stack.apiUrl, 'user4@tavola.test');
    const c = await LiveSocket.open(
      stack.gatewayUrl,
      (await signIn(stack.apiUrl, 'user8@tavola.test')).token,
    );
    sockets.push(c);
    const watched = await c.watch<{ availabilityChanged: Slot[] }>(SLOTS, {
      placeId: falcon,
      date,
    });
    const bSocket = await LiveSocket.open(stack.gatewayUrl, b.token);
    sockets.push(bSocket);
    const bSlots = await bSocket.watch<{ availabilityChanged: Slot[] }>(SLOTS, {
      placeId: falcon,
      date,
    });

    // A books the last table.
    const booked = await book(a, datetime);
    await c.until(() => at(watched.at(-1)?.availabilityChanged, '19:00')?.available === 0);

    // B joins the line: first in it; everyone sees one waiting.
    const entry = await join(b, datetime);
    expect(entry).toMatchObject({ status: 'WAITING', position: 1, offer: null });
    await bSocket.until(() => at(bSlots.at(-1)?.availabilityChanged, '19:00')?.waiting === 1);
    expect((await mine(b)).waitlist).toEqual([
      expect.objectContaining({ id: entry.id, position: 1 }),
    ]);

    // A cancels: B's socket gets the offer; the time stays full for C.
    const cancelled = await gql<{ cancelReservation: { status: string } }>(
      stack.gatewayUrl,
      'mutation ($id: ID!) { cancelReservation(id: $id) { status } }',
      { id: booked },
      a.token,
    );
    expect(cancelled.cancelReservation.status).toBe('CANCELLED');
    await bSocket.until(() => bSocket.notifications.length > 0);
    // The offer is about B's place in line, from the place.
    expect(bSocket.notifications.at(-1)).toMatchObject({
      type: 'RESERVATION',
      objectId: entry.id,
      creator: { type: 'PLACE' },
    });
    const seenByC = watched.map((change) => at(change.availabilityChanged, '19:00')?.available);
    expect(seenByC.every((available) => available === 0)).toBe(true);
    const offered = (await mine(b)).waitlist[0];
    expect(offered).toMatchObject({ status: 'OFFERED', offer: { datetime, seats: 4 } });

    // A cannot book it back meanwhile: it is kept for B.
    const taken = await gqlReply(stack.gatewayUrl, BOOK, await bookingAt(datetime), a.token);
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: { datetime: 'No table is free at this time' },
    });

    // B accepts: a booking, the line empty, the time full for everyone.
    const changesBefore = watched.length;
    const accepted = await gql<{ acceptOffer: { status: string; datetime: string } }>(
      stack.gatewayUrl,
      'mutation ($id: ID!) { acceptOffer(id: $id) { status datetime } }',
      { id: entry.id },
      b.token,
    );
    expect(accepted.acceptOffer).toEqual({ status: 'NEW', datetime });
    await c.until(() => watched.length > changesBefore);
    expect(at(watched.at(-1)?.availabilityChanged, '19:00')).toMatchObject({
      available: 0,
      waiting: 0,
    });
    const bNow = await mine(b);
    expect(bNow.waitlist).toEqual([]);
    expect(bNow.items).toContainEqual({ id: expect.any(String), status: 'NEW' });
  });

  it('goes to the next in line after a decline; the staff see the line', async () => {
    const date = dateAhead(4);
    const datetime = await londonInstant(stack.api.db, date, '19:00');
    const a = await signIn(stack.apiUrl, 'user5@tavola.test');
    const first = await signIn(stack.apiUrl, 'user6@tavola.test');
    const second = await signIn(stack.apiUrl, 'user7@tavola.test');
    const booked = await book(a, datetime);
    const one = await join(first, datetime);
    const two = await join(second, datetime);
    expect(two.position).toBe(2);
    const secondSocket = await LiveSocket.open(stack.gatewayUrl, second.token);
    sockets.push(secondSocket);
    await gql(
      stack.gatewayUrl,
      'mutation ($id: ID!) { cancelReservation(id: $id) { id } }',
      { id: booked },
      a.token,
    );
    const line = await gql<{ waitlist: (Entry & { name: string })[] }>(
      stack.gatewayUrl,
      'query ($placeId: ID!, $date: String!) { waitlist(placeId: $placeId, date: $date) { id name status position } }',
      { placeId: falcon, date },
      owner.token,
    );
    expect(line.waitlist.map((item) => [item.id, item.status, item.position])).toEqual([
      [one.id, 'OFFERED', 1],
      [two.id, 'WAITING', 2],
    ]);
    const declined = await gql<{ declineOffer: Entry }>(
      stack.gatewayUrl,
      'mutation ($id: ID!) { declineOffer(id: $id) { status position } }',
      { id: one.id },
      first.token,
    );
    expect(declined.declineOffer).toEqual({ status: 'DECLINED', position: null });
    await secondSocket.until(() => secondSocket.notifications.length > 0);
    expect((await mine(second)).waitlist[0]).toMatchObject({ status: 'OFFERED', position: 1 });
    const late = await gqlReply(
      stack.gatewayUrl,
      'mutation ($id: ID!) { acceptOffer(id: $id) { id } }',
      { id: one.id },
      first.token,
    );
    expect(late.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { id: 'There is no table offered to you now' },
    });
    const removed = await gql<{ leaveWaitlist: Entry }>(
      stack.gatewayUrl,
      'mutation ($id: ID!) { leaveWaitlist(id: $id) { status } }',
      { id: two.id },
      owner.token,
    );
    expect(removed.leaveWaitlist.status).toBe('REMOVED');
  });
});

describe('the line', () => {
  it('survives restarts of the api and the gateway, and the table freed after them is offered', async () => {
    const date = dateAhead(5);
    const datetime = await londonInstant(stack.api.db, date, '19:00');
    const booked = await book(await signIn(stack.apiUrl, 'user9@tavola.test'), datetime);
    const entry = await join(await signIn(stack.apiUrl, 'user10@tavola.test'), datetime);
    expect(entry).toMatchObject({ status: 'WAITING', position: 1 });

    await stack.restart();
    // New processes: signed in again, the same line and the same booking.
    const a = await signIn(stack.apiUrl, 'user9@tavola.test');
    const b = await signIn(stack.apiUrl, 'user10@tavola.test');
    expect((await mine(b)).waitlist).toEqual([
      expect.objectContaining({ id: entry.id, status: 'WAITING', position: 1 }),
    ]);
    await gql(
      stack.gatewayUrl,
      'mutation ($id: ID!) { cancelReservation(id: $id) { id } }',
      { id: booked },
      a.token,
    );
    expect((await mine(b)).waitlist).toEqual([
      expect.objectContaining({ id: entry.id, status: 'OFFERED', offer: { datetime, seats: 4 } }),
    ]);
  });
});
