// Subscriptions for graphql-ws whose results are computed once per event and selection, however
// many sockets receive the event.
import {
  createSourceEventStream,
  execute,
  print,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import { map, pipe } from '@graphql-yoga/subscription';

type Execute = (args: ExecutionArgs) => ExecutionResult | Promise<ExecutionResult>;
type OperationResult = AsyncIterable<ExecutionResult> | ExecutionResult;

/**
 * graphql-js's `subscribe`, except that each event's result is kept beside the event object (weakly,
 * so it goes when the event does) under the operation's selection: its printed document, operation
 * name and variables. Every socket subscribed with that selection gets the one result.
 *
 * This is sound because the pubsub hands the same event object to everyone entitled to the same
 * content (a notification to each of its audience; a person's counters to each of their sockets),
 * and the subscription payloads (Notification, Counters) resolve from the event alone, never from
 * the caller's context. A field that reads the context would have to key by the caller as well.
 */
export function createSharedSubscribe(
  executeOnce: Execute = execute,
): (args: ExecutionArgs) => Promise<OperationResult> {
  const resultsByEvent = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
  return async (args) => {
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source;
    const selection = selectionKey(args);
    return pipe(
      source,
      map((event: unknown): Promise<ExecutionResult> => {
        const run = () => Promise.resolve(executeOnce({ ...args, rootValue: event }));
        if (typeof event !== 'object' || event === null) return run();
        let results = resultsByEvent.get(event);
        if (!results) resultsByEvent.set(event, (results = new Map()));
        let result = results.get(selection);
        if (!result) results.set(selection, (result = run()));
        return result;
      }),
    );
  };
}

/** What makes two subscriptions' results equal for the same event. */
export function selectionKey(
  args: Pick<ExecutionArgs, 'document' | 'operationName' | 'variableValues'>,
): string {
  return JSON.stringify([
    print(args.document),
    args.operationName ?? null,
    args.variableValues ?? {},
  ]);
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === 'function'
  );
}
