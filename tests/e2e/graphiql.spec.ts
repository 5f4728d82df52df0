// GraphiQL, the developer page at /graphiql, is built apart from the app (web/vite.graphiql.config.ts).
// It must still render, and run a query against the gateway.
import { expect, test } from '@playwright/test';

test('GraphiQL renders and runs its first query', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/graphiql');

  const run = page.getByRole('button', { name: /Execute query/ });
  await expect(run).toBeVisible();
  await run.click();
  await expect(page.getByText('"latinName": "london-england-united-kingdom"')).toBeVisible();
  expect(errors).toEqual([]);
});
