import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import { GRAPHQL_PATH } from './lib/constants';

// GraphiQL against the gateway on this origin; the schema docs come from introspection.
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
    <GraphiQL fetcher={fetcher} defaultEditorToolsVisibility={false} defaultQuery={defaultQuery} />
  </StrictMode>,
);
