// People and their live GraphQL sockets for the notification tests: sign-ins and registrations
// straight on the api (set-up, not under test), GraphQL over HTTP, and graphql-ws clients that
// keep what notificationAdded and countersChanged push, with waits on what arrived.
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import { graphql, type GraphQLResponse } from './graphql.js';
import { inboxCode, register as registerSession, rest, signInDemo } from './people.js';
import { LONDON } from './social.js';
import { openAllDay } from '../../api/src/test-support/demo-staffed-places.js';
import { useStack, type StackOptions, type StackUnderTest } from './stack.js';
import { RequestReservationCodeDocument } from '../../web/src/gql/graphql.js';

export interface Person {
  id: string;
  token: string;
  email: string;
}

/**
 * A demo person (`user3@tavola.test`, `owner1@tavola.test` ...) signed in with the password, by
 * the people harness (which waits out the api's busy answers).
 */
export async function signIn(apiUrl: string, email: string): Promise<Person> {
  return { ...(await signInDemo(apiUrl, email.replace(/@tavola\.test$/, ''))), email };
}

/** A new person, registered with the one-time code of the development inbox. */
export async function register(apiUrl: string, email: string): Promise<Person> {
  return { ...(await registerSession(apiUrl, email)), email };
}

export async function cityId(apiUrl: string, latinName: string): Promise<string> {
  return (await rest<{ city: { id: string } }>(apiUrl, 'GET', `/cities/${latinName}`)).city.id;
}

/** A demo place's id, found by its exact name in a city (the demo data must have it). */
export async function demoPlaceId(apiUrl: string, city: string, name: string): Promise<string> {
  const query = `city=${city}&query=${encodeURIComponent(name)}&limit=10`;
  const response = await fetch(`${apiUrl}/api/v1/places?${query}`);
  const { data } = (await response.json()) as { data: { places: { id: string; name: string }[] } };
  const id = data.places.find((place) => place.name === name)?.id;
  if (!id) throw new Error(`the demo data lacks ${name}`);
  return id;
}

export type Reply<T> = GraphQLResponse<T>;

export function gqlReply<T>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Reply<T>> {
  return graphql<T>(gatewayUrl, query, variables, { token });
}

/** The data of a GraphQL call that must succeed. */
export async function gql<T>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const reply = await gqlReply<T>(gatewayUrl, query, variables, token);
  if (reply.errors || !reply.data) throw new Error(JSON.stringify(reply.errors ?? reply));
  return reply.data;
}

/** The web app's own request for a reservation code (and, with a place and a time, a table). */
export const REQUEST_RESERVATION_CODE = print(RequestReservationCodeDocument);

/** A reservation code for `phone`, asked through the gateway as the booking screen asks it. */
export async function reservationCodeFor(
  stack: Pick<StackUnderTest, 'gatewayUrl' | 'apiUrl'>,
  phone: string,
): Promise<string> {
  await gql(stack.gatewayUrl, REQUEST_RESERVATION_CODE, { phone });
  return inboxCode(stack.apiUrl, phone);
}

export interface LiveNotification {
  id: string;
  type: string;
  recipientType: string;
  recipientId: string;
  isForUser: boolean;
  objectType: string;
  objectId: string;
  creator: { type: string; id: string; name: string };
  outlet: { type: string; id: string } | null;
}

export interface LiveCounters {
  forUser: number;
  forOutlet: number;
  total: number;
}

export const NOTIFICATION_FIELDS = /* GraphQL */ `
  id
  type
  recipientType
  recipientId
  isForUser
  objectType
  objectId
  creator {
    type
    id
    name
  }
  outlet {
    type
    id
  }
`;

/** Every notification of a person, read page by page as a client refetching after a reconnect. */
export async function refetchNotifications(
  gatewayUrl: string,
  person: Person,
): Promise<LiveNotification[]> {
  const all: LiveNotification[] = [];
  for (let offset = 0; ; offset += 100) {
    const data = await gql<{ notifications: { items: LiveNotification[]; hasMore: boolean } }>(
      gatewayUrl,
      `query ($offset: Int) { notifications(offset: $offset, limit: 100) { hasMore items { ${NOTIFICATION_FIELDS} } } }`,
      { offset },
      person.token,
    );
    all.push(...data.notifications.items);
    if (!data.notifications.hasMore) return all;
  }
}

const NOTIFICATION_ADDED = `subscription { notificationAdded { ${NOTIFICATION_FIELDS} } }`;
const COUNTERS_CHANGED =
  'subscription { countersChanged { notifications { forUser forOutlet total } } }';
const COUNTERS = 'query { counters { notifications { forUser forOutlet total } } }';

export interface LiveSocketOptions {
  /** Reconnect after a drop (a restarted gateway, a 1012): graphql-ws's own retry. */
  reconnect?: boolean;
}

/**
 * One person's browser tab: a graphql-ws client subscribed to notificationAdded and
 * countersChanged, keeping everything pushed, plus its close codes and connections.
 */
export class LiveSocket {
  readonly notifications: LiveNotification[] = [];
  /** The counters the subscription started with, then each one pushed. */
  readonly counters: LiveCounters[] = [];
  readonly closeCodes: number[] = [];
  readonly errors: unknown[] = [];
  connections = 0;
  private readonly client: Client;
  private readonly waiters = new Set<() => void>();
  private readonly unsubscribes: (() => void)[] = [];

  private constructor(gatewayUrl: string, token: string | undefined, options: LiveSocketOptions) {
    this.client = createClient({
      url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      lazy: false,
      retryAttempts: options.reconnect ? 300 : 0,
      // Quick reconnects: the test waits on what arrives, not on the clock.
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 100)),
      shouldRetry: () => options.reconnect === true,
      onNonLazyError: () => undefined,
    });
    this.client.on('connected', () => {
      this.connections += 1;
      this.changed();
    });
    this.client.on('closed', (event) => {
      this.closeCodes.push((event as { code: number }).code);
      this.changed();
    });
  }

  /**
   * Opens the socket, subscribes, and reads the counters over it: once that answer is back the
   * subscriptions are registered on the gateway (the read crosses the network, they do not).
   */
  static async open(
    gatewayUrl: string,
    token: string | undefined,
    options: LiveSocketOptions = {},
  ): Promise<LiveSocket> {
    const socket = new LiveSocket(gatewayUrl, token, options);
    await socket.subscribe();
    return socket;
  }

  /**
   * What a subscription does with its results: each one's data to `onData`, its errors (unless
   * `keepErrors` is off) and failures kept in `errors`, and waiters told.
   */
  private sink<T>(onData: (data: T) => void, keepErrors = true) {
    return {
      next: (result: { data?: T | null; errors?: unknown }) => {
        if (result.data) onData(result.data);
        else if (keepErrors) this.errors.push(result.errors);
        this.changed();
      },
      error: (error: unknown) => {
        this.errors.push(error);
        this.changed();
      },
      complete: () => undefined,
    };
  }

  /** (Re)subscribes after a reconnect, as the web app does, and reads the counters. */
  async subscribe(): Promise<LiveCounters> {
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    this.unsubscribes.push(
      this.client.subscribe<{ notificationAdded: LiveNotification }>(
        { query: NOTIFICATION_ADDED },
        this.sink((data) => this.notifications.push(data.notificationAdded)),
      ),
      this.client.subscribe<{ countersChanged: { notifications: LiveCounters } }>(
        { query: COUNTERS_CHANGED },
        this.sink((data) => this.counters.push(data.countersChanged.notifications), false),
      ),
    );
    return this.query<{ counters: { notifications: LiveCounters } }>(COUNTERS).then(
      (data) => data.counters.notifications,
    );
  }

  /**
   * Subscribes to one more operation and keeps each result's data in the array returned, once
   * the gateway has it registered (a read over the socket answers after the subscription).
   */
  async watch<T>(query: string, variables: Record<string, unknown> = {}): Promise<T[]> {
    const results: T[] = [];
    this.unsubscribes.push(
      this.client.subscribe<T>(
        { query, variables },
        this.sink((data) => results.push(data)),
      ),
    );
    await this.query('query { __typename }');
    return results;
  }

  /** One query or mutation over this socket. */
  query<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    return new Promise((resolve, reject) => {
      let data: T | undefined;
      this.client.subscribe<T>(
        { query, variables },
        {
          next: (result) => {
            if (result.errors || !result.data) reject(new Error(JSON.stringify(result.errors)));
            else data = result.data;
          },
          error: (error) =>
            reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
          complete: () => (data === undefined ? reject(new Error('no data')) : resolve(data)),
        },
      );
    });
  }

  /** Resolves once `condition` holds, checked at every message and connection change. */
  until(condition: () => boolean): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!condition()) return;
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
    });
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  private changed(): void {
    for (const check of [...this.waiters]) check();
  }
}

/** The stack with its live events (useStack), and the sockets a test opens, closed after each. */
export function useLiveStack(options: Omit<StackOptions, 'liveEvents'> = {}) {
  const stack = useStack({ ...options, liveEvents: true });
  const sockets: LiveSocket[] = [];
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });
  return { stack, sockets };
}

/** `from` writes `text` to `to` through the gateway, in their chat (started on the first message). */
export async function writeTo(
  gatewayUrl: string,
  from: Person,
  to: Person,
  text: string,
): Promise<string> {
  const { startChat } = await gql<{ startChat: { id: string } }>(
    gatewayUrl,
    'mutation ($userId: ID) { startChat(userId: $userId) { id } }',
    { userId: to.id },
    from.token,
  );
  await gql(
    gatewayUrl,
    'mutation ($chatId: ID!, $text: String) { sendMessage(chatId: $chatId, text: $text) { id } }',
    { chatId: startChat.id, text },
    from.token,
  );
  return startChat.id;
}

/** A time a place takes bookings at on a weekday (1 is Monday), with its tables. */
export interface BookableTime {
  dayOfWeek: number;
  time: string;
  tables: { seats: number; count: number }[];
}

/** The same bookable times on each day of the week, Monday to Sunday. */
export function everyDay(times: Omit<BookableTime, 'dayOfWeek'>[]): BookableTime[] {
  return [1, 2, 3, 4, 5, 6, 7].flatMap((dayOfWeek) =>
    times.map((time) => ({ dayOfWeek, ...time })),
  );
}

/**
 * Falcon Cafe in London, open 10:00-23:00 every day, taking bookings at `times` (its owner's
 * reservation settings), and its owner signed in: the booking files' set-up, not under test.
 */
export async function openFalconCafe(
  stack: StackUnderTest,
  times: BookableTime[],
): Promise<{ falcon: string; owner: Person }> {
  const falcon = await demoPlaceId(stack.apiUrl, LONDON, 'Falcon Cafe');
  const owner = await signIn(stack.apiUrl, 'owner1@tavola.test');
  await openAllDay(stack.api.db, falcon);
  await gql(
    stack.gatewayUrl,
    `mutation ($placeId: ID!, $input: ReservationSettingsInput!) {
      updateReservationSettings(placeId: $placeId, input: $input) { placeId }
    }`,
    { placeId: falcon, input: { isReservationsEnabled: true, times } },
    owner.token,
  );
  return { falcon, owner };
}
