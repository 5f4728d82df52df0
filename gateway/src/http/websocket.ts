import type { Server } from 'node:http';
import {
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  GraphQLError,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Logger } from 'pino';
import * as rest from '../account/account-api.js';
import { callerOfConnection, createContext } from '../context.js';
import { formatGatewayError } from '../errors/format.js';
import type { Live } from '../events/live.js';
import { createSharedSubscribe } from '../events/shared-execution.js';
import type { Upstream } from '../rest/client.js';
import type { Protections } from '../security/armor.js';
import { isOriginAllowed } from '../security/origin.js';

export interface WebSocketOptions {
  httpServer: Server;
  schema: GraphQLSchema;
  protections: Protections;
  upstream: Upstream;
  allowedOrigins: readonly string[];
  introspection: boolean;
  production: boolean;
  maxPayloadBytes: number;
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
  const rules: ValidationRule[] = [
    ...specifiedRules,
    ...protections.validationRules,
    ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];

  httpServer.on('upgrade', (request, socket, head) => {
    const pathname = new URL(request.url ?? '/', 'http://gateway').pathname;
    if (pathname !== '/graphql') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    if (!isOriginAllowed(request.headers.origin, request.headers.host, options.allowedOrigins)) {
      logger.warn({ origin: request.headers.origin }, 'websocket origin refused');
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  const server = useServer(
    {
      schema,
      isProd: production,
      // One result per event and selection, whatever the number of sockets it goes to.
      subscribe: createSharedSubscribe(),
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
          if ((error as Partial<GraphQLError>).extensions?.httpStatus === 401) return false;
          throw error;
        }
      },
      onSubscribe(ctx, _id, payload) {
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: protections.maxTokens });
        } catch (error) {
          return [withCode(error, 'GRAPHQL_PARSE_FAILED')];
        }
        const errors = validate(schema, document, rules);
        if (errors.length > 0)
          return errors.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: createContext(
            upstream,
            callerOfConnection(ctx.connectionParams, ctx.extra.request.headers),
            undefined,
            ctx.extra.request.socket.remoteAddress,
            { pubsub: live.pubsub, sockets: live.sockets, userId: people.get(ctx) },
          ),
        };
      },
      onClose(ctx) {
        live.sockets.remove(ctx.extra.socket);
      },
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((error) => formatGatewayError(error.toJSON(), production)),
      onNext(_ctx, _id, _payload, _args, result) {
        if (!result.errors) return;
        return {
          ...result,
          errors: result.errors.map((error) => formatGatewayError(error.toJSON(), production)),
        };
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
