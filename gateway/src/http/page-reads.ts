// The reads behind a public page's answer (its head and its server render): operations of the
// gateway's own schema, run in process as the request's caller, so the page says what the app's
// own query would and costs the api what that query costs.
import type { Request } from 'express';
import { execute, parse, type GraphQLSchema } from 'graphql';
import { callerOfRequest, createContext, type GatewayContext } from '../context.js';
import type { Upstream } from '../rest/transport.js';
import type { PageReads, RunOperation } from './web-app.js';

const SIGNED_IN = /* GraphQL */ `
  query PageSignedIn {
    me {
      id
    }
  }
`;

export function pageReads(schema: GraphQLSchema, upstream: Upstream, budgetMs: number): PageReads {
  const signedInDocument = parse(SIGNED_IN);
  // One context per request: the head's reads and the server's render of the page share its
  // loaders, so what both read (the place, its city) costs the api one call.
  const contexts = new WeakMap<Request, GatewayContext>();
  const contextOf = (req: Request) => {
    let context = contexts.get(req);
    if (!context) {
      context = createContext(
        upstream,
        callerOfRequest(req.headers),
        undefined,
        req.socket.remoteAddress,
      );
      contexts.set(req, context);
    }
    return context;
  };
  const runFor =
    (req: Request): RunOperation =>
    (document, variables) =>
      execute({ schema, document, variableValues: variables, contextValue: contextOf(req) });
  return {
    budgetMs,
    runFor,
    carriesSession: (req) => callerOfRequest(req.headers) !== undefined,
    async signedIn(req) {
      if (!callerOfRequest(req.headers)) return false;
      const result = await runFor(req)(signedInDocument, {});
      return Boolean((result.data as { me?: unknown } | null | undefined)?.me);
    },
  };
}
