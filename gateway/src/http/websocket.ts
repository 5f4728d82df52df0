import type { IncomingMessage, Server } from 'node:http';
import { isIP } from 'node:net';
import {
  NoSchemaIntrospectionCustomRule,
  execute,
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Logger } from 'pino';
import * as rest from '../account/account-api.js';
import { callerOfConnection, createContext, type GatewayContext } from '../context.js';
import { formatGatewayError } from '../errors/format.js';
import { gatewayError, httpStatusOf } from '../errors/normalise.js';
import { CLOSE_TOO_MANY_SOCKETS, TOO_MANY_SUBSCRIPTIONS } from '../messages.js';
import type { Live } from '../events/live.js';
import { createSharedSubscribe } from '../events/shared-execution.js';
import type { Upstream } from '../rest/transport.js';
import type { Protections } from '../security/armor.js';
import { isOriginAllowed, ownOriginOf } from '../security/origin.js';
import { refusedTextOf } from '../security/storable-text.js';

export interface WebSocketOptions {
  httpServer: Server;
  schema: GraphQLSchema;
  protections: Protections;
  upstream: Upstream;
  allowedOrigins: readonly string[];
  introspection: boolean;
  production: boolean;
  maxPayloadBytes: number;
  /** Operations one socket may run at once (WS_SUBSCRIPTIONS_PER_SOCKET). */
  subscriptionsPerSocket: number;
  /** Open sockets per client address (WS_SOCKETS_PER_ADDRESS). */
  socketsPerAddress: number;
  logger: Logger;
  /** The pubsub subscriptions read, and the registry of signed-in sockets. */
  live: Live;
}

/**
 * graphql-ws on the HTTP server's `/graphql`. The upgrade is refused for foreign origins, and
 * every operation passes the same limits as HTTP (Apollo's validation rules do not reach here).
 */
export function attachWebSocket(options: WebSocketOptions): { dispose: () => Promise<void> } {
  const { httpServer, schema, protections, upstream, production, logger, live } = options;
  // The person each signed-in connection authenticated, by its graphql-ws context.
  const people = new WeakMap<object, string>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes });
  const socketsByAddress = new Map<string, number>();
  const documents = new CheckedDocuments(schema, protections.maxTokens, [
    ...specifiedRules,
    ...protections.validationRules,
    ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ]);

  httpServer.on('upgrade', (request, socket, head) => {
    const pathname = new URL(request.url ?? '/', 'http://gateway').pathname;
    if (pathname !== '/graphql') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    if (!isOriginAllowed(request.headers.origin, ownOriginOf(request), options.allowedOrigins)) {
      logger.warn({ origin: request.headers.origin }, 'websocket origin refused');
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const address = clientAddressOf(request);
    wss.handleUpgrade(request, socket, head, (ws) => {
      const open = socketsByAddress.get(address) ?? 0;
      if (open >= options.socketsPerAddress) {
        logger.warn({ address, open }, 'websocket refused: too many from one address');
        ws.close(CLOSE_TOO_MANY_SOCKETS.code, CLOSE_TOO_MANY_SOCKETS.reason);
        return;
      }
      socketsByAddress.set(address, open + 1);
      ws.once('close', () => {
        const left = (socketsByAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsByAddress.set(address, left);
        else socketsByAddress.delete(address);
      });
      wss.emit('connection', ws, request);
      // A socket's 'error' is a frame the client broke (over maxPayload, bad UTF-8, no mask), and
      // ws has already closed the socket with the code that says so (1009, 1007, 1002).
      // graphql-ws takes it for its own fault and prints a stack trace on stderr for each one;
      // one line in our log is enough.
      ws.removeAllListeners('error');
      ws.on('error', (error: Error & { code?: string }) => {
        logger.warn({ code: error.code, message: error.message }, 'websocket frame refused');
      });
    });
  });

  const server = useServer(
    {
      schema,
      isProd: production,
      // One result per event and selection, whatever the number of sockets it goes to.
      subscribe: createSharedSubscribe({
        format: (result) => formatResult(result, production),
        deliveryOf: (contextValue) => (contextValue as GatewayContext).live?.delivery,
      }),
      // The token (connection params, else the upgrade's bearer header or cookie) is checked once
      // at connection init: a token the api refuses closes the socket with 4403 Forbidden, so the
      // client can sign in again and reconnect; no token is a visitor.
      async onConnect(ctx) {
        const caller = callerOfConnection(ctx.connectionParams, ctx.extra.request.headers);
        if (!caller) return true;
        const { api } = createContext(upstream, caller);
        try {
          const { user } = await rest.account(api);
          people.set(ctx, user.id);
          // Acknowledged once the api's events reach this gateway: clients refetch on the
          // acknowledgement, and an event between that refetch and the stream would be lost.
          await live.ready(upstream.timeoutMs);
          // A socket that closed meanwhile is already gone from graphql-ws.
          if (ctx.extra.socket.readyState === ctx.extra.socket.OPEN)
            live.sockets.add(ctx.extra.socket, user.id, caller.token);
          return true;
        } catch (error) {
          if (httpStatusOf(error) === 401) return false;
          throw error;
        }
      },
      onSubscribe(ctx, id, payload) {
        // graphql-ws lists this operation among the socket's running ones already.
        if (Object.keys(ctx.subscriptions).length > options.subscriptionsPerSocket) {
          return [tooManySubscriptions()];
        }
        const checked = documents.check(payload.query);
        if (Array.isArray(checked)) return checked;
        const refused = requestErrors(schema, checked, payload.operationName, payload.variables);
        if (refused.length > 0) return refused;
        return {
          schema,
          document: checked,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: createContext(
            upstream,
            callerOfConnection(ctx.connectionParams, ctx.extra.request.headers),
            undefined,
            ctx.extra.request.socket.remoteAddress,
            {
              pubsub: live.pubsub,
              sockets: live.sockets,
              userId: people.get(ctx),
              delivery: { socket: ctx.extra.socket, id },
            },
          ),
        };
      },
      onClose(ctx) {
        live.sockets.remove(ctx.extra.socket);
      },
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((error) => formatGatewayError(error.toJSON(), production)),
      onNext(_ctx, _id, _payload, _args, result) {
        if (result.errors) return formatResult(result, production);
      },
    },
    wss,
  );

  return {
    async dispose() {
      await server.dispose();
    },
  };
}

/**
 * Whose socket this is: the peer's address, or, from a proxy on this machine (the cluster's
 * HAProxy, `option forwardfor`), the address it appended last to X-Forwarded-For.
 */
export function clientAddressOf(request: IncomingMessage): string {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  const forwarded = request.headers['x-forwarded-for'];
  if (!loopback || typeof forwarded !== 'string') return peer;
  const last = forwarded.split(',').at(-1)?.trim() ?? '';
  return isIP(last) ? last : peer;
}

function tooManySubscriptions(): GraphQLError {
  return gatewayError({
    status: 'LogicalError',
    httpStatus: 429,
    code: 'TOO_MANY_REQUESTS',
    message: TOO_MANY_SUBSCRIPTIONS,
  });
}

/** The wire form of a result: errors formatted as on HTTP. */
function formatResult(result: ExecutionResult, production: boolean): FormattedExecutionResult {
  const { errors, ...rest } = result;
  if (!errors) return rest;
  return {
    ...rest,
    errors: errors.map((error) => formatGatewayError(error.toJSON(), production)),
  };
}

/**
 * Why the operation cannot run as sent: no operation to pick, or variables of the wrong type
 * (`1e999` read by JSON as Infinity for a Float). graphql-ws would execute and answer these
 * without a code, which the formatter takes for the server's own failure (500); Apollo labels
 * them on HTTP, so label them the same here, before anything runs.
 */
function requestErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): GraphQLError[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) {
    // Without an operation to pick, execute runs nothing and only says why it cannot choose.
    const result = execute({ schema, document, operationName });
    const errors = 'errors' in result ? (result.errors ?? []) : [];
    return errors.map((error) => withCode(error, 'OPERATION_RESOLUTION_FAILURE'));
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return coerced.errors.map((error) => withCode(error, 'BAD_USER_INPUT'));
  const refusedText = refusedTextOf(document, operationName, variables);
  return refusedText ? [refusedText] : [];
}

/** Documents kept once checked, at most this many: the web app sends a handful, each many times. */
const MAX_CHECKED_DOCUMENTS = 500;

/**
 * Parsed and validated operations by their text. Ten thousand sockets sending the same
 * subscription share one document (and so one selection key) instead of each keeping its own.
 */
class CheckedDocuments {
  private readonly byQuery = new Map<string, DocumentNode>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly maxTokens: number,
    private readonly rules: readonly ValidationRule[],
  ) {}

  /** The document, or the errors that refuse it (labelled as Apollo labels them on HTTP). */
  check(query: string): DocumentNode | GraphQLError[] {
    const known = this.byQuery.get(query);
    if (known) return known;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: this.maxTokens });
    } catch (error) {
      return [withCode(error, 'GRAPHQL_PARSE_FAILED')];
    }
    const errors = validate(this.schema, document, this.rules);
    if (errors.length > 0)
      return errors.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
    // Oldest first out: a Map iterates in insertion order.
    if (this.byQuery.size >= MAX_CHECKED_DOCUMENTS) {
      const oldest = this.byQuery.keys().next().value;
      if (oldest !== undefined) this.byQuery.delete(oldest);
    }
    this.byQuery.set(query, document);
    return document;
  }
}

// Apollo labels parse and validation errors on HTTP; graphql-ws does not, so label them the same.
function withCode(error: unknown, code: string): GraphQLError {
  if (!(error instanceof GraphQLError))
    return new GraphQLError(String(error), { extensions: { code } });
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });
}
