import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { buildSchema } from 'graphql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import { GRAPHQL_PATH } from './lib/constants';

// GraphiQL against the gateway on this origin. Its schema (the docs, completion, validation) is
// the one the build ships, `schema/*.graphql` as the gateway serves it: introspection is off in
// production, and asked for, its refusal would land in the results beside (or over) a query's.
const sdl = Object.entries(
  import.meta.glob<string>('../../schema/*.graphql', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, text]) => text)
  .join('\n');
const schema = buildSchema(sdl);

const fetcher = createGraphiQLFetcher({
  url: new URL(GRAPHQL_PATH, window.location.href).toString(),
  subscriptionUrl: new URL(GRAPHQL_PATH, window.location.href).toString().replace(/^http/, 'ws'),
});

// The first slice in one request; the Docs button (book icon) opens the schema's documentation.
const defaultQuery = `# Tavola GraphQL API. Open the docs with the book icon on the left.
query FirstSlice {
  cities(limit: 5) {
    name
    latinName
  }
  places(city: "london-england-united-kingdom", limit: 5) {
    hasMore
    items {
      name
      category {
        name
      }
      cuisines {
        label
      }
    }
  }
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql');
createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      schema={schema}
      defaultEditorToolsVisibility={false}
      defaultQuery={defaultQuery}
    />
  </StrictMode>,
);
