// Subscriptions for graphql-ws whose results are computed and serialised once per event and
// selection, however many sockets receive the event.
import {
  createSourceEventStream,
  execute,
  print,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FormattedExecutionResult,
} from 'graphql';
import { CLOSE_REFETCH } from './live-sockets.js';
import { TopicStream } from './topic-stream.js';

type Execute = (args: ExecutionArgs) => ExecutionResult | Promise<ExecutionResult>;
type OperationResult = AsyncIterable<ExecutionResult> | ExecutionResult;
/** What goes on the wire for a result: graphql-ws's `next` payload, errors formatted. */
export type FormatResult = (result: ExecutionResult) => FormattedExecutionResult;

/** The part of a `ws` WebSocket a subscription writes to. */
export interface LiveSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(frame: string): void;
  close(code: number, reason: string): void;
}

/** Where one graphql-ws operation's results go: its socket and its operation id. */
export interface SubscriptionDelivery {
  socket: LiveSocket;
  id: string;
}

/** `WebSocket.OPEN`. */
const OPEN = 1;
/**
 * Bytes a socket may have unsent before it counts as stalled. A stalled socket is closed to
 * reconnect and refetch rather than buffering events for it without end.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface SharedSubscribeOptions {
  execute?: Execute;
  format?: FormatResult;
  /** The socket and operation id of a subscription's context, when it has them. */
  deliveryOf?: (contextValue: unknown) => SubscriptionDelivery | undefined;
}

/**
 * graphql-js's `subscribe`, except that each event's result is kept beside the event object
 * (weakly, so it goes when the event does) under the operation's selection: its printed document,
 * operation name and variables. Every socket subscribed with that selection gets the one result.
 *
 * A subscription whose source is a live topic and whose context names its socket is not iterated
 * at all: each event's serialised result is written to the socket as a graphql-ws `next` message
 * right away, and the iterator handed to graphql-ws only serves to end it (complete or close).
 *
 * This is sound because the pubsub hands the same event object to everyone entitled to the same
 * content (a notification to each of its audience; a person's counters to each of their sockets),
 * and the subscription payloads (Notification, Counters) resolve from the event alone, never from
 * the caller's context. A field that reads the context would have to key by the caller as well.
 * A stream's first value (the counters as they are when it subscribed, see TopicStream.startWith)
 * is an object of that one subscriber's, so its result is nobody else's.
 */
export function createSharedSubscribe(
  options: SharedSubscribeOptions = {},
): (args: ExecutionArgs) => Promise<OperationResult> {
  const executeOnce = options.execute ?? execute;
  const format = options.format ?? ((result: ExecutionResult) => result);
  const results = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
  const payloads = new WeakMap<object, Map<string, string | Promise<string>>>();

  /** The one value per event and selection that `make` gives, made on first use. */
  function once<V>(
    cache: WeakMap<object, Map<string, V>>,
    event: unknown,
    selection: string,
    make: () => V,
  ): V {
    if (typeof event !== 'object' || event === null) return make();
    let bySelection = cache.get(event);
    if (!bySelection) cache.set(event, (bySelection = new Map()));
    let value = bySelection.get(selection);
    if (value === undefined) bySelection.set(selection, (value = make()));
    return value;
  }

  return async (args) => {
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source;
    const selection = selectionKey(args);
    const resultOf = (event: unknown) =>
      once(results, event, selection, () =>
        Promise.resolve(executeOnce({ ...args, rootValue: event })),
      );

    const delivery = options.deliveryOf?.(args.contextValue);
    if (source instanceof TopicStream && delivery) {
      const serialise = (result: ExecutionResult) => JSON.stringify(format(result));
      // Synchronous resolvers give a result at once, and then every socket is written to in the
      // same tick as the publish, without a promise per socket.
      const payloadOf = (event: unknown) =>
        once(payloads, event, selection, () => {
          const result = executeOnce({ ...args, rootValue: event });
          return isPromise(result) ? result.then(serialise) : serialise(result);
        });
      attachToSocket(source, delivery, payloadOf);
      return source as AsyncIterable<never>;
    }
    return mapEvents(source, resultOf);
  };
}

/** Writes each event's payload to the socket, in the order the events came. */
function attachToSocket(
  stream: TopicStream<unknown>,
  { socket, id }: SubscriptionDelivery,
  payloadOf: (event: unknown) => string | Promise<string>,
): void {
  const prefix = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
  const write = (payload: string) => {
    if (stream.isEnded || socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(CLOSE_REFETCH.code, CLOSE_REFETCH.reason);
      return;
    }
    socket.send(`${prefix}${payload}}`);
  };
  const fail = () => socket.close(1011, 'Internal Error');
  // Payloads still being computed; while any is, later ones wait their turn to keep the order.
  let waiting = 0;
  let previous: Promise<void> = Promise.resolve();
  stream.attach((event) => {
    const payload = payloadOf(event);
    if (typeof payload === 'string' && waiting === 0) return write(payload);
    waiting += 1;
    previous = previous
      .then(() => payload)
      .then(write, fail)
      .finally(() => {
        waiting -= 1;
      });
  });
}

async function* mapEvents(
  source: AsyncIterable<unknown>,
  resultOf: (event: unknown) => Promise<ExecutionResult>,
): AsyncGenerator<ExecutionResult, void, undefined> {
  for await (const event of source) yield await resultOf(event);
}

const printed = new WeakMap<DocumentNode, string>();

/** What makes two subscriptions' results equal for the same event. */
export function selectionKey(
  args: Pick<ExecutionArgs, 'document' | 'operationName' | 'variableValues'>,
): string {
  let document = printed.get(args.document);
  if (document === undefined) printed.set(args.document, (document = print(args.document)));
  return JSON.stringify([document, args.operationName ?? null, args.variableValues ?? {}]);
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === 'function'
  );
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as Partial<Promise<T>>).then === 'function';
}
