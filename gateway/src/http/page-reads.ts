// The reads behind the head of a public page: queries of the gateway's own schema, run in process
// as the request's caller, so the head says what the app's own query would (display names, the
// place's city) and costs the api what that query costs.
import type { Request } from 'express';
import { execute, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { callerOfRequest, createContext } from '../context.js';
import type { Upstream } from '../rest/client.js';
import type { PageReads } from './web-app.js';

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
  const queryFor = (req: Request) => async (query: string, variables: Record<string, unknown>) => {
    const result = await execute({
      schema,
      document: documentOf(query),
      variableValues: variables,
      contextValue: createContext(
        upstream,
        callerOfRequest(req.headers),
        undefined,
        req.socket.remoteAddress,
      ),
    });
    const failure = result.errors?.find((error) => error.extensions.code !== 'NOT_FOUND');
    if (failure) throw failure;
    return (result.data as Record<string, unknown> | null | undefined) ?? null;
  };
  return {
    budgetMs,
    queryFor,
    async signedIn(req) {
      if (!callerOfRequest(req.headers)) return false;
      const data = await queryFor(req)(SIGNED_IN, {});
      return Boolean(data?.me);
    },
  };
}
