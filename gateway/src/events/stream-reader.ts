// Server-sent-event text -> the events the gateway relays, each id once, across reconnects.
import { createParser, type EventSourceMessage, type EventSourceParser } from 'eventsource-parser';
import { isAfter, readStreamEvent, type StreamEvent } from './stream-events.js';

export class StreamReader {
  private lastId: string | undefined;
  private readonly parser: EventSourceParser;

  constructor(
    private readonly onEvent: (event: StreamEvent) => void,
    onUnreadable: (error: Error) => void = () => {},
  ) {
    this.parser = createParser({
      onEvent: (message) => this.receive(message),
      onError: onUnreadable,
    });
  }

  /** The id of the last event read: what a reconnect sends as `Last-Event-ID`. */
  get lastEventId(): string | undefined {
    return this.lastId;
  }

  /** The next piece of the stream, cut anywhere (mid-line, mid-event). */
  feed(chunk: string): void {
    this.parser.feed(chunk);
  }

  /** A new connection begins: what was left of a cut event is dropped, the last id is kept. */
  reconnected(): void {
    this.parser.reset();
  }

  private receive(message: EventSourceMessage): void {
    // A resume starts after our last id; anything at or before it was relayed already.
    if (message.event !== 'reset' && !isAfter(message.id, this.lastId)) return;
    const event = readStreamEvent(message);
    // After a reset the api's ids may even restart (a new database), so the old last id cannot
    // be compared with them any more: the reset's own id (or none) takes its place.
    if (message.event === 'reset' || message.id !== undefined) this.lastId = message.id;
    if (event) this.onEvent(event);
  }
}
