// The HTTP transport to the api: base URL, bearer token, deadlines, the retry policy and error
// normalisation live here; the typed calls bound to one request are in client.ts.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import type { Logger } from 'pino';
import type { GraphQLError } from 'graphql';
import { BEARER_TOKEN_MAX_LENGTH, UPSTREAM_PATH_MAX_LENGTH } from '../messages.js';
import { PUBLIC_READ_TTL_MS, PublicReadCache } from './public-read-cache.js';
import {
  normaliseUpstreamError,
  type MessageOverrides,
  type UpstreamFailure,
} from '../errors/normalise.js';

export interface UpstreamOptions {
  apiUrl: string;
  /** Budget of one call from the first byte sent to the last byte read, retry included. */
  timeoutMs: number;
  connectTimeoutMs: number;
  logger: Logger;
}

export type QueryValue = string | number | boolean | undefined | null;
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface CallInit {
  /** The caller's bearer token, passed through unchanged. */
  token?: string | undefined;
  /** Operation-specific wording for SPEC section 8 (OPERATION_ERROR_MESSAGES). */
  messages?: MessageOverrides;
  /** The browser's address, sent as X-Forwarded-For (the api limits wrong passwords by it). */
  forwardedFor?: string | undefined;
}

// Errors where the request did not reach the api, or its connection broke before the answer
// (a kept-alive socket dying under it, the api killed): repeating a read is safe, and so is
// repeating a write with its Idempotency-Key. Timeouts are not here: the deadline is spent.
const RETRYABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/**
 * The HTTP transport to the api, one per gateway process: a keep-alive pool with explicit
 * deadlines (undici's own defaults are 300 s), one retry on connection errors (for writes only
 * with an Idempotency-Key, see `send`), and every failure turned into a GraphQL error by the
 * normaliser.
 */
export class Upstream {
  private readonly pool: Pool;
  /** Public, rarely changing reads (catalogues, cities) shared by all requests for a moment. */
  readonly publicReads = new PublicReadCache(PUBLIC_READ_TTL_MS);

  /** Whether the per-call debug line is written: decided once, not built on every call. */
  private readonly debugLines: boolean;

  constructor(private readonly options: UpstreamOptions) {
    this.debugLines = options.logger.isLevelEnabled('debug');
    this.pool = new Pool(options.apiUrl, {
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      // Below Node's default server keep-alive (5 s), so we never reuse a socket the api is closing.
      keepAliveTimeout: 4_000,
      connections: 64,
    });
  }

  get timeoutMs(): number {
    return this.options.timeoutMs;
  }

  get logger(): Logger {
    return this.options.logger;
  }

  /**
   * One call to the api with a JSON answer, retried once when the connection failed (see
   * `shouldRetry`). A signed-in caller's write carries a fresh Idempotency-Key, the same on its
   * retry: the api may have applied the write before the connection broke, and then answers the
   * retry as the first time instead of applying it again. The api keeps no keys of anonymous
   * writes (sign-in answers hold tokens), so those are never retried.
   */
  async send(
    method: HttpMethod,
    path: string,
    init: CallInit & { query?: Record<string, QueryValue>; json?: unknown } = {},
  ): Promise<unknown> {
    const fullPath = withQuery(path, init.query ?? {});
    if (fullPath.length > UPSTREAM_PATH_MAX_LENGTH) {
      throw this.fail({ kind: 'response', httpStatus: 400, body: undefined }, init.messages);
    }
    if (init.token !== undefined && !isWellFormedToken(init.token)) {
      // Refused as the api refuses a token it does not know, without calling it.
      throw this.fail({ kind: 'response', httpStatus: 401, body: undefined }, init.messages);
    }
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const started = performance.now();
    const headers = requestHeaders(init.token);
    if (init.forwardedFor) headers['x-forwarded-for'] = init.forwardedFor;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const keyed = method !== 'GET' && init.token !== undefined;
    if (keyed) headers['idempotency-key'] = randomUUID();
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await this.pool.request({
          method,
          path: fullPath,
          headers,
          body: init.json === undefined ? null : JSON.stringify(init.json),
          signal,
        });
        const body = await readBody(response);
        if (this.debugLines) {
          this.options.logger.debug(
            { method, path: fullPath, status: response.statusCode, ms: elapsed(started) },
            'upstream',
          );
        }
        const ok = response.statusCode >= 200 && response.statusCode < 300;
        if (ok && body.json) return body.value;
        // A success that is not JSON breaks the contract: report it as the api's internal error.
        const httpStatus = ok ? 500 : response.statusCode;
        throw this.fail({ kind: 'response', httpStatus, body: body.value }, init.messages);
      } catch (error) {
        if (isNormalised(error)) throw error;
        if (shouldRetry(method, error, attempt, keyed) && !signal.aborted) {
          this.options.logger.debug({ method, path: fullPath, err: errorSummary(error) }, 'retry');
          continue;
        }
        this.options.logger.warn(
          { method, path: fullPath, ms: elapsed(started), err: errorSummary(error) },
          'upstream unreachable',
        );
        throw this.fail({ kind: 'unreachable', cause: error }, init.messages);
      }
    }
  }

  /**
   * A raw GET for streaming proxies (`/uploads`): the caller pipes the body. Same pool and
   * deadlines; no retry, since the body may already be flowing to the browser.
   */
  async stream(
    path: string,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<Dispatcher.ResponseData> {
    return this.pool.request({ method: 'GET', path, headers, signal });
  }

  /**
   * A streamed POST for the image upload proxy: the body flows to the api as the browser sends it,
   * never held whole. No retry (the body is consumed); the caller owns the deadline (`signal`).
   */
  async streamUpload(
    path: string,
    headers: Record<string, string>,
    body: Readable,
    signal: AbortSignal,
  ): Promise<Dispatcher.ResponseData> {
    return this.pool.request({ method: 'POST', path, headers, body, signal });
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  private fail(failure: UpstreamFailure, messages: MessageOverrides | undefined): NormalisedError {
    const error = normaliseUpstreamError(failure, messages) as NormalisedError;
    error[normalised] = true;
    return error;
  }
}

const normalised = Symbol('normalised');
type NormalisedError = GraphQLError & { [normalised]?: true };

function isNormalised(error: unknown): error is NormalisedError {
  return typeof error === 'object' && error !== null && normalised in error;
}

function withQuery(path: string, query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const encoded = search.toString();
  return encoded ? `${path}?${encoded}` : path;
}

/** RFC 6750's token characters: what an Authorization header can carry as it is. */
const TOKEN_SHAPE = /^[A-Za-z0-9\-._~+/]+=*$/;

/**
 * Whether a caller's token can be sent as a header at all. A WebSocket's connection parameters
 * may hold any string (line breaks, characters past Latin-1, megabytes), which the HTTP client
 * would refuse to send (a 555 as if the api were down) or the api's server would refuse (431).
 */
export function isWellFormedToken(token: string): boolean {
  return token.length <= BEARER_TOKEN_MAX_LENGTH && TOKEN_SHAPE.test(token);
}

function requestHeaders(token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

async function readBody(
  response: Dispatcher.ResponseData,
): Promise<{ json: true; value: unknown } | { json: false; value: string }> {
  const text = await response.body.text();
  const type = response.headers['content-type'];
  if (typeof type === 'string' && type.includes('json')) {
    try {
      return { json: true, value: JSON.parse(text) };
    } catch {
      return { json: false, value: text };
    }
  }
  return { json: false, value: text };
}

/**
 * Retry policy: one more attempt, only when the connection itself failed, and for a write only
 * when it carries an Idempotency-Key (`keyed`).
 */
export function shouldRetry(
  method: HttpMethod,
  error: unknown,
  attempt: number,
  keyed = false,
): boolean {
  if ((method !== 'GET' && !keyed) || attempt > 1) return false;
  const code = errorCode(error);
  return code !== undefined && RETRYABLE_CODES.has(code);
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return code;
  return cause === undefined ? undefined : errorCode(cause);
}

function errorSummary(error: unknown): { name?: string; code?: string; message?: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  return { name: error.name, code: errorCode(error), message: error.message };
}
