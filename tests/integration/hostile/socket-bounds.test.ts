// Bounded WebSockets on the real gateway: past WS_SUBSCRIPTIONS_PER_SOCKET a subscribe gets a
// graphql-ws error (429 TOO_MANY_REQUESTS) while the socket's other subscriptions keep working,
// and past WS_SOCKETS_PER_ADDRESS one more socket from the address is closed with 4429.
import { createClient, type Client } from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signInDemo } from '../../support/people.js';
import { useStack } from '../../support/stack.js';

const SUBSCRIPTIONS = 5;
const SOCKETS = 3;
const stack = useStack({
  gateway: { subscriptionsPerSocket: SUBSCRIPTIONS, socketsPerAddress: SOCKETS },
});

const opened: (Client | WebSocket)[] = [];
afterEach(async () => {
  await Promise.all(
    opened.splice(0).map((item) => (item instanceof WebSocket ? item.close() : item.dispose())),
  );
});

const wsUrl = () => `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`;

function client(token: string): Client {
  const made = createClient({
    url: wsUrl(),
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  opened.push(made);
  return made;
}

/** A subscription that stays open; `ended` resolves with its errors if it ends. */
function subscribe(on: Client) {
  let unsubscribe = () => {};
  const ended = new Promise<{ extensions?: Record<string, unknown> }[]>((resolve) => {
    unsubscribe = on.subscribe(
      { query: 'subscription { messageAdded { id } }' },
      {
        next: () => {},
        error: (error) => resolve(error as { extensions?: Record<string, unknown> }[]),
        complete: () => resolve([]),
      },
    );
  });
  return { ended, unsubscribe };
}

/** A query on the same socket, to show it still works. */
function query(on: Client): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let data: unknown;
    on.subscribe(
      { query: '{ cities(query: "London", limit: 1) { name } }' },
      { next: (result) => (data = result.data), error: reject, complete: () => resolve(data) },
    );
  });
}

/** The close code of a raw socket that is opened and sent graphql-ws's connection_init. */
function closeCodeOf(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
}

describe('subscriptions per socket', () => {
  it(`refuses the subscribe past ${SUBSCRIPTIONS}; the socket goes on`, async () => {
    const socket = client((await signInDemo(stack.apiUrl, 'user16')).token);
    const running = Array.from({ length: SUBSCRIPTIONS - 1 }, () => subscribe(socket));
    // The others are open (no error) by the time a query on the same socket answers.
    expect(await query(socket)).toEqual({ cities: [{ name: 'London' }] });
    running.push(subscribe(socket));
    const refused = await subscribe(socket).ended;
    expect(refused[0]?.extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      status: 'LogicalError',
      httpStatus: 429,
      message: 'Too many subscriptions on one connection',
    });
    // The refusal ended nothing else...
    const settled = await Promise.race([
      Promise.any(running.map((item) => item.ended)).then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('open'), 500)),
    ]);
    expect(settled).toBe('open');
    // ...and once one ends, the socket takes another operation.
    running[0]?.unsubscribe();
    await expect(query(socket)).resolves.toEqual({ cities: [{ name: 'London' }] });
  });
});

describe('sockets per address', () => {
  it(`closes socket number ${SOCKETS + 1} from one address with 4429`, async () => {
    const sockets = Array.from({ length: SOCKETS }, () => {
      const made = new WebSocket(wsUrl(), 'graphql-transport-ws');
      opened.push(made);
      return made;
    });
    await Promise.all(sockets.map((made) => new Promise((resolve) => made.once('open', resolve))));
    const extra = new WebSocket(wsUrl(), 'graphql-transport-ws');
    opened.push(extra);
    expect(await closeCodeOf(extra)).toBe(4429);
    // Once one closes, the address may open another.
    const first = sockets[0]!;
    const closed = closeCodeOf(first);
    first.close();
    await closed;
    const again = new WebSocket(wsUrl(), 'graphql-transport-ws');
    opened.push(again);
    await new Promise((resolve) => again.once('open', resolve));
    const stillOpen = await Promise.race([
      closeCodeOf(again).then((code) => code),
      new Promise((resolve) => setTimeout(() => resolve('open'), 500)),
    ]);
    expect(stillOpen).toBe('open');
  });
});
