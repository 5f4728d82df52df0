// Small GraphQL clients for tests: plain fetch for HTTP and graphql-ws (with `ws`) for WebSocket.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLErrorJson {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLResponse<T> {
  status: number;
  data?: T | null;
  errors?: GraphQLErrorJson[];
}

/** Who calls: a bearer token, or the session cookie pair as a browser sends it. */
export interface GraphQLAuth {
  token?: string;
  cookie?: string;
}

export async function graphql<T = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  auth: GraphQLAuth = {},
): Promise<GraphQLResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status'>;
  return { status: response.status, ...body };
}

/** One operation over graphql-ws; resolves with the single result or the error list. */
export async function graphqlOverWebSocket<T = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Omit<GraphQLResponse<T>, 'status'>> {
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
  });
  try {
    return await new Promise((resolve, reject) => {
      let result: Omit<GraphQLResponse<T>, 'status'> = {};
      client.subscribe<T>(
        { query, variables },
        {
          next: (value) => {
            result = value as Omit<GraphQLResponse<T>, 'status'>;
          },
          error: (error: unknown) => {
            if (Array.isArray(error)) resolve({ errors: error as GraphQLErrorJson[] });
            else reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
          },
          complete: () => resolve(result),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

/** Opens a raw WebSocket upgrade with the given Origin; resolves with the HTTP answer code. */
export function webSocketUpgradeStatus(gatewayUrl: string, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
      'graphql-transport-ws',
      {
        origin,
      },
    );
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', (error) => {
      if (socket.readyState !== WebSocket.CLOSED) reject(error);
    });
  });
}
