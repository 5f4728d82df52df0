// Live events in one gateway process: the stream consumer, the pubsub it feeds, and the registry
// of signed-in sockets. Every gateway instance runs its own (no broker between instances).
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { reconnectDelay } from './backoff.js';
import { EventStreamConsumer } from './event-stream.js';
import {
  createLivePubSub,
  deliveriesOf,
  publishDeliveries,
  type LivePubSub,
} from './live-pubsub.js';
import { CLOSE_REFETCH, LiveSockets } from './live-sockets.js';
import { PresenceReporter } from './presence-reporter.js';
import type { SubscriptionDelivery } from './shared-execution.js';
import type { StreamEvent } from './stream-events.js';

export interface Live {
  pubsub: LivePubSub;
  sockets: LiveSockets;
  /** Undefined when `EVENTS_SECRET` is not set: subscriptions are accepted but stay silent. */
  stream: EventStreamConsumer | undefined;
  /** Tells the api who has a socket open here (web push); undefined without `EVENTS_SECRET`. */
  presence: PresenceReporter | undefined;
  start(): void;
  /**
   * Waits (at most `timeoutMs`) until the stream is open, so that a client that refetches once
   * its socket is acknowledged misses nothing between its refetch and the first event relayed.
   */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** What a resolver sees of live events: the pubsub, the sockets, and a socket's own person. */
export interface LiveContext {
  pubsub: LivePubSub;
  sockets: LiveSockets;
  /** The person a WebSocket connection authenticated; undefined for visitors and on HTTP. */
  userId?: string | undefined;
  /** On a WebSocket, where the operation's results go (see shared-execution.ts). */
  delivery?: SubscriptionDelivery | undefined;
}

export function createLive(
  config: Pick<
    GatewayConfig,
    | 'apiUrl'
    | 'eventsSecret'
    | 'eventsReconnectMaxMs'
    | 'upstreamConnectTimeoutMs'
    | 'upstreamTimeoutMs'
  >,
  logger: Logger,
): Live {
  const pubsub = createLivePubSub(logger);
  const presence = config.eventsSecret
    ? new PresenceReporter({
        apiUrl: config.apiUrl,
        secret: config.eventsSecret,
        userIds: () => sockets.userIds(),
        timeoutMs: config.upstreamTimeoutMs,
        logger,
      })
    : undefined;
  const sockets = new LiveSockets(() => presence?.changed());
  const relay = (event: StreamEvent) => {
    // What was missed is unknown. The lists a client shows cannot be read again here; clients
    // refetch them after every reconnect, and the counters subscription they make again starts
    // with the current counters (docs/live-events.md), so they are sent to reconnect.
    if (event.type === 'reset') sockets.closeAll(CLOSE_REFETCH);
    // Whichever gateway the logout came through: this one closes the person's sockets here.
    else if (event.type === 'session.ended')
      for (const userId of event.userIds) sockets.closeUser(userId);
    else publishDeliveries(pubsub, deliveriesOf(event));
  };
  const stream = config.eventsSecret
    ? new EventStreamConsumer({
        apiUrl: config.apiUrl,
        secret: config.eventsSecret,
        connectTimeoutMs: config.upstreamConnectTimeoutMs,
        headersTimeoutMs: config.upstreamTimeoutMs,
        logger,
        onEvent: relay,
        delay: (failures) => reconnectDelay(failures, Math.random, config.eventsReconnectMaxMs),
      })
    : undefined;
  return {
    pubsub,
    sockets,
    stream,
    presence,
    start() {
      presence?.start();
      if (stream) stream.start();
      else
        logger.warn(
          'EVENTS_SECRET is not set: the api event stream is off, subscriptions deliver nothing',
        );
    },
    async ready(timeoutMs) {
      await stream?.whenConnected(timeoutMs);
    },
    async close() {
      await Promise.all([stream?.close(), presence?.close()]);
    },
  };
}
