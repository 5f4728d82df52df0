// Every HTTP call to the api goes through undici, which reports each request on diagnostics
// channels: the request id is added there (whichever module made the call) and the call is timed,
// without the REST client knowing.
import diagnostics from 'node:diagnostics_channel';
import { currentRequestId, REQUEST_ID_HEADER } from '@tavola/server-kit/request-context';

/** What undici's diagnostics messages carry of a request (undici/docs/api/DiagnosticsChannel). */
export interface UndiciRequest {
  origin: string | URL;
  method: string;
  path: string;
  /** Flat name, value, name, value ... */
  headers: string | string[];
  addHeader(name: string, value: string): void;
}

export interface UpstreamCall {
  origin: string;
  method: string;
  path: string;
  /** The HTTP status, or undefined when the call failed without an answer. */
  status: number | undefined;
  seconds: number;
}

const started = new WeakMap<UndiciRequest, number>();
const watchers = new Set<(call: UpstreamCall) => void>();
let subscribed = false;

function hasRequestId(request: UndiciRequest): boolean {
  const headers = request.headers;
  if (typeof headers === 'string') return headers.toLowerCase().includes(`${REQUEST_ID_HEADER}:`);
  for (let i = 0; i < headers.length; i += 2) {
    if (headers[i]?.toLowerCase() === REQUEST_ID_HEADER) return true;
  }
  return false;
}

function finish(request: UndiciRequest, status: number | undefined): void {
  const start = started.get(request);
  if (start === undefined) return;
  started.delete(request);
  const call: UpstreamCall = {
    origin: String(request.origin),
    method: request.method,
    path: request.path,
    status,
    seconds: (performance.now() - start) / 1000,
  };
  for (const watcher of watchers) watcher(call);
}

const statuses = new WeakMap<UndiciRequest, number>();

function subscribe(): void {
  if (subscribed) return;
  subscribed = true;
  diagnostics.subscribe('undici:request:create', (message) => {
    const { request } = message as { request: UndiciRequest };
    started.set(request, performance.now());
    // Published synchronously inside the caller's `request()`: the caller's request is current.
    const requestId = currentRequestId();
    if (requestId !== undefined && !hasRequestId(request)) {
      request.addHeader(REQUEST_ID_HEADER, requestId);
    }
  });
  diagnostics.subscribe('undici:request:headers', (message) => {
    const { request, response } = message as {
      request: UndiciRequest;
      response: { statusCode: number };
    };
    statuses.set(request, response.statusCode);
  });
  diagnostics.subscribe('undici:request:trailers', (message) => {
    const { request } = message as { request: UndiciRequest };
    finish(request, statuses.get(request));
  });
  diagnostics.subscribe('undici:request:error', (message) => {
    const { request } = message as { request: UndiciRequest };
    finish(request, undefined);
  });
}

/** Calls `watcher` with each finished HTTP call this process made; returns the unsubscribe. */
export function watchUpstreamCalls(watcher: (call: UpstreamCall) => void): () => void {
  subscribe();
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}
