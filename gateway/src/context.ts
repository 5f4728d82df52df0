import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import {
  noSessionCookie,
  sessionTokenFromCookies,
  type SessionCookie,
} from './account/session-cookie.js';
import type { LiveContext } from './events/live.js';
import { createLoaders, type Loaders } from './loaders.js';
import { TavolaApi } from './rest/client.js';
import type { Upstream } from './rest/transport.js';

/** Where the caller's token came from: the browser's cookie is ours to clear, a header is not. */
export type TokenSource = 'header' | 'cookie' | 'connection';

export interface CallerToken {
  token: string;
  source: TokenSource;
}

/** What every resolver gets: the caller's token, the api bound to it, fresh loaders. */
export interface GatewayContext {
  token: string | undefined;
  api: TavolaApi;
  loaders: Loaders;
  logger: Logger;
  /** Sets or clears the browser's session cookie (a no-op on WebSocket). */
  session: SessionCookie;
  /** Live events (subscriptions, the sockets a logout closes); absent where none run. */
  live?: LiveContext | undefined;
}

export function createContext(
  upstream: Upstream,
  caller: CallerToken | string | undefined,
  session: SessionCookie = noSessionCookie,
  clientIp?: string,
  live?: LiveContext,
): GatewayContext {
  const token = typeof caller === 'string' ? caller : caller?.token;
  const fromCookie = typeof caller === 'object' && caller.source === 'cookie';
  // A cookie whose token the api no longer accepts is cleared at once (SPEC: a 401 logs out).
  const api = new TavolaApi(upstream, token, {
    onUnauthorized: fromCookie ? () => session.clear() : undefined,
    clientIp,
  });
  let loaders: Loaders | undefined;
  return {
    token,
    api,
    // Made on first use: a subscription's context lives as long as its socket and never loads.
    get loaders() {
      return (loaders ??= createLoaders(api));
    },
    logger: upstream.logger,
    session,
    live,
  };
}

/** The bearer token of an HTTP request. */
export function tokenFromHeaders(headers: IncomingHttpHeaders): string | undefined {
  return bearer(headers.authorization);
}

/** An HTTP request's (or WebSocket upgrade's) token: `Authorization: Bearer` first, else the cookie. */
export function callerOfRequest(headers: IncomingHttpHeaders): CallerToken | undefined {
  const fromHeader = tokenFromHeaders(headers);
  if (fromHeader) return { token: fromHeader, source: 'header' };
  const fromCookie = sessionTokenFromCookies(headers);
  return fromCookie ? { token: fromCookie, source: 'cookie' } : undefined;
}

/** graphql-ws clients pass the token in `connectionParams.authorization` or `.token`. */
export function tokenFromConnectionParams(
  params: Readonly<Record<string, unknown>> | undefined,
): string | undefined {
  if (!params) return undefined;
  if (typeof params.authorization === 'string') return bearer(params.authorization);
  if (typeof params.token === 'string' && params.token !== '') return params.token;
  return undefined;
}

/** A WebSocket's token: connection params first, then the upgrade request's header or cookie. */
export function callerOfConnection(
  params: Readonly<Record<string, unknown>> | undefined,
  upgradeHeaders: IncomingHttpHeaders,
): CallerToken | undefined {
  const fromParams = tokenFromConnectionParams(params);
  if (fromParams) return { token: fromParams, source: 'connection' };
  return callerOfRequest(upgradeHeaders);
}

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
