// The api's operations bound to one request: its bearer token, its address and its 401 hook. The
// transport (pool, deadlines, retries, error normalisation) is in transport.ts; each domain's
// calls are functions of its own module on top of this (place/place-api.ts, post/post-api.ts...).
import { fillPath, type Call } from './operations.js';
import type { MessageOverrides } from '../errors/normalise.js';
import type { PublicReadCache } from './public-read-cache.js';
import type { HttpMethod, QueryValue, Upstream } from './transport.js';

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

  /** Public, rarely changing reads (catalogues, cities) shared by every request for a moment. */
  get publicReads(): PublicReadCache {
    return this.upstream.publicReads;
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
