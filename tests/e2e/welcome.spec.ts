import { expect, test, type Page } from '@playwright/test';
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
    // The search's answer replaces the list of every city, moving London's button: a person
    // clicks once the list shows what they typed.
    await expect(cityButton(page, moscow)).toHaveCount(0);
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

test.describe('the welcome screen', () => {
  async function expectChipsLeadTo(page: Page, city: string) {
    const chips = ['Restaurants', 'Bars', 'Cafes'].map((name) =>
      page.getByRole('main').getByRole('link', { name, exact: true }),
    );
    const hrefs = await Promise.all(chips.map((chip) => chip.getAttribute('href')));
    expect(hrefs).toEqual([`/${city}/restaurants`, `/${city}/bars`, `/${city}/cafes`]);
  }

  test("Restaurants, Bars and Cafes lead to the default city's category lists, then the picked city's", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: welcomeHeading })).toBeVisible();
    await appTookOver(page);
    await expectChipsLeadTo(page, london.latinName);
    await page.getByRole('main').getByRole('link', { name: 'Bars', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${london.latinName}/bars$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Bars in London' })).toBeVisible();

    // A city picked on the welcome screen is the current one: the chips follow it.
    await page.goto('/');
    // The city buttons are the app's: they act once it has taken the page over.
    await appTookOver(page);
    await cityButton(page, moscow).click();
    await expect(page).toHaveURL(new RegExp(`/${moscow.latinName}/places$`));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: welcomeHeading })).toBeVisible();
    await appTookOver(page);
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByRole('link', { name: 'Cafes', exact: true })
          .getAttribute('href'),
      )
      .toBe(`/${moscow.latinName}/cafes`);
    await expectChipsLeadTo(page, moscow.latinName);
    await page.getByRole('main').getByRole('link', { name: 'Cafes', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cafes in Moscow' })).toBeVisible();
  });
});
