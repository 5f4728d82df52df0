// The one door to the api: base URL, bearer token, deadlines, the retry policy and error
// normalisation live here; resolvers only see typed methods and GraphQL errors.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import type { Logger } from 'pino';
import type { GraphQLError } from 'graphql';
import { fillPath, type Call, type Operation, type QueryOf } from './operations.js';
import { BEARER_TOKEN_MAX_LENGTH, UPSTREAM_PATH_MAX_LENGTH } from '../messages.js';
import { PUBLIC_READ_TTL_MS, PublicReadCache } from './public-read-cache.js';
import {
  normaliseUpstreamError,
  type MessageOverrides,
  type UpstreamFailure,
} from '../errors/normalise.js';
import type {
  RestCategory,
  RestCity,
  RestCuisine,
  RestDresscode,
  RestOrganisation,
  RestPlace,
  RestPlaceFull,
  RestUser,
} from './types.js';

export interface UpstreamOptions {
  apiUrl: string;
  /** Budget of one call from the first byte sent to the last byte read, retry included. */
  timeoutMs: number;
  connectTimeoutMs: number;
  logger: Logger;
}

type QueryValue = string | number | boolean | undefined | null;
type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

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

/** GET /places query parameters (SPEC section 7), as the places resolvers build them. */
export type PlaceListParams = Omit<QueryOf<Operation<'/api/v1/places', 'get'>>, 'response_type'>;

export interface TavolaApiHooks {
  /** Called when the api refused this request's token with 401 (accounts: clear the cookie). */
  onUnauthorized?: (() => void) | undefined;
  /** The caller's address, passed on as X-Forwarded-For (the api limits wrong passwords by it). */
  clientIp?: string | undefined;
}

/**
 * The api's operations, bound to one request's bearer token. `get`, `post`, `patch`, `put` and
 * `delete` take a path of the OpenAPI document and that operation's path parameters, query and
 * body, and answer its success JSON: every type comes from the document (src/rest/operations.ts).
 * Calls may be retried once on a connection error; writes only with an Idempotency-Key.
 */
export class TavolaApi {
  constructor(
    private readonly upstream: Upstream,
    private readonly token?: string,
    private readonly hooks: TavolaApiHooks = {},
  ) {}

  readonly get: Call<'get'> = (path, ...[options]) => this.call('GET', path, options);
  readonly post: Call<'post'> = (path, ...[options]) => this.call('POST', path, options);
  readonly patch: Call<'patch'> = (path, ...[options]) => this.call('PATCH', path, options);
  readonly put: Call<'put'> = (path, ...[options]) => this.call('PUT', path, options);
  readonly delete: Call<'delete'> = (path, ...[options]) => this.call('DELETE', path, options);

  async listCategories(): Promise<RestCategory[]> {
    return this.upstream.publicReads.get(
      'categories',
      async () => (await this.get('/api/v1/categories')).data.categories,
    );
  }

  async listCuisines(): Promise<RestCuisine[]> {
    return this.upstream.publicReads.get(
      'cuisines',
      async () => (await this.get('/api/v1/cuisines')).data.cuisines,
    );
  }

  async listDresscodes(): Promise<RestDresscode[]> {
    return this.upstream.publicReads.get(
      'dresscodes',
      async () => (await this.get('/api/v1/dresscodes')).data.dresscodes,
    );
  }

  async listCities(query: { query?: string; limit?: number }): Promise<RestCity[]> {
    return (await this.get('/api/v1/cities', { query })).data.cities;
  }

  /** Batch read for the city loader; unknown ids are simply absent from the answer. */
  /** Cities are public and change rarely: ids read in the last moment cost no call. */
  async citiesByIds(ids: readonly string[]): Promise<RestCity[]> {
    const reads = this.upstream.publicReads;
    const known = ids.map((id) => reads.peek<RestCity>(`city:${id}`));
    const missing = ids.filter((_, index) => !known[index]);
    const read =
      missing.length === 0
        ? []
        : (await this.get('/api/v1/cities', { query: { ids: missing.join(',') } })).data.cities;
    for (const city of read) reads.put(`city:${city.id}`, city);
    const cached = await Promise.all(known.filter((city) => city !== undefined));
    return [...cached, ...read];
  }

  async closestCity(lat: number, lon: number): Promise<RestCity> {
    return (await this.get('/api/v1/cities/closest', { query: { lat, lon } })).data.city;
  }

  async city(idOrLatinName: string): Promise<RestCity> {
    return this.upstream.publicReads.get(
      `city:${idOrLatinName}`,
      async () =>
        (await this.get('/api/v1/cities/{idOrLatinName}', { path: { idOrLatinName } })).data.city,
    );
  }

  /** A page of places, short form; the caller has turned its arguments into `params`. */
  async listPlaces(params: PlaceListParams): Promise<RestPlace[]> {
    const query = { ...params, response_type: 'short' as const };
    return (await this.get('/api/v1/places', { query })).data.places;
  }

  /** Places by id in the asked order (short form); ids the caller may not see are left out. */
  async placesByIds(
    ids: readonly string[],
    position: { lat?: number | undefined; lon?: number | undefined } = {},
  ): Promise<RestPlace[]> {
    const query = { ids: ids.join(','), response_type: 'short' as const, ...position };
    return (await this.get('/api/v1/places/by-ids', { query })).data.places;
  }

  /** Each point's nearest place of its city (short, with its distance), null where none. */
  async nearestPlaces(
    points: readonly { cityId: string; lat: number; lon: number }[],
  ): Promise<(RestPlace | null)[]> {
    const query = {
      points: points.map((point) => `${point.cityId},${point.lat},${point.lon}`).join(';'),
    };
    return (await this.get('/api/v1/places/nearest', { query })).data.places;
  }

  async place(placeId: string): Promise<RestPlaceFull> {
    return (await this.get('/api/v1/places/{placeId}', { path: { placeId } })).data.place;
  }

  /**
   * Places by any of the REST filters as given (organisation, name search, nearest to a point):
   * callers that are not the filtered city list use this instead of `listPlaces`.
   */
  async placesWhere(query: QueryOf<Operation<'/api/v1/places', 'get'>>): Promise<RestPlace[]> {
    return (await this.get('/api/v1/places', { query })).data.places;
  }

  async organisation(organisationId: string): Promise<RestOrganisation> {
    const answer = await this.get('/api/v1/organisations/{organisationId}', {
      path: { organisationId },
    });
    return answer.data.organisation;
  }

  /** Batch read for the organisation loader; unknown and deleted ids are absent from the answer. */
  async organisationsByIds(ids: readonly string[]): Promise<RestOrganisation[]> {
    const answer = await this.get('/api/v1/organisations', { query: { ids: ids.join(',') } });
    return answer.data.organisations;
  }

  async listOrganisations(
    query: QueryOf<Operation<'/api/v1/organisations', 'get'>>,
  ): Promise<RestOrganisation[]> {
    return (await this.get('/api/v1/organisations', { query })).data.organisations;
  }

  async listUsers(query: QueryOf<Operation<'/api/v1/users', 'get'>>): Promise<RestUser[]> {
    return (await this.get('/api/v1/users', { query })).data.users;
  }

  async user(userId: string): Promise<RestUser> {
    return (await this.get('/api/v1/users/{userId}', { path: { userId } })).data.user;
  }

  // The one place an answer gets its type: the one the document gives the called path and method.
  private call<T>(method: HttpMethod, template: string, options: RawOptions = {}): Promise<T> {
    const path = fillPath(template, options.path);
    const answer = this.upstream.send(method, path, {
      query: options.query as Record<string, QueryValue> | undefined,
      json: options.body,
      messages: options.messages,
      token: this.token,
      forwardedFor: this.hooks.clientIp,
    });
    return this.watch(answer as Promise<T>);
  }

  // Every call of a request with a token passes here, so a revoked token is noticed on any call.
  private async watch<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      const httpStatus = (error as { extensions?: { httpStatus?: unknown } }).extensions
        ?.httpStatus;
      if (this.token && httpStatus === 401) this.hooks.onUnauthorized?.();
      throw error;
    }
  }
}

/** Call options as the transport sees them, once the typed signatures have checked them. */
interface RawOptions {
  path?: Readonly<Record<string, string | number>>;
  query?: object;
  body?: unknown;
  messages?: MessageOverrides;
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
