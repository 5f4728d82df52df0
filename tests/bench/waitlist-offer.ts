// The waitlist's offer: how long from a cancellation's commit until the first waiting guest's
// socket gets the offer (docs/booking.md, "The waitlist").
//
// One time of Falcon Cafe with one table of 4 (the admin sets it through the api). Each round a
// booker books that table (a fresh phone, the hold's code from the development inbox), a waiter
// joins its line (another fresh phone), the booker cancels, and the clock stops when the offer's
// notification reaches the waiter's graphql-ws socket on the gateway; the waiter then declines,
// which frees the table for the next round. The commit lies between the cancel request's send and
// its answer, so both are measured from: from the send is an upper bound of commit-to-socket,
// from the answer a lower one (the socket may even be first: a negative figure).
import type { Client } from 'graphql-ws';
import {
  bookableMoment,
  londonInstant,
  type ScheduleItem,
  weekdayOf,
} from '../support/london-clock.js';
import { DEMO_PASSWORD } from '../support/people.js';
import { benchSocket, percentiles, type Percentiles } from './live-bench.js';

const ADMIN = 'admin@tavola.test';
const BOOKER = 'user17@tavola.test';
const WAITER = 'user18@tavola.test';
const PLACE = 'Falcon Cafe';
const CITY = 'london-england-united-kingdom';
/** Rounds before the measured ones: the socket's subscription is surely live after them. */
const WARMUP_ROUNDS = 3;
const ARRIVAL_TIMEOUT_MS = 30_000;

const NOTIFICATIONS = /* GraphQL */ `
  subscription WaitlistOfferBench {
    notificationAdded {
      objectId
      type
    }
  }
`;

export interface WaitlistOfferOptions {
  gatewayUrl: string;
  apiUrl: string;
  /** Measured cancellations (the figure is over 100). */
  rounds: number;
  log(line: string): void;
}

export interface WaitlistOfferFigures {
  rounds: number;
  /** ms from sending the cancellation to the offer on the socket (an upper bound). */
  fromCancelSentMs: Percentiles;
  /** ms from the cancellation's answer to the offer on the socket (a lower bound). */
  fromCancelAnsweredMs: Percentiles;
  /** ms the cancellation itself took (send to answer). */
  cancelMs: Percentiles;
  /** Offers that never reached the socket within the round's time-out. */
  missed: number;
  note: string;
}

/** A REST call to the api; throws with the answer unless it is a 2xx. */
async function rest<T>(
  apiUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: Record<string, unknown> } = {},
): Promise<T> {
  const response = await fetch(`${apiUrl}${path.startsWith('/api/') ? '' : '/api/v1'}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok) {
    throw new Error(
      `waitlist bench: ${method} ${path} answered ${response.status}: ${JSON.stringify(body)}`,
    );
  }
  return body.data;
}

async function signIn(apiUrl: string, email: string): Promise<string> {
  const data = await rest<{ accessToken: string }>(
    apiUrl,
    'POST',
    '/auth/login-by-permanent-password',
    { body: { email, password: DEMO_PASSWORD } },
  );
  return data.accessToken;
}

let phoneCounter = 0;
/** A phone nobody has used in this run (UK mobile shape). */
function freshPhone(): string {
  phoneCounter += 1;
  const salt = Math.floor(Math.random() * 90 + 10);
  return `44779${salt}${String(phoneCounter).padStart(5, '0')}`;
}

/** Sends a reservation code to the phone (holding a table with `hold`) and reads it back. */
async function codeFor(
  apiUrl: string,
  phone: string,
  hold?: { placeId: string; datetime: string; guestsCount: number },
): Promise<string> {
  await rest(apiUrl, 'POST', '/request-code', {
    body: {
      phone,
      type: 'reservation',
      ...(hold
        ? { place_id: hold.placeId, datetime: hold.datetime, guests_count: hold.guestsCount }
        : {}),
    },
  });
  const inbox = await rest<{ messages: { code: string | null }[] }>(
    apiUrl,
    'GET',
    `/dev/inbox?target=${phone}`,
  );
  const code = inbox.messages.find((message) => message.code)?.code;
  if (!code) throw new Error(`waitlist bench: no code for ${phone}`);
  return code;
}

/** London's local date `days` from today. */
/** As the admin: the place takes bookings at one time a few days ahead, at one table of 4. */
async function openOneTable(
  apiUrl: string,
  adminToken: string,
): Promise<{ placeId: string; datetime: string }> {
  const found = await rest<{ places: { id: string; name: string }[] }>(
    apiUrl,
    'GET',
    `/places?city=${CITY}&query=${encodeURIComponent(PLACE)}&limit=10`,
  );
  const placeId = found.places.find((place) => place.name === PLACE)?.id;
  if (!placeId) throw new Error(`waitlist bench: the demo data lacks ${PLACE}`);
  const { place } = await rest<{
    place: { schedules: { isMain: boolean; items: ScheduleItem[] }[] };
  }>(apiUrl, 'GET', `/places/${placeId}`);
  const items = (place.schedules.find((schedule) => schedule.isMain) ?? place.schedules[0])?.items;
  const moment = bookableMoment(items ?? []);
  if (moment) {
    const { date } = moment;
    const [time = ''] = moment.times;
    await rest(apiUrl, 'PATCH', `/places/${placeId}/reservation-settings`, {
      token: adminToken,
      body: {
        isReservationsEnabled: true,
        times: [{ dayOfWeek: weekdayOf(date), time, tables: [{ seats: 4, count: 1 }] }],
      },
    });
    return { placeId, datetime: londonInstant(date, time) };
  }
  throw new Error(`waitlist bench: ${PLACE} has no open day with an hour to spare`);
}

/** The waiter's socket: when each notification arrived, by the object it is about. */
function openSocket(
  gatewayUrl: string,
  token: string,
): Promise<{ client: Client; arrivals: Map<string, number> }> {
  const arrivals = new Map<string, number>();
  return new Promise((resolve, reject) => {
    const client = benchSocket(gatewayUrl, token, {
      connected: () => resolve({ client, arrivals }),
      closed: () => reject(new Error('waitlist bench: the socket closed')),
    });
    client.subscribe<{ notificationAdded: { objectId: string } }>(
      { query: NOTIFICATIONS },
      {
        next: (result) => {
          const id = result.data?.notificationAdded.objectId;
          if (id && !arrivals.has(id)) arrivals.set(id, performance.now());
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
  });
}

async function arrivalOf(arrivals: Map<string, number>, id: string): Promise<number | null> {
  const deadline = performance.now() + ARRIVAL_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const at = arrivals.get(id);
    if (at !== undefined) return at;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return null;
}

export async function measureWaitlistOffer(
  options: WaitlistOfferOptions,
): Promise<WaitlistOfferFigures> {
  const { apiUrl, gatewayUrl } = options;
  const adminToken = await signIn(apiUrl, ADMIN);
  const bookerToken = await signIn(apiUrl, BOOKER);
  const waiterToken = await signIn(apiUrl, WAITER);
  const { placeId, datetime } = await openOneTable(apiUrl, adminToken);
  const socket = await openSocket(gatewayUrl, waiterToken);
  const fromSent: number[] = [];
  const fromAnswered: number[] = [];
  const cancels: number[] = [];
  let missed = 0;
  try {
    for (let round = 0; round < WARMUP_ROUNDS + options.rounds; round += 1) {
      const bookerPhone = freshPhone();
      const hold = { placeId, datetime, guestsCount: 2 };
      const bookingCode = await codeFor(apiUrl, bookerPhone, hold);
      const { reservation } = await rest<{ reservation: { id: string } }>(
        apiUrl,
        'POST',
        '/reservations',
        {
          token: bookerToken,
          body: {
            place_id: placeId,
            datetime,
            guests_count: 2,
            name: 'Bench booker',
            phone: bookerPhone,
            code: bookingCode,
          },
        },
      );
      const waiterPhone = freshPhone();
      const joinCode = await codeFor(apiUrl, waiterPhone);
      const { entry } = await rest<{ entry: { id: string } }>(apiUrl, 'POST', '/waitlist', {
        token: waiterToken,
        body: {
          place_id: placeId,
          datetime,
          guests_count: 2,
          name: 'Bench waiter',
          phone: waiterPhone,
          code: joinCode,
        },
      });
      const sent = performance.now();
      await rest(apiUrl, 'POST', `/reservations/${reservation.id}/cancel`, { token: bookerToken });
      const answered = performance.now();
      const arrived = await arrivalOf(socket.arrivals, entry.id);
      if (round >= WARMUP_ROUNDS) {
        cancels.push(answered - sent);
        if (arrived === null) missed += 1;
        else {
          fromSent.push(arrived - sent);
          fromAnswered.push(arrived - answered);
        }
      }
      // The table goes back (nobody else waits): the next round books it again.
      await rest(apiUrl, 'POST', `/waitlist/${entry.id}/decline`, { token: waiterToken });
      if ((round + 1 - WARMUP_ROUNDS) % 25 === 0 && round >= WARMUP_ROUNDS) {
        options.log(
          `waitlist offer: ${round + 1 - WARMUP_ROUNDS} of ${options.rounds} cancellations`,
        );
      }
    }
  } finally {
    await socket.client.dispose();
  }
  return {
    rounds: options.rounds,
    fromCancelSentMs: percentiles(fromSent),
    fromCancelAnsweredMs: percentiles(fromAnswered),
    cancelMs: percentiles(cancels),
    missed,
    note:
      'one table freed per round by a booking cancelled through the api, offered to the one ' +
      "waiter in line; the clock stops at the offer's notification on the waiter's graphql-ws " +
      'socket on the gateway; the commit lies between the cancel request sent and answered',
  };
}
