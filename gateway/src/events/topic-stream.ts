// One subscriber of one live topic. Iterated, it is an ordinary async iterator (what graphql-js
// expects of a subscription's source). Attached to a socket (see shared-execution.ts), it hands
// each event straight to that socket's writer instead, so an event reaching ten thousand sockets
// costs no async iteration per socket.

/** Events a subscriber may fall behind by before its stream ends (its client then refetches). */
export const MAX_QUEUED_EVENTS = 1024;

/** Writes one event to a socket; given by the socket's subscription, see `TopicStream.attach`. */
export type EventWriter<T> = (event: T) => void;

export class TopicStream<T> implements AsyncIterableIterator<T> {
  private queue: T[] = [];
  private waiting: ((result: IteratorResult<T, undefined>) => void) | undefined;
  private writer: EventWriter<T> | undefined;
  private ended = false;

  /**
   * @param onEnd told once when the stream ends (returned, or too far behind).
   * @param accepts which events of the topic this subscriber wants (all by default).
   */
  constructor(
    private readonly onEnd: (stream: TopicStream<T>) => void,
    private readonly accepts: (event: T) => boolean = () => true,
  ) {}

  /** From now on every event goes to `writer`, none to an iterator. */
  attach(writer: EventWriter<T>): void {
    this.writer = writer;
  }

  get isEnded(): boolean {
    return this.ended;
  }

  push(event: T): void {
    if (this.ended || !this.accepts(event)) return;
    if (this.writer) return this.writer(event);
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      waiting({ value: event, done: false });
    } else if (this.queue.length < MAX_QUEUED_EVENTS) {
      this.queue.push(event);
    } else {
      // A consumer this far behind has lost track anyway: ending tells it so, and it refetches.
      this.end();
    }
  }

  next(): Promise<IteratorResult<T, undefined>> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve({ value: queued, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<T, undefined>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<T, undefined>> {
    this.end();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.queue = [];
    this.writer = undefined;
    this.onEnd(this);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.({ value: undefined, done: true });
  }
}
