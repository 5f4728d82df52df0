import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import { createLoaders, type Loaders } from './loaders.js';
import { TavolaApi, type Upstream } from './rest/client.js';

/** What every resolver gets: the caller's token, the api bound to it, fresh loaders. */
export interface GatewayContext {
  token: string | undefined;
  api: TavolaApi;
  loaders: Loaders;
  logger: Logger;
}

export function createContext(upstream: Upstream, token: string | undefined): GatewayContext {
  const api = new TavolaApi(upstream, token);
  return { token, api, loaders: createLoaders(api), logger: upstream.logger };
}

/** The bearer token of an HTTP request (the browser's cookie comes with accounts). */
export function tokenFromHeaders(headers: IncomingHttpHeaders): string | undefined {
  return bearer(headers.authorization);
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

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
