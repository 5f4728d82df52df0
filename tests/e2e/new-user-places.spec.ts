import { expect, test, type Page } from '@playwright/test';
import { graphql, newPerson } from './social-support.js';
import { london } from './support.js';

// What a new visitor meets first: maps with a ground to read, places that lead with their
// rating and latest posts, impressions that say where they were, and demo posts in every city.

const tilesHost = 'https://tiles.e2e.test';
// A 1x1 PNG: what a tile server answers, without the internet.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/gH+0W6mCwAAAABJRU5ErkJggg==',
  'base64',
);

/** Serves the app's page as a gateway with MAP_TILES_URL set would (the run itself has none). */
async function withTiles(page: Page, tiles: 'load' | 'fail') {
  await page.route(
    (url) => url.pathname.endsWith('/places/map'),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(
          /<meta name="tavola:map-tiles" content="[^"]*"/,
          `<meta name="tavola:map-tiles" content="${tilesHost}/{z}/{x}/{y}.png"`,
        )
        .replace(
          /<meta name="tavola:map-tiles-attribution" content="[^"]*"/,
          '<meta name="tavola:map-tiles-attribution" content="&lt;a href=&quot;https://tiles.e2e.test/copyright&quot;&gt;E2E tiles&lt;/a&gt;"',
        )
        // The map as a gateway with tiles renders it: the app takes the server's HTML as it is.
        .replaceAll('data-tiles="off"', 'data-tiles="on"');
      await route.fulfill({ response, body: html });
    },
  );
  await page.route(`${tilesHost}/**`, (route) =>
    tiles === 'load'
      ? route.fulfill({ status: 200, contentType: 'image/png', body: png })
      : route.abort('internetdisconnected'),
  );
}

function placesMap(page: Page) {
  return page.getByRole('region', { name: 'Map of places' });
}

test.describe('maps', () => {
  test('without tiles the pins stand on the plain ground, with nothing broken', async ({
    page,
  }) => {
    await page.goto(`/${london.latinName}/places/map`);
    const map = placesMap(page);
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(map).toHaveAttribute('data-tiles', 'off');
    await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
    // The ground is the quiet grid, not Leaflet's flat grey.
    const ground = await map.evaluate((node) => getComputedStyle(node).backgroundImage);
    expect(ground).toContain('linear-gradient');
  });

  test('tiles the gateway names are drawn under the pins, credited with a link', async ({
    page,
  }) => {
    await withTiles(page, 'load');
    await page.goto(`/${london.latinName}/places/map`);
    const map = placesMap(page);
    await expect(map).toHaveAttribute('data-tiles', 'on');
    const tile = map.locator('img.leaflet-tile-loaded').first();
    await expect(tile).toBeVisible();
    expect(await tile.getAttribute('src')).toMatch(
      /^https:\/\/tiles\.e2e\.test\/12\/\d+\/\d+\.png$/,
    );
    await expect(map.getByRole('link', { name: 'E2E tiles' })).toHaveAttribute(
      'href',
      'https://tiles.e2e.test/copyright',
    );
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  });

  test('tiles that do not load leave the plain ground, not broken images', async ({ page }) => {
    await withTiles(page, 'fail');
    await page.goto(`/${london.latinName}/places/map`);
    const map = placesMap(page);
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(map.locator('img.leaflet-tile').first()).toBeAttached();
    await expect
      .poll(() =>
        map
          .locator('img.leaflet-tile')
          .evaluateAll(
            (tiles) =>
              tiles.filter((tile) => getComputedStyle(tile).visibility !== 'hidden').length,
          ),
      )
      .toBe(0);
  });
});

interface ListedPlace {
  id: string;
  latinName: string;
  name: string;
  reviewCount: number;
  newsCount: number;
}

test('a place page leads with its rating and its latest reviews and news', async ({ page }) => {
  await page.goto('/offer');
  const { places } = await graphql<{ places: { items: ListedPlace[] } }>(
    page,
    'query E2ePlaces($city: String!) { places(city: $city, limit: 100) { items { id latinName name reviewCount newsCount } } }',
    { city: london.latinName },
  );
  // The busiest place with news: more reviews than the page shows.
  const place = places.items
    .filter((each) => each.newsCount > 0)
    .sort((a, b) => b.reviewCount - a.reviewCount)[0];
  if (!place || place.reviewCount < 1) throw new Error('no reviewed place with news in London');

  await page.goto(`/${place.latinName}`);
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Average rating [1-5]\.\d of 5$/ })).toBeVisible();
  const count = `${place.reviewCount} ${place.reviewCount === 1 ? 'review' : 'reviews'}`;
  await expect(page.getByRole('link', { name: count, exact: true })).toBeVisible();

  const reviews = page.getByRole('region', { name: 'Latest reviews' });
  await expect(reviews.getByRole('article').first()).toBeVisible();
  await expect(reviews.getByRole('article')).toHaveCount(Math.min(3, place.reviewCount));
  const news = page.getByRole('region', { name: 'Latest news' });
  await expect(news.getByRole('article')).toHaveCount(Math.min(3, place.newsCount));

  await reviews.getByRole('link', { name: `All reviews (${place.reviewCount})` }).click();
  await expect(page).toHaveURL(`/${place.latinName}/reviews`);
});

test('every demo city has posts, and demo impressions name the place they were near', async ({
  page,
}) => {
  await page.goto('/paris-france/feed');
  await expect(page.getByRole('article').first()).toBeVisible();

  const { city } = await graphql<{ city: { id: string } }>(
    page,
    'query E2eCity($latinName: String!) { city(latinName: $latinName) { id } }',
    { latinName: 'tokyo-japan' },
  );
  const { posts } = await graphql<{ posts: { items: { id: string }[] } }>(
    page,
    'query E2eImpressions($filter: PostFilter) { posts(filter: $filter, limit: 1) { items { id } } }',
    { filter: { cityId: city.id, type: 'IMPRESSION' } },
  );
  const impression = posts.items[0];
  if (!impression) throw new Error('no impression in Tokyo');
  await page.goto(`/posts/${impression.id}`);
  const card = page.getByRole('article').first();
  await expect(card.getByRole('link', { name: /^Near .+, .+/ })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Where it was' })).toBeVisible();
});

test('an impression keeps its place: named in the picker, ended with Done, shown when published', async ({
  browser,
}) => {
  const { page } = await newPerson(browser, 'Ivy');
  await page.goto(`/posts/create`);
  await expect(page.getByText('Impression', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Choose on the map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Location' });
  const map = dialog.getByRole('region', { name: 'Location' });
  await expect(map.locator('.leaflet-pane').first()).toBeAttached();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no size');
  await map.click({ position: { x: box.width / 2 + 7, y: box.height / 2 + 5 } });
  const where = dialog.getByText(/^(Near .+, .+|In London)$/);
  await expect(where).toBeVisible();
  const words = (await where.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(words, { exact: true })).toBeVisible();

  const text = `A quiet square at dusk ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Text' }).fill(text);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/posts\/[0-9a-f]{24}$/);
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card.getByText(words, { exact: true })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Where it was' })).toBeVisible();
  await page.context().close();
});
