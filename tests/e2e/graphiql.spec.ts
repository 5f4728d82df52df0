// GraphiQL, the developer page at /graphiql, is built apart from the app (web/vite.graphiql.config.ts).
// It must still render, and run a query against the gateway.
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
