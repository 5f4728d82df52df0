// The floor under the gateway's added latency: the same stack (express 5, Apollo Server over
// @as-integrations/express5, an undici keep-alive pool to the api) in an empty app whose one
// resolver makes a single api call and hands back its answer whole. Whatever the gateway adds
// beyond what this adds is ours. Run as its own process, as the gateway is:
//   API_URL=http://127.0.0.1:4001 PORT=0 node --import tsx tests/bench/gateway-floor.ts
// It prints `floor listening on <port>` once it answers; floor-rows.ts starts it and sends
// `query FloorRead($path: String!) { read(path: $path) }`, where `read` makes the api call at `path`
// (a GET) and answers its JSON as it came.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { GraphQLScalarType } from 'graphql';
import { Pool } from 'undici';

const typeDefs = /* GraphQL */ `
  scalar JSON
  type Query {
    read(path: String!): JSON
  }
`;

async function main(): Promise<void> {
  const apiUrl = process.env.API_URL;
  if (!apiUrl) throw new Error('API_URL names the api the floor calls');
  // The gateway's pool settings (gateway/src/rest/transport.ts), deadlines included.
  const pool = new Pool(apiUrl, {
    connect: { timeout: 2_000 },
    headersTimeout: 5_000,
    bodyTimeout: 5_000,
    keepAliveTimeout: 4_000,
    connections: 64,
  });
  const apollo = new ApolloServer({
    typeDefs,
    resolvers: {
      // Answers pass through unchanged: serialising the parsed value is all it does.
      JSON: new GraphQLScalarType({ name: 'JSON' }),
      Query: {
        read: async (_root: unknown, { path }: { path: string }) => {
          const response = await pool.request({
            method: 'GET',
            path,
            headers: { accept: 'application/json' },
          });
          return JSON.parse(await response.body.text()) as unknown;
        },
      },
    },
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(apollo));
  const server = http.createServer(app);
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', resolve),
  );
  console.log(`floor listening on ${(server.address() as AddressInfo).port}`);
  process.once('SIGTERM', () => {
    server.close();
    void apollo
      .stop()
      .then(() => pool.close())
      .then(() => process.exit(0));
  });
}

await main();
