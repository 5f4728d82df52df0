import { expect, test, type APIRequestContext } from '@playwright/test';
import { appTookOver, gatewayData, london, mapClusters, placeCards, placePin } from './support.js';

const londonPlaces = `/${london.latinName}/places`;

interface Cuisine {
  value: string;
  label: string;
}

/**
 * The cuisine with the fewest (but some) places open right now in London, and those places in
 * list order, straight from the gateway: the demo schedules are fixed but the clock is not, so
 * the test asks instead of guessing.
 */
async function cuisineOpenNow(
  request: APIRequestContext,
): Promise<{ cuisine: Cuisine; names: string[] }> {
  const post = <T>(query: string, variables: Record<string, unknown> = {}) =>
    gatewayData<T>(request, query, variables);
  const { cuisines } = await post<{ cuisines: Cuisine[] }>('{ cuisines { value label } }');
  let best: { cuisine: Cuisine; names: string[] } | null = null;
  for (const cuisine of cuisines) {
    const { places } = await post<{ places: { items: { name: string }[] } }>(
      `query OpenNow($city: String!, $cuisine: String!) {
        places(city: $city, filter: { cuisines: [$cuisine], openNow: true }, limit: 100) {
          items { name }
        }
      }`,
      { city: london.latinName, cuisine: cuisine.value },
    );
    const names = places.items.map((item) => item.name);
    if (names.length > 0 && (!best || names.length < best.names.length)) best = { cuisine, names };
  }
  if (!best) throw new Error('no London cuisine has a place open now in the demo data');
  return best;
}

test.describe('browsing places with the filter and the map', () => {
  test('filter by a cuisine and open now through the sheet, keep it on reload, open a pin on the map', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { cuisine, names } = await cuisineOpenNow(request);

    await page.goto(londonPlaces);
    await expect(placeCards(page).first()).toBeVisible();
    // A button answers once the app runs on the rendered page (a link works before it).
    await appTookOver(page);

    // SPEC section 2: the funnel and the map button are in the header on these routes.
    await page.getByRole('banner').getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Clear' })).toBeVisible();
    await sheet.getByRole('checkbox', { name: cuisine.label, exact: true }).check();
    await sheet.getByRole('switch', { name: 'Open now' }).check();
    await sheet.getByRole('button', { name: 'Show places' }).click();

    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(
      new RegExp(`\\?cuisines=${encodeURIComponent(cuisine.value)}&open_now=1$`),
    );
    const firstName = placeCards(page).first().getByRole('article').getByRole('link').first();
    await expect(firstName).toHaveText(names[0]!);
    await expect(placeCards(page)).toHaveCount(names.length);
    // Every card of the filtered list is of that cuisine and says it is open.
    for (const card of await placeCards(page).all()) {
      await expect(card).toContainText(cuisine.label);
      await expect(card).toContainText(/Open/);
    }

    await page.reload();

    await expect(page.getByRole('banner').getByLabel('Filters: 2')).toBeVisible();
    await expect(firstName).toHaveText(names[0]!);
    await expect(placeCards(page)).toHaveCount(names.length);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await page.getByRole('banner').getByRole('link', { name: 'Map', exact: true }).click();

    await expect(page).toHaveURL(
      new RegExp(`/places/map\\?cuisines=${encodeURIComponent(cuisine.value)}&open_now=1$`),
    );
    const map = page.getByRole('region', { name: 'Map of places' });
    await expect(map).toBeVisible();
    // Leaflet's pins are DOM elements titled with the place's name; no tiles are needed. Nearby
    // pins are grouped, so the map may have to zoom in before one place's own pin shows.
    const pin = await placePin(map);
    await expect(pin).toBeVisible();
    const box = await pin.boundingBox();
    expect(box?.width).toBe(30);
    expect(box?.height).toBe(40);
    const pinName = await pin.getAttribute('title');
    expect(names).toContain(pinName);

    await pin.click();

    const card = page.getByRole('article').filter({ hasText: pinName! });
    await expect(card.getByRole('link', { name: pinName! })).toBeVisible();
    await expect(card).toContainText(cuisine.label);
  });

  test('the map opens on the city centre without a geoposition and the list button goes back', async ({
    page,
  }) => {
    await page.goto(`${londonPlaces}/map`);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Places in London on the map' }),
    ).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Map');

    await page.getByRole('banner').getByRole('link', { name: 'List', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${londonPlaces}$`));
    await expect(placeCards(page).first()).toBeVisible();
  });

  test('nearby pins are one button with their count, at least 24 px, that zooms in when clicked', async ({
    page,
  }) => {
    await page.goto(`${londonPlaces}/map`);
    const map = page.getByRole('region', { name: 'Map of places' });
    const cluster = mapClusters(map).first();
    await expect(cluster).toBeVisible();
    const count = Number(
      /^(\d+) places$/.exec((await cluster.getAttribute('aria-label')) ?? '')?.[1],
    );
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(cluster).toHaveText(String(count));
    const box = await cluster.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);

    // Leaflet scales its zoom proxy by 2^(zoom - 1) when it zooms: beyond 2^11, the SPEC's zoom 12.
    const scale = () =>
      map
        .locator('.leaflet-proxy')
        .evaluate((node) => new DOMMatrix(getComputedStyle(node).transform).a);
    await cluster.click();
    await expect.poll(scale).toBeGreaterThan(2 ** 11);
  });

  test.describe('with a geoposition in central London', () => {
    test.use({
      geolocation: { latitude: 51.508, longitude: -0.128 },
      permissions: ['geolocation'],
    });

    test('Nearby lists places within reach, nearest first, with their distances', async ({
      page,
    }) => {
      await page.goto(londonPlaces);
      await expect(placeCards(page).first()).toBeVisible();
      // A button answers once the app runs on the rendered page (a link works before it).
      await appTookOver(page);

      await page.getByRole('banner').getByRole('button', { name: 'Filters' }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.getByRole('switch', { name: 'Nearby' }).check();
      await sheet.getByRole('button', { name: 'Show places' }).click();

      await expect(page).toHaveURL(/\?nearby=1$/);
      await expect(placeCards(page).first()).toContainText(/\d+ m|\d+(\.\d)? km/);
      const distances = await placeCards(page).evaluateAll((cards) =>
        cards.map((card) => {
          // The distance's own element: a card's address or name may hold digits too.
          const distance = card.querySelector('[class*="distance"]');
          const match = /^(\d+(?:\.\d)?) (m|km)$/.exec(distance?.textContent?.trim() ?? '');
          if (!match) return Number.NaN;
          return Number(match[1]) * (match[2] === 'km' ? 1000 : 1);
        }),
      );
      expect(distances.every((metres) => metres <= 5000)).toBe(true);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    });
  });
});
