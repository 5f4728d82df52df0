// Booking a table end to end through the real gateway and api: the place's staff set its times,
// twenty guests book the last three tables at once and exactly three get one, a socket on the
// booking screen sees availability drop when another guest holds a table, the staff answer once
// in the app, and the guest's links show the booking before confirming or cancelling it.
import { beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '../../../api/src/test-support/london-time.js';
import {
  dateAhead,
  guestsWithCodes,
  manyCodeSends,
  phoneSource,
} from '../../../api/src/test-support/booking-guests.js';
import {
  gql,
  gqlReply,
  LiveSocket,
  everyDay,
  openFalconCafe,
  REQUEST_RESERVATION_CODE,
  reservationCodeFor,
  signIn,
  useLiveStack,
  type Person,
} from '../../support/live.js';
import { inboxCode } from '../../support/people.js';

const { stack, sockets } = useLiveStack({
  api: { codeSends: manyCodeSends },
});

interface Slot {
  time: string;
  available: number;
}

interface Booking {
  id: string;
  status: string;
  isConfirmed: boolean;
  confirmCode: string | null;
  declineCode: string | null;
}

let falcon = '';
let owner: Person;

const freshPhone = phoneSource('4479100');

const CREATE = /* GraphQL */ `
  mutation ($input: ReservationInput!) {
    createReservation(input: $input) {
      id
      status
      isConfirmed
      confirmCode
      declineCode
    }
  }
`;

const codeFor = (phone: string) => reservationCodeFor(stack, phone);

async function slots(date: string): Promise<Slot[]> {
  const data = await gql<{ reservationSlots: Slot[] }>(
    stack.gatewayUrl,
    'query ($placeId: ID!, $date: String!) { reservationSlots(placeId: $placeId, date: $date) { time available } }',
    { placeId: falcon, date },
  );
  return data.reservationSlots;
}

beforeAll(async () => {
  ({ falcon, owner } = await openFalconCafe(
    stack,
    everyDay([
      { time: '19:00', tables: [{ seats: 4, count: 3 }] },
      { time: '20:00', tables: [{ seats: 2, count: 2 }] },
    ]),
  ));
});

describe('settings', () => {
  it('are the place staff’s: a guest is refused', async () => {
    const guest = await signIn(stack.apiUrl, 'user17@tavola.test');
    const reply = await gqlReply(
      stack.gatewayUrl,
      'query ($placeId: ID!) { reservationSettings(placeId: $placeId) { placeId } }',
      { placeId: falcon },
      guest.token,
    );
    expect(reply.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      message: 'No permissions to perform action',
    });
    const own = await gql<{ reservationSettings: { times: unknown[] } }>(
      stack.gatewayUrl,
      'query ($placeId: ID!) { reservationSettings(placeId: $placeId) { times { dayOfWeek time tables { seats count } } } }',
      { placeId: falcon },
      owner.token,
    );
    expect(own.reservationSettings.times).toContainEqual({
      dayOfWeek: 1,
      time: '19:00',
      tables: [{ seats: 4, count: 3 }],
    });
  });
});

describe('booking', () => {
  it('gives the 3 tables of a time to exactly 3 of 20 guests booking at once', async () => {
    const date = dateAhead(3);
    const datetime = await londonInstant(stack.api.db, date, '19:00');
    expect((await slots(date)).find((slot) => slot.time === '19:00')?.available).toBe(3);
    const guests = await guestsWithCodes(20, freshPhone, codeFor);
    const replies = await Promise.all(
      guests.map(({ phone, code }) =>
        gqlReply<{ createReservation: Booking }>(stack.gatewayUrl, CREATE, {
          input: { placeId: falcon, name: 'Guest', guestsCount: 2, datetime, phone, code },
        }),
      ),
    );
    const booked = replies.filter((reply) => reply.data?.createReservation);
    expect(booked).toHaveLength(3);
    for (const reply of replies.filter((one) => one.errors)) {
      expect(reply.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        httpStatus: 422,
        fieldErrors: { datetime: 'No table is free at this time' },
      });
    }
    expect((await slots(date)).find((slot) => slot.time === '19:00')?.available).toBe(0);
  });

  it('answers field errors under the input’s names', async () => {
    const date = dateAhead(4);
    const phone = freshPhone();
    const code = await codeFor(phone);
    const input = {
      placeId: falcon,
      name: 'Anna',
      guestsCount: 9,
      datetime: await londonInstant(stack.api.db, date, '19:00'),
      phone,
      code,
    };
    const tooMany = await gqlReply(stack.gatewayUrl, CREATE, { input });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { guestsCount: 'The largest table here seats 4' },
    });
    const wrongCode = await gqlReply(stack.gatewayUrl, CREATE, {
      input: { ...input, guestsCount: 2, code: code === '0000' ? '1111' : '0000' },
    });
    expect(wrongCode.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { code: 'Incorrect code' },
    });
  });
});

describe('live availability', () => {
  it('drops on a screen when another guest holds a table, without a reload', async () => {
    const date = dateAhead(5);
    const viewer = await signIn(stack.apiUrl, 'user3@tavola.test');
    const socket = await LiveSocket.open(stack.gatewayUrl, viewer.token);
    sockets.push(socket);
    const changes = await socket.watch<{ availabilityChanged: Slot[] }>(
      `subscription ($placeId: ID!, $date: String!) {
        availabilityChanged(placeId: $placeId, date: $date) { time available }
      }`,
      { placeId: falcon, date },
    );
    expect((await slots(date)).find((slot) => slot.time === '20:00')?.available).toBe(2);

    // Another guest asks for their code on the booking form: a table is held for them.
    await gql(stack.gatewayUrl, REQUEST_RESERVATION_CODE, {
      phone: freshPhone(),
      placeId: falcon,
      datetime: await londonInstant(stack.api.db, date, '20:00'),
      guestsCount: 2,
    });
    await socket.until(() => changes.length > 0);
    expect(changes.at(-1)?.availabilityChanged).toContainEqual({ time: '20:00', available: 1 });
    expect(changes.at(-1)?.availabilityChanged).toContainEqual({ time: '19:00', available: 3 });
  });
});

describe('the answers', () => {
  it("the staff's once in the app; the guest's links show the booking, then confirm or cancel", async () => {
    const date = dateAhead(6);
    const datetime = await londonInstant(stack.api.db, date, '20:00');
    // As the booking form does: the code request holds the table, the code books it.
    const book = async () => {
      const phone = freshPhone();
      await gql(stack.gatewayUrl, REQUEST_RESERVATION_CODE, {
        phone,
        placeId: falcon,
        datetime,
        guestsCount: 2,
      });
      const code = await inboxCode(stack.apiUrl, phone);
      return gql<{ createReservation: Booking }>(stack.gatewayUrl, CREATE, {
        input: { placeId: falcon, name: 'Ben', guestsCount: 2, datetime, phone, code },
      });
    };
    const first = (await book()).createReservation;
    const second = (await book()).createReservation;
    expect(first.confirmCode).toBeNull();

    const answer = (id: string, confirmed: boolean, token?: string) =>
      gqlReply<{ answerReservation: Booking }>(
        stack.gatewayUrl,
        `mutation ($id: ID!, $confirmed: Boolean!) {
          answerReservation(id: $id, confirmed: $confirmed) { id status isConfirmed }
        }`,
        { id, confirmed },
        token,
      );
    const guest = await signIn(stack.apiUrl, 'user17@tavola.test');
    expect((await answer(first.id, true, guest.token)).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    const confirmed = await answer(first.id, true, owner.token);
    expect(confirmed.data?.answerReservation).toMatchObject({
      status: 'CONFIRMED',
      isConfirmed: true,
    });
    const again = await answer(first.id, false, owner.token);
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The place has already answered this booking',
    });

    // The guest's links: the page reads the booking first; the press acts.
    const { rows } = await stack.api.db.query<{ confirm_code: string; decline_code: string }>(
      'SELECT confirm_code, decline_code FROM reservations WHERE id = $1',
      [second.id],
    );
    const links = rows[0];
    if (!links) throw new Error('no links');
    const shown = await gql<{ reservationByCode: Booking }>(
      stack.gatewayUrl,
      'query ($code: String!) { reservationByCode(code: $code) { id status } }',
      { code: links.decline_code },
    );
    expect(shown.reservationByCode).toEqual({ id: second.id, status: 'NEW' });
    expect((await slots(date)).find((slot) => slot.time === '20:00')?.available).toBe(0);
    const link = (name: 'confirmReservation' | 'declineReservation', code: string) =>
      gqlReply<Record<string, Booking & { isGuestConfirmed: boolean }>>(
        stack.gatewayUrl,
        `mutation ($code: String!) { ${name}(code: $code) { id status isGuestConfirmed } }`,
        { code },
      );
    expect((await link('confirmReservation', links.confirm_code)).data?.confirmReservation).toEqual(
      { id: second.id, status: 'NEW', isGuestConfirmed: true },
    );
    const cancelled = await link('declineReservation', links.decline_code);
    expect(cancelled.data?.declineReservation).toMatchObject({ status: 'CANCELLED' });
    expect((await slots(date)).find((slot) => slot.time === '20:00')?.available).toBe(1);
    const cancelledAgain = await link('declineReservation', links.decline_code);
    expect(cancelledAgain.errors?.[0]?.extensions?.message).toBe(
      'This booking is already cancelled',
    );
  });
});

describe("the staff's list", () => {
  it('marks viewed only the page shown, not the item read to learn whether more exist', async () => {
    const date = dateAhead(7);
    const datetime = await londonInstant(stack.api.db, date, '20:00');
    for (const name of ['Cleo', 'Dan']) {
      const phone = freshPhone();
      const code = await codeFor(phone);
      await gql(stack.gatewayUrl, CREATE, {
        input: { placeId: falcon, name, guestsCount: 2, datetime, phone, code },
      });
    }
    const page = async (offset: number) =>
      (
        await gql<{
          reservations: { items: { name: string; isViewed: boolean }[]; hasMore: boolean };
        }>(
          stack.gatewayUrl,
          'query ($placeId: ID!, $offset: Int) { reservations(placeId: $placeId, offset: $offset, limit: 1) { items { name isViewed } hasMore } }',
          { placeId: falcon, offset },
          owner.token,
        )
      ).reservations;
    expect(await page(0)).toEqual({ items: [{ name: 'Dan', isViewed: false }], hasMore: true });
    expect(await page(1)).toEqual({ items: [{ name: 'Cleo', isViewed: false }], hasMore: true });
    expect((await page(0)).items).toEqual([{ name: 'Dan', isViewed: true }]);
  });
});
