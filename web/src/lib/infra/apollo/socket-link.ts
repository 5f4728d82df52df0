import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { GRAPHQL_PATH } from '../../constants';
import { pushRetryAttempts, waitBeforeRetry } from './push-backoff';

/** A normal close (the lazy socket with nothing left to carry) is not a failure. */
const NORMAL_CLOSE_CODE = 1000;

/** The gateway closes a socket whose session is gone with this code: retrying cannot help. */
const SESSION_GONE_CLOSE_CODE = 4403;

function isSessionGone(event: unknown): boolean {
  return (
    typeof event === 'object' &&
    event !== null &&
    'code' in event &&
    (event as { code: unknown }).code === SESSION_GONE_CLOSE_CODE
  );
}

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
}

export interface SocketHandlers {
  /** The socket connected again after losing its connection. */
  onReconnected(): void;
  /** Waiting for the socket gave up: the back-off's last wait passed and it still failed. */
  onGaveUp(): void;
}

/** The subscriptions' link: graphql-ws to the gateway on the page's own origin, lazy. */
export function createSocketLink(handlers: SocketHandlers): GraphQLWsLink {
  const retryAttempts = pushRetryAttempts();
  // The retry whose wait last passed; -1 while connected. graphql-ws gives up (and fails the
  // subscriptions) when the socket closes again after the last allowed retry.
  let lastRetry = -1;
  return new GraphQLWsLink(
    createClient({
      url: webSocketUrl(),
      lazy: true,
      // SPEC: waiting for push backs off from 100 ms, doubling, and gives up above 10000 ms; the
      // subscriptions then fail with the connection error.
      retryAttempts,
      retryWait: async (retries) => {
        await waitBeforeRetry(retries);
        lastRetry = retries;
      },
      shouldRetry: (event) => !isSessionGone(event),
      on: {
        connected: (_socket, _payload, wasRetry) => {
          lastRetry = -1;
          if (wasRetry) handlers.onReconnected();
        },
        closed: (event) => {
          const code = (event as { code?: unknown } | null)?.code;
          if (code === NORMAL_CLOSE_CODE || lastRetry < retryAttempts - 1) return;
          lastRetry = -1;
          handlers.onGaveUp();
        },
      },
    }),
  );
}
