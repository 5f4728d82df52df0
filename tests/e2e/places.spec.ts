import { expect, test } from '@playwright/test';
import { allPlaceIds, cardLinks, london, placeCards } from './support.js';

const londonPlaces = `/${london.latinName}/places`;

test.describe('the places of a city', () => {
  test('show cards whose name links open the place', async ({ page }) => {
    await page.goto(londonPlaces);

    await expect(page.getByRole('heading', { level: 1, name: 'Places in London' })).toBeVisible();
    const first = placeCards(page).first();
    await expect(first.getByRole('article')).toBeVisible();
    const link = first.getByRole('article').getByRole('link').first();
    await expect(link).toHaveText(/\S/);
    expect(await link.getAttribute('href')).toMatch(/^\/[\w-]+$/);
  });

  test('scrolling to the end loads more places', async ({ page }) => {
    await page.goto(londonPlaces);
    await expect(placeCards(page).first()).toBeVisible();
    // Let the first pages settle, so growth below comes from the scroll.
    await page.waitForLoadState('networkidle');
    const before = await placeCards(page).count();

    await placeCards(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10_000);

    await expect.poll(() => placeCards(page).count()).toBeGreaterThan(before);
  });

  test('Show more loads the next page and disappears at the end, with no place twice', async ({
    page,
    request,
  }) => {
    // Paging a whole city takes a dozen rounds.
    test.setTimeout(120_000);
    const expected = await allPlaceIds(request, london.latinName);
    await page.goto(londonPlaces);
    await expect(placeCards(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const showMore = page.getByRole('button', { name: 'Show more' });

    const before = await placeCards(page).count();
    await showMore.click();
    await expect.poll(() => placeCards(page).count()).toBeGreaterThan(before);

    // Keep asking until the list says there is no more; each round must add cards.
    for (let round = 0; round < expected.length && (await showMore.isVisible()); round += 1) {
      const count = await placeCards(page).count();
      await showMore.click();
      await expect
        .poll(async () => (await placeCards(page).count()) > count || !(await showMore.isVisible()))
        .toBe(true);
    }

    await expect(showMore).toBeHidden();
    await expect(placeCards(page)).toHaveCount(expected.length);
    const links = await cardLinks(page);
    expect(new Set(links).size).toBe(expected.length);
  });
});
