// One subscriber of one live topic. Iterated, it is an ordinary async iterator (what graphql-js
// expects of a subscription's source). Attached to a socket (see shared-execution.ts), it hands
// each event straight to that socket's writer instead, so an event reaching ten thousand sockets
// costs no async iteration per socket.
//
// A stream may start with a first value that is still being read (`startWith`): the subscriber's
// current state, read once it is registered. Events pushed meanwhile wait behind it, so nothing
// older is delivered after something newer, iterated or attached alike.

/** Events a subscriber may fall behind by before its stream ends (its client then refetches). */
export const MAX_QUEUED_EVENTS = 1024;

/** Writes one event to a socket; given by the socket's subscription, see `TopicStream.attach`. */
export type EventWriter<T> = (event: T) => void;

export class TopicStream<T> implements AsyncIterableIterator<T> {
  private queue: T[] = [];
  /** Events pushed while the first value is read, in order; undefined when none is awaited. */
  private held: T[] | undefined;
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

  /**
   * From now on every event goes to `writer`, none to an iterator. Events already waiting for an
   * iterator (a first value that was at hand at once) go to it first, in order.
   */
  attach(writer: EventWriter<T>): void {
    this.writer = writer;
    for (const event of this.queue.splice(0)) {
      if (this.ended) return;
      writer(event);
    }
  }

  /**
   * Delivers `first`, once it settles, before every event pushed from now on; those pushed
   * meanwhile wait and follow it in their order. `first` is the subscriber's current state, not
   * an event of the topic, so `accepts` does not judge it. When it settles to undefined or fails,
   * only the events that waited are delivered (the subscription itself goes on). Once per stream.
   */
  startWith(first: Promise<T | undefined>): void {
    if (this.ended || this.held) return;
    this.held = [];
    const release = (value: T | undefined) => {
      const held = this.held ?? [];
      this.held = undefined;
      try {
        if (value !== undefined && !this.ended) this.deliver(value);
        for (const event of held) {
          if (this.ended) return;
          this.deliver(event);
        }
      } catch {
        // A writer that throws has a socket gone bad. No publish is under way to log it and go on
        // to the next subscriber, so this stream ends rather than fail unheard.
        this.end();
      }
    };
    first.then(release, () => release(undefined));
  }

  get isEnded(): boolean {
    return this.ended;
  }

  push(event: T): void {
    if (this.ended || !this.accepts(event)) return;
    const held = this.held;
    if (!held) return this.deliver(event);
    if (held.length < MAX_QUEUED_EVENTS) held.push(event);
    // As below: a first value this slow leaves the subscriber behind for good.
    else this.end();
  }

  private deliver(event: T): void {
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
    this.held = undefined;
    this.writer = undefined;
    this.onEnd(this);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.({ value: undefined, done: true });
  }
}
