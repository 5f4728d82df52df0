// Small GraphQL clients for tests: plain fetch for HTTP and graphql-ws (with `ws`) for WebSocket,
// and raw senders for what no client library sends (exact bytes and headers, raw frames).
import http from 'node:http';
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

/** An HTTP answer, with the Set-Cookie header the gateway sent (null without one). */
export interface GraphQLHttpResponse<T> extends GraphQLResponse<T> {
  setCookie: string | null;
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
): Promise<GraphQLHttpResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status'>;
  return { status: response.status, ...body, setCookie: response.headers.get('set-cookie') };
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

/**
 * A graphql-ws client connected to the gateway (no retries), and the close code it will see when
 * the server closes it.
 */
export async function connectedSocket(gatewayUrl: string) {
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
  });
  await new Promise<void>((resolve) => client.on('connected', () => resolve()));
  const closed = new Promise<number>((resolve) =>
    client.on('closed', (event) => resolve((event as { code: number }).code)),
  );
  return { client, closed };
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

export interface RawReply {
  status: number;
  /** The body, parsed when it is JSON. */
  body: unknown;
}

export interface RawPostOptions {
  /** Exactly these headers: nothing is added (no content type; a length unless `chunked`). */
  headers?: Record<string, string>;
  /** Send from this local address (any of 127.0.0.0/8), as a browser at that address. */
  from?: string;
  /** Send without a content length, in chunks, as a stream of unknown size. */
  chunked?: boolean;
}

/** POSTs exactly `body` to the gateway's /graphql with node:http. */
export function postRaw(
  gatewayUrl: string,
  body: string | Buffer,
  options: RawPostOptions = {},
): Promise<RawReply> {
  const url = new URL(`${gatewayUrl}/graphql`);
  const headers: Record<string, string | number> = { ...options.headers };
  if (!options.chunked) headers['content-length'] = Buffer.byteLength(body);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers,
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: the text as it came.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    // A server refusing a large body may close before it is all written; its answer counts.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (options.chunked) {
      const bytes = Buffer.from(body);
      for (let start = 0; start < bytes.length; start += 64 * 1024) {
        request.write(bytes.subarray(start, start + 64 * 1024));
      }
      request.end();
    } else {
      request.end(body);
    }
  });
}

/** One GraphQL POST from the local address `from`, so the gateway (and the api) see that address. */
export async function graphqlFrom<T = Record<string, unknown>>(
  gatewayUrl: string,
  from: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse<T>> {
  const reply = await postRaw(gatewayUrl, JSON.stringify({ query, variables }), {
    headers: { 'content-type': 'application/json' },
    from,
  });
  return { status: reply.status, ...(reply.body as Omit<GraphQLResponse<T>, 'status'>) };
}

export interface FramesReply {
  /** The close code, or undefined when the socket was still open at the end. */
  closeCode: number | undefined;
  /** Every message the gateway sent after its acknowledgement, parsed. */
  messages: { type: string; id?: string; payload?: unknown }[];
}

export interface FramesOptions {
  /** The payload of `connection_init` (the token, for one). */
  connectionParams?: Record<string, unknown>;
  /** How long to gather messages at most. */
  waitMs?: number;
}

/**
 * A graphql-ws connection that sends these raw frames once acknowledged, and gathers what comes
 * back until the gateway closes the socket, a result is complete or failed, or `waitMs` passed.
 */
export function webSocketFrames(
  gatewayUrl: string,
  frames: (string | Buffer)[],
  { connectionParams, waitMs = 5_000 }: FramesOptions = {},
): Promise<FramesReply> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
      'graphql-transport-ws',
    );
    const messages: FramesReply['messages'] = [];
    let settled = false;
    const finish = (closeCode: number | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ closeCode, messages });
      if (closeCode === undefined) socket.close();
    };
    const timer = setTimeout(() => finish(undefined), waitMs);
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: connectionParams })),
    );
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as FramesReply['messages'][number];
      if (message.type === 'connection_ack') {
        for (const frame of frames) socket.send(frame);
        return;
      }
      messages.push(message);
      if (message.type === 'complete' || message.type === 'error') finish(undefined);
    });
    socket.on('close', (code) => finish(code));
    socket.on('error', (error) => {
      if (!settled && socket.readyState !== WebSocket.CLOSED) reject(error);
    });
  });
}
