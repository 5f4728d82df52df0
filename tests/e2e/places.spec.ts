import { expect, test } from '@playwright/test';
import { allPlaceIds, appTookOver, cardLinks, london, placeCards } from './support.js';

const londonPlaces = `/${london.latinName}/places`;

test.describe('the places of a city', () => {
  test('show cards whose name links open the place', async ({ page }) => {
    await page.goto(londonPlaces);

    await expect(page.getByRole('heading', { level: 1, name: 'Places in London' })).toBeVisible();
    const link = placeCards(page).first().getByRole('article').getByRole('link').first();
    await expect(link).toHaveText(/\S/);
    const name = (await link.textContent())?.trim() ?? '';
    expect(await link.getAttribute('href')).toMatch(/^\/[\w-]+$/);

    await link.click();

    await expect(page).not.toHaveURL(londonPlaces);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('scrolling to the end loads more places', async ({ page }) => {
    await page.goto(londonPlaces);
    await expect(placeCards(page).first()).toBeVisible();
    // Let the first pages settle, so growth below comes from the scroll.
    await page.waitForLoadState('networkidle');
    const before = await placeCards(page).count();

    await placeCards(page).last().scrollIntoViewIfNeeded();

    await expect.poll(() => placeCards(page).count()).toBeGreaterThan(before);
  });

  test.describe('in a browser without IntersectionObserver (no infinite scroll)', () => {
    // Where the list scrolls by itself, the button is swapped for a spinner as soon as it comes
    // into view; without the observer it is the only way on, which makes it testable on its own.
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        Reflect.deleteProperty(window, 'IntersectionObserver');
      });
    });

    test('Show more loads the next page', async ({ page }) => {
      await page.goto(londonPlaces);
      await expect(placeCards(page).first()).toBeVisible();
      const before = await placeCards(page).count();
      // The list comes rendered: Show more is a button, the app's once it runs.
      await appTookOver(page);

      await page.getByRole('button', { name: 'Show more' }).click();

      await expect.poll(() => placeCards(page).count()).toBeGreaterThan(before);
    });

    test('paging to the end shows every place once, then Show more is gone', async ({
      page,
      request,
    }) => {
      // A dozen pages of five, each a round trip.
      test.setTimeout(120_000);
      const expected = await allPlaceIds(request, london.latinName);
      await page.goto(londonPlaces);
      await expect(placeCards(page).first()).toBeVisible();
      await appTookOver(page);
      const showMore = page.getByRole('button', { name: 'Show more' });

      for (let round = 1; round < expected.length && (await showMore.isVisible()); round += 1) {
        const count = await placeCards(page).count();
        await showMore.click();
        await expect.poll(() => placeCards(page).count()).toBeGreaterThan(count);
        // The button comes back once the page has rendered, unless that was the last page.
        await expect
          .poll(
            async () =>
              (await showMore.isVisible()) || (await placeCards(page).count()) === expected.length,
          )
          .toBe(true);
      }

      await expect(placeCards(page)).toHaveCount(expected.length);
      await expect(showMore).toBeHidden();
      const links = await cardLinks(page);
      expect(new Set(links).size).toBe(expected.length);
    });
  });
});
