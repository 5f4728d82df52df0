// Holds and the booking horizon through the real gateway and api: one browser address holds at
// most HOLDS_PER_ADDRESS tables at once (2), however many phones it names and whatever address it
// claims in X-Forwarded-For; one more is the code sends' throttle. A place's staff set its
// horizon in its reservation settings; past it there are no slots and a field error on datetime.
import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { RequestReservationCodeDocument } from '../../../web/src/gql/graphql.js';
import { londonInstant } from '../../../api/src/test-support/london-time.js';
import {
  dateAhead,
  manyCodeSends,
  phoneSource,
} from '../../../api/src/test-support/booking-guests.js';
import { graphqlFrom, postRaw, type GraphQLResponse } from '../../support/graphql.js';
import {
  everyDay,
  gql,
  gqlReply,
  openFalconCafe,
  signIn,
  type Person,
} from '../../support/live.js';
import { useStack } from '../../support/stack.js';

const HOLD_SECONDS = 10 * 60;

const stack = useStack({ api: { codeSends: manyCodeSends } });
const freshPhone = phoneSource('4479300');

/** The web app's own request for a reservation code (and a table). */
const REQUEST_CODE = print(RequestReservationCodeDocument);
const SETTINGS = `query ($placeId: ID!) {
  reservationSettings(placeId: $placeId) { horizonDays times { dayOfWeek time tables { seats count } } }
}`;
const UPDATE_SETTINGS = `mutation ($placeId: ID!, $input: ReservationSettingsInput!) {
  updateReservationSettings(placeId: $placeId, input: $input) { horizonDays }
}`;
const SLOTS = `query ($placeId: ID!, $date: String!) {
  reservationSlots(placeId: $placeId, date: $date) { time available }
}`;
const CREATE = `mutation ($input: ReservationInput!) { createReservation(input: $input) { id } }`;

let falcon = '';
let owner: Person;

const throttled = {
  message: 'Repeated sending SMS temporarily locked',
  extensions: { code: 'RESEND_SMS_TEMPORARY_BLOCKED', httpStatus: 422 },
};

/** A hold for a fresh phone at Falcon Cafe at 19:00 `days` ahead, from the local address `from`. */
async function holdFrom(from: string, days: number, headers: Record<string, string> = {}) {
  const variables = {
    phone: freshPhone(),
    placeId: falcon,
    datetime: await londonInstant(stack.api.db, dateAhead(days), '19:00'),
    guestsCount: 2,
  };
  const reply = await postRaw(
    stack.gatewayUrl,
    JSON.stringify({ query: REQUEST_CODE, variables }),
    {
      headers: { 'content-type': 'application/json', ...headers },
      from,
    },
  );
  return reply.body as GraphQLResponse<unknown>;
}

async function settingsInput(placeId: string) {
  const data = await gql<{ reservationSettings: { times: unknown[] } }>(
    stack.gatewayUrl,
    SETTINGS,
    { placeId },
    owner.token,
  );
  return { isReservationsEnabled: true, times: data.reservationSettings.times };
}

/**
 * Ten tables at 19:00 each day: what refuses a third hold is the address's limit, not a full
 * time.
 */
const TEN_TABLES = everyDay([{ time: '19:00', tables: [{ seats: 4, count: 10 }] }]);

beforeAll(async () => {
  ({ falcon, owner } = await openFalconCafe(stack, TEN_TABLES));
});

describe('holds per browser address', () => {
  it('2 at once; the 3rd is throttled, another address still holds', async () => {
    expect((await holdFrom('127.0.8.1', 3)).errors).toBeUndefined();
    expect((await holdFrom('127.0.8.1', 4)).errors).toBeUndefined();
    const third = await holdFrom('127.0.8.1', 3);
    expect(third.errors).toHaveLength(1);
    expect(third.errors?.[0]).toMatchObject(throttled);
    const timeout = third.errors?.[0]?.extensions?.timeout as number;
    expect(timeout).toBeGreaterThan(HOLD_SECONDS - 60);
    expect(timeout).toBeLessThanOrEqual(HOLD_SECONDS);
    expect((await holdFrom('127.0.8.2', 3)).errors).toBeUndefined();
  });

  it('counts the sending address, not the one a client claims in X-Forwarded-For', async () => {
    const claims = ['10.20.30.1', '10.20.30.2', '10.20.30.3', '10.20.30.4'];
    const replies = [];
    for (const claim of claims) {
      replies.push(await holdFrom('127.0.8.3', 5, { 'x-forwarded-for': claim }));
    }
    expect(replies.slice(0, 2).map((reply) => reply.errors)).toEqual([undefined, undefined]);
    for (const reply of replies.slice(2)) expect(reply.errors?.[0]).toMatchObject(throttled);
  });
});

describe("a place's booking horizon", () => {
  it('is 90 days by default and set by the staff; past it no slots and 422 on datetime', async () => {
    const read = await gql<{ reservationSettings: { horizonDays: number } }>(
      stack.gatewayUrl,
      SETTINGS,
      { placeId: falcon },
      owner.token,
    );
    expect(read.reservationSettings.horizonDays).toBe(90);
    const input = await settingsInput(falcon);
    // The settings as they are, but for the horizon, sent by `person`.
    const withHorizon = (horizonDays: number, person: Person) =>
      gqlReply(
        stack.gatewayUrl,
        UPDATE_SETTINGS,
        { placeId: falcon, input: { ...input, horizonDays } },
        person.token,
      );
    const refused = await withHorizon(0, owner);
    // The api's 400 FieldInvalid, in the SPEC's words for it, with the field's own message.
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The entered data is wrong',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { horizonDays: 'Must be at least 1' } },
    });
    const guest = await signIn(stack.apiUrl, 'user17@tavola.test');
    const stranger = await withHorizon(365, guest);
    expect(stranger.errors?.[0]).toMatchObject({
      message: 'No permissions to perform action',
      extensions: { code: 'FORBIDDEN' },
    });
    const set = await gql<{ updateReservationSettings: { horizonDays: number } }>(
      stack.gatewayUrl,
      UPDATE_SETTINGS,
      { placeId: falcon, input: { ...input, horizonDays: 10 } },
      owner.token,
    );
    expect(set.updateReservationSettings.horizonDays).toBe(10);

    const slots = async (days: number) =>
      (
        await gql<{ reservationSlots: unknown[] }>(stack.gatewayUrl, SLOTS, {
          placeId: falcon,
          date: dateAhead(days),
        })
      ).reservationSlots;
    expect(await slots(8)).toHaveLength(1);
    expect(await slots(12)).toEqual([]);

    const tenDays = 'Bookings open at most 10 days ahead';
    const beyond = await londonInstant(stack.api.db, dateAhead(12), '19:00');
    const phone = freshPhone();
    const hold = await graphqlFrom(stack.gatewayUrl, '127.0.8.4', REQUEST_CODE, {
      phone,
      placeId: falcon,
      datetime: beyond,
      guestsCount: 2,
    });
    expect(hold.errors?.[0]).toMatchObject({
      message: tenDays,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { datetime: tenDays } },
    });
    const booked = await gqlReply(stack.gatewayUrl, CREATE, {
      input: {
        placeId: falcon,
        name: 'Ann',
        guestsCount: 2,
        datetime: beyond,
        phone,
        code: '1234',
      },
    });
    expect(booked.errors?.[0]).toMatchObject({
      message: tenDays,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { datetime: tenDays } },
    });
  });
});
