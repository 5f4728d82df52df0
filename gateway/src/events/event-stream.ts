// The gateway's one reader of the api's event stream (`GET /api/v2/events`, docs/live-events.md).
import { Client } from 'undici';
import type { Logger } from 'pino';
import { reconnectDelay } from './backoff.js';
import type { StreamEvent } from './stream-events.js';
import { StreamReader } from './stream-reader.js';

export const EVENTS_PATH = '/api/v2/events';

// The api sends `: ping` every 15 s; three missed pings mean the connection is dead even though
// no socket error said so (a half-open TCP connection), and we reconnect.
const STREAM_IDLE_MS = 45_000;

export interface EventStreamOptions {
  apiUrl: string;
  /** `EVENTS_SECRET`, sent as `Authorization: Bearer`; the stream is for gateways only. */
  secret: string;
  connectTimeoutMs: number;
  /** How long the api may take to answer the request's headers. */
  headersTimeoutMs: number;
  logger: Logger;
  /** Each relayed event, in stream order, each id once. */
  onEvent: (event: StreamEvent) => void;
  /** The wait before a reconnect; `reconnectDelay` unless a test says otherwise. */
  delay?: (failures: number) => number;
}

/**
 * Reads the stream, remembers the last id, and after any drop reconnects with `Last-Event-ID`
 * (waiting longer after each failure, up to a bound) so that nothing is missed or relayed twice.
 */
export class EventStreamConsumer {
  private readonly client: Client;
  private readonly reader: StreamReader;
  private isConnected = false;
  private stopped = false;
  private running: Promise<void> | undefined;
  private request: AbortController | undefined;
  private wake: (() => void) | undefined;
  private readonly waiting = new Set<() => void>();

  constructor(private readonly options: EventStreamOptions) {
    this.client = new Client(options.apiUrl, {
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.headersTimeoutMs,
      bodyTimeout: STREAM_IDLE_MS,
    });
    this.reader = new StreamReader(
      (event) => this.relay(event),
      (error) => options.logger.warn({ err: error }, 'event stream: unreadable line'),
    );
  }

  /** The id of the last event read: where a reconnect resumes. */
  get lastEventId(): string | undefined {
    return this.reader.lastEventId;
  }

  /** True while the stream is open (for logs and tests). */
  get connected(): boolean {
    return this.isConnected;
  }

  /**
   * Resolves true once the stream is open (at once when it is), false after `timeoutMs` or on
   * close. From then on every event the api commits reaches this gateway.
   */
  whenConnected(timeoutMs: number): Promise<boolean> {
    if (this.isConnected) return Promise.resolve(true);
    if (this.stopped) return Promise.resolve(false);
    return new Promise((resolve) => {
      const settle = () => {
        clearTimeout(timer);
        this.waiting.delete(settle);
        resolve(this.isConnected);
      };
      const timer = setTimeout(settle, timeoutMs);
      this.waiting.add(settle);
    });
  }

  start(): void {
    this.running ??= this.run();
  }

  /** Stops reading and waiting; resolves once the connection is closed. */
  async close(): Promise<void> {
    this.stopped = true;
    this.request?.abort();
    this.wake?.();
    for (const settle of [...this.waiting]) settle();
    await this.running;
    await this.client.destroy();
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      const opened = await this.readOnce(failures);
      if (this.stopped) break;
      // A stream that was open and ended is one failure, however long it lasted: the api is
      // likely restarting, and a quick first retry finds it as soon as it is back.
      failures = opened ? 1 : failures + 1;
      await this.pause((this.options.delay ?? reconnectDelay)(failures));
    }
  }

  /** One connection, read to its end. Resolves with whether the api accepted it. */
  private async readOnce(failures: number): Promise<boolean> {
    const { logger } = this.options;
    const controller = new AbortController();
    this.request = controller;
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      authorization: `Bearer ${this.options.secret}`,
    };
    const lastEventId = this.reader.lastEventId;
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    try {
      const response = await this.client.request({
        method: 'GET',
        path: EVENTS_PATH,
        headers,
        signal: controller.signal,
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        const level = response.statusCode === 401 ? 'error' : 'warn';
        logger[level](
          { status: response.statusCode },
          response.statusCode === 401
            ? 'event stream refused: EVENTS_SECRET differs from the api'
            : 'event stream refused',
        );
        return false;
      }
      this.isConnected = true;
      logger.info({ lastEventId }, 'event stream connected');
      for (const settle of [...this.waiting]) settle();
      this.reader.reconnected();
      // Bytes, not text: a character may be split between two chunks.
      const decoder = new TextDecoder();
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        this.reader.feed(decoder.decode(chunk, { stream: true }));
      }
      if (!this.stopped) logger.warn({ lastEventId: this.lastEventId }, 'event stream ended');
      return true;
    } catch (error) {
      if (this.stopped) return this.isConnected;
      const wasConnected = this.isConnected;
      // Every failure of a long outage would say the same: the first one is enough at warn.
      const level = wasConnected || failures === 0 ? 'warn' : 'debug';
      logger[level]({ err: error, lastEventId: this.lastEventId }, 'event stream dropped');
      return wasConnected;
    } finally {
      this.isConnected = false;
      this.request = undefined;
    }
  }

  private relay(event: StreamEvent): void {
    if (event.type === 'reset')
      this.options.logger.warn('event stream reset: clients are told to refetch');
    try {
      this.options.onEvent(event);
    } catch (error) {
      this.options.logger.error({ err: error, id: event.id }, 'event stream: relay failed');
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
