// A paged list's page is a page of its own for crawlers: the server's HTML for `?page=2` names
// itself as canonical and pages 1 and 3 as prev and next, and the app keeps them there while
// infinite scroll appends the pages after it.
import { expect, test, type Page } from '@playwright/test';
import { allPlaceIds, appTookOver, london, placeCards } from './support.js';

const londonPlaces = `/${london.latinName}/places`;

/** The href of the head's `<link rel=...>` as the page has it now, or null. */
function headLink(page: Page, rel: string) {
  return page.locator(`head link[rel="${rel}"]`).getAttribute('href');
}

test.describe('a paged list', () => {
  test.beforeEach(async ({ request }) => {
    // Page 3 exists: more than two pages of five places.
    expect((await allPlaceIds(request, london.latinName)).length).toBeGreaterThan(10);
  });

  test("the server's HTML of ?page=2 links itself, page 1 and page 3", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get(`${londonPlaces}?page=2`)).text();
    const head = html.slice(0, html.indexOf('</head>'));

    expect(head).toContain(`<link rel="canonical" href="${baseURL}${londonPlaces}?page=2" />`);
    expect(head).toContain(`<link rel="prev" href="${baseURL}${londonPlaces}" />`);
    expect(head).toContain(`<link rel="next" href="${baseURL}${londonPlaces}?page=3" />`);
    expect(head).toContain('<title>Places in London, Page 2');
  });

  test('infinite scroll leaves the head on the page the URL names', async ({ page, baseURL }) => {
    await page.goto(`${londonPlaces}?page=2`);
    await expect(placeCards(page).first()).toBeVisible();
    await appTookOver(page);
    await page.waitForLoadState('networkidle');
    const before = await placeCards(page).count();

    await placeCards(page).last().scrollIntoViewIfNeeded();
    await expect.poll(() => placeCards(page).count()).toBeGreaterThan(before);
    await page.waitForLoadState('networkidle');

    await expect(page).toHaveURL(`${londonPlaces}?page=2`);
    expect(await headLink(page, 'canonical')).toBe(`${baseURL}${londonPlaces}?page=2`);
    expect(await headLink(page, 'prev')).toBe(`${baseURL}${londonPlaces}`);
    expect(await headLink(page, 'next')).toBe(`${baseURL}${londonPlaces}?page=3`);
    await expect(page.locator('head link[rel="next"]')).toHaveCount(1);
  });
});
