import { expect, test } from '@playwright/test';

test('the offer page says, in Russian, that the document is temporarily unavailable', async ({
  page,
}) => {
  await page.goto('/offer');

  await expect(page.getByText('Документ временно недоступен')).toBeVisible();
});
