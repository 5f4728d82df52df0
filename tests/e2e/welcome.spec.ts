import { expect, test } from '@playwright/test';
import {
  appTookOver,
  cityButton,
  citySearch,
  london,
  moscow,
  placeCards,
  welcomeHeading,
} from './support.js';

test.describe('a first visit', () => {
  test('shows the welcome screen with the city picker', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { name: welcomeHeading })).toBeVisible();
    await expect(citySearch(page)).toBeVisible();
    await expect(cityButton(page, london).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Closest city' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('searching the city picker for "mos" offers Moscow', async ({ page }) => {
    await page.goto('/');

    await citySearch(page).fill('mos');

    await expect(cityButton(page, moscow)).toBeVisible();
    await expect(cityButton(page, { name: 'Paris', country: 'France' })).toHaveCount(0);
  });

  test('picking London opens its places', async ({ page }) => {
    await page.goto('/');

    await citySearch(page).fill('lond');
    // A button answers once the app runs on the rendered page (a link works before it).
    await appTookOver(page);
    await cityButton(page, london).click();

    await expect(page).toHaveURL(`/${london.latinName}/places`);
    await expect(page.getByRole('heading', { level: 1, name: 'Places in London' })).toBeVisible();
    await expect(placeCards(page).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tavola' })).toBeVisible();
    await expect(page.getByRole('button', { name: london.name, exact: true })).toBeVisible();
  });

  test.describe('with the geoposition allowed, in Paris', () => {
    test.use({
      permissions: ['geolocation'],
      geolocation: { latitude: 48.8606, longitude: 2.3376 },
    });

    test('Closest city opens the places of Paris', async ({ page }) => {
      await page.goto('/');
      // A button answers once the app runs on the rendered page (a link works before it).
      await appTookOver(page);

      await page.getByRole('button', { name: 'Closest city' }).click();

      await expect(page).toHaveURL('/paris-france/places');
      await expect(page.getByRole('heading', { level: 1, name: 'Places in Paris' })).toBeVisible();
    });
  });
});
