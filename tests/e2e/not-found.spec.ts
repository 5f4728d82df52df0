import { expect, test } from '@playwright/test';
import { welcomeHeading } from './support.js';

test('an unknown route shows the not-found page, whose Home link leads home', async ({ page }) => {
  await page.goto('/this/route/does-not-exist');

  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByText('It seems this page no longer exists')).toBeVisible();
  // The navbar is hidden on the not-found page.
  await expect(page.getByPlaceholder('Place or profile')).toBeHidden();

  await page.getByRole('link', { name: 'Home' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: welcomeHeading })).toBeVisible();
});
