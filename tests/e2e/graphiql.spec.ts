// GraphiQL, the developer page at /graphiql, is built apart from the app (web/vite.graphiql.config.ts).
// It must still render, and run a query against the gateway. The suite runs the product as
// `npm start` does (NODE_ENV=production), where introspection is off: GraphiQL's docs and
// completion come from the schema the build ships (schema/*.graphql), never from introspection.
import { expect, test } from '@playwright/test';

test('GraphiQL renders and runs its first query', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/graphiql');

  const run = page.getByRole('button', { name: /Execute query/ });
  await expect(run).toBeVisible();
  // The button is there before the editors: GraphiQL loads CodeMirror after the first render, and
  // Execute does nothing until the query and the result editors exist. Wait for both, as a person
  // waits for the query to show before running it.
  await expect(page.locator('.graphiql-query-editor').getByText('query FirstSlice')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Result Window' }).locator('.CodeMirror'),
  ).toBeAttached();
  await run.click();
  await expect(page.getByText('"latinName": "london-england-united-kingdom"')).toBeVisible();
  expect(errors).toEqual([]);
});

test('GraphiQL documents the shipped schema while the gateway refuses introspection', async ({
  page,
  request,
}) => {
  // Introspection stays off in production.
  const refused = await request.post('/graphql', {
    data: { query: '{ __schema { queryType { name } } }' },
  });
  const answer = (await refused.json()) as { data?: unknown; errors?: { message: string }[] };
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors ?? []).not.toEqual([]);

  const operations: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/graphql') && sent.method() === 'POST') {
      operations.push(sent.postData() ?? '');
    }
  });
  await page.goto('/graphiql');
  await expect(page.getByRole('button', { name: /Execute query/ })).toBeVisible();

  // The docs explorer shows the schema's root type and its fields.
  await page.getByRole('button', { name: /Documentation Explorer/ }).click();
  const docs = page.locator('.graphiql-doc-explorer');
  await docs.getByText('Query', { exact: true }).first().click();
  await expect(docs.getByText('places', { exact: true }).first()).toBeVisible();
  await expect(docs.getByText('cities', { exact: true }).first()).toBeVisible();
  expect(operations.filter((body) => body.includes('__schema'))).toEqual([]);
});
