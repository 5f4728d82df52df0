// The reads behind the head of a public page: queries of the gateway's own schema, run in process
// as the request's caller, so the head says what the app's own query would (display names, the
// place's city) and costs the api what that query costs.
import type { Request } from 'express';
import { execute, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { callerOfRequest, createContext, type GatewayContext } from '../context.js';
import type { Upstream } from '../rest/client.js';
import type { PageReads, RunOperation } from './web-app.js';

const SIGNED_IN = /* GraphQL */ `
  query PageSignedIn {
    me {
      id
    }
  }
`;

export function pageReads(schema: GraphQLSchema, upstream: Upstream, budgetMs: number): PageReads {
  // A handful of fixed queries: each is parsed once.
  const documents = new Map<string, DocumentNode>();
  const documentOf = (query: string) => {
    let document = documents.get(query);
    if (!document) documents.set(query, (document = parse(query)));
    return document;
  };
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
  const queryFor = (req: Request) => async (query: string, variables: Record<string, unknown>) => {
    const result = await runFor(req)(documentOf(query), variables);
    const failure = result.errors?.find((error) => error.extensions.code !== 'NOT_FOUND');
    if (failure) throw failure;
    return (result.data as Record<string, unknown> | null | undefined) ?? null;
  };
  return {
    budgetMs,
    queryFor,
    runFor,
    carriesSession: (req) => callerOfRequest(req.headers) !== undefined,
    async signedIn(req) {
      if (!callerOfRequest(req.headers)) return false;
      const data = await queryFor(req)(SIGNED_IN, {});
      return Boolean(data?.me);
    },
  };
}
