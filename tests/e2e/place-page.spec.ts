import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import * as messages from '../../web/src/lib/messages/index.js';
import { readManifest } from '../support/web-bundle.js';
import { appTookOver, gatewayData, london, slowStart } from './support.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// SPEC section 3: the display texts of the feature values that have one, as the app words them.
const FEATURE_TEXTS: Record<string, Record<number, string>> = messages.place.featureValues;

interface DemoPlace {
  id: string;
  latinName: string;
  name: string;
  phones: { phone: string }[];
  features: Record<string, number | null> | null;
  galleries: { id: string; title: string; photosCount: number }[];
}

/** A London demo place with phones, feature texts and an album of 3+ photos, from the gateway. */
async function demoPlace(request: APIRequestContext): Promise<DemoPlace> {
  const graphql = <T>(query: string, variables: Record<string, unknown>) =>
    gatewayData<T>(request, query, variables);
  const { places } = await graphql<{ places: { items: { id: string }[] } }>(
    'query ($city: String!) { places(city: $city, limit: 40) { items { id } } }',
    { city: london.latinName },
  );
  const features = Object.keys(FEATURE_TEXTS).join(' ');
  for (const { id } of places.items) {
    const { place } = await graphql<{ place: DemoPlace }>(
      `query ($id: ID!) {
        place(id: $id) {
          id latinName name
          phones { phone }
          features { ${features} }
          galleries { id title photosCount }
        }
      }`,
      { id },
    );
    const hasFeatureText = Object.entries(place.features ?? {}).some(
      ([feature, value]) => value !== null && FEATURE_TEXTS[feature]?.[value] !== undefined,
    );
    if (place.phones.length > 0 && hasFeatureText && albumOf(place)) return place;
  }
  throw new Error('no London demo place with phones, features and an album of 3 photos');
}

/** The place's first album of 3 photos or more: enough to go round the gallery's circle. */
function albumOf(place: DemoPlace) {
  return place.galleries.find((gallery) => gallery.photosCount >= 3);
}

/** The demo place and its album of 3+ photos. */
async function demoAlbum(request: APIRequestContext) {
  const place = await demoPlace(request);
  return { place, album: albumOf(place)! };
}

test.describe('the place page', () => {
  test('opens by slug and by id, canonically the slug, with features and phones', async ({
    page,
    request,
  }) => {
    const place = await demoPlace(request);
    const canonical = page.locator('link[rel="canonical"]');

    await page.goto(`/${place.id}`);
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    await expect(canonical).toHaveAttribute('href', new RegExp(`/${place.latinName}$`));

    await page.goto(`/${place.latinName}`);
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    await expect(canonical).toHaveAttribute('href', new RegExp(`/${place.latinName}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      new RegExp(place.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );

    const expected = Object.entries(place.features ?? {})
      .map(([feature, value]) => (value === null ? undefined : FEATURE_TEXTS[feature]?.[value]))
      .filter((text): text is string => text !== undefined);
    const features = page.getByRole('region', { name: 'Features' });
    for (const text of expected) {
      await expect(features.getByText(text, { exact: true }).first()).toBeVisible();
    }

    await page.getByRole('button', { name: 'Phones' }).click();
    const sheet = page.getByRole('dialog', { name: 'Phones' });
    await expect(
      sheet.getByRole('link', { name: new RegExp(escape(place.phones[0]!.phone)) }),
    ).toBeVisible();
    await expect(page).toHaveURL(/modal=sheet_phones/);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
  });

  test('comes with its chunk named in its first HTML, and draws its map once scrolled to', async ({
    page,
    request,
  }) => {
    const place = await demoPlace(request);
    const chunk = readManifest(root)['src/app/routes/place.tsx']!.file;
    const html = await (
      await request.get(`/${place.latinName}`, { headers: { accept: 'text/html' } })
    ).text();
    // The page comes rendered: its chunk loads with the entry once it has painted.
    expect(html).toContain(`"/${chunk}"`);

    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    await page.goto(`/${place.latinName}`);
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    // Everything below the first screen is there, the map's place kept for it.
    const location = page.getByRole('region', { name: 'Location' });
    await expect(location.getByRole('button', { name: 'Open the map' })).toBeAttached();
    await expect(page.getByRole('region', { name: 'Features' })).toBeAttached();
    const map = page.getByRole('region', { name: `${place.name} on the map` });
    await expect(map).toHaveCount(0);
    expect(requested.filter((file) => file.includes('leaflet'))).toEqual([]);

    // The map is drawn by the app, once it runs, when its place is near the screen.
    await appTookOver(page);
    await location.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await location.getByRole('button', { name: 'Open the map' }).click();
    await expect(page.getByRole('dialog', { name: 'Location' })).toBeVisible();
  });

  test('a photo of an album clicked before the app runs opens the gallery once it does', async ({
    page,
    request,
  }) => {
    const { place, album } = await demoAlbum(request);
    const release = await slowStart(page);
    // Not waiting for the page's load, which waits for the scripts held back.
    await page.goto(`/${place.latinName}/album/${album.id}`, { waitUntil: 'commit' });
    const photo = page.getByRole('button', { name: messages.gallery.openPhoto(2) });
    await expect(photo).toBeVisible();

    await photo.click();
    // The browser sent the photo's form: the server answered the album with the gallery's address.
    await expect(page).toHaveURL(new RegExp(`/album/${album.id}\\?gallery=${album.id}&photo=2$`));
    release();
    await appTookOver(page);
    const viewer = page.getByRole('dialog', { name: `Gallery: ${album.title}` });
    await expect(viewer.getByText(`2 out of ${album.photosCount}`)).toBeVisible();
  });

  test('browses an album full-screen: counter, next, previous around the circle, close', async ({
    page,
    request,
  }) => {
    const { place, album } = await demoAlbum(request);
    const count = album.photosCount;

    await page.goto(`/${place.latinName}`);
    await page
      .getByRole('region', { name: 'Photos' })
      .getByRole('link', { name: new RegExp(escape(album.title)) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${place.latinName}/album/${album.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: album.title })).toBeVisible();
    // The link may have been followed before the app ran (a plain link to a rendered page): the
    // gallery's buttons are the app's once it runs on the album's page.
    await appTookOver(page);

    await page.getByRole('button', { name: 'Open photo 1' }).click();
    const viewer = page.getByRole('dialog', { name: `Gallery: ${album.title}` });
    await expect(viewer.getByText(`1 out of ${count}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer.getByText(`2 out of ${count}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await expect(viewer.getByText(`1 out of ${count}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await expect(viewer.getByText(`${count} out of ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`1 out of ${count}`)).toBeVisible();

    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeEnabled();

    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/${place.latinName}/album/${album.id}$`));
  });
});

/** A chain as the organisations query below reads it. */
interface Chain {
  id: string;
  name: string;
  placeCount: number;
  somePlaces: { latinName: string }[];
}

test.describe('organisations', () => {
  test('the chain of a place opens with its places, and its city lists it', async ({
    page,
    request,
  }) => {
    const { organisations } = await gatewayData<{ organisations: { items: Chain[] } }>(
      request,
      'query ($city: String!) { organisations(city: $city, limit: 1) { items { id name placeCount somePlaces { latinName } } } }',
      { city: london.latinName },
    );
    const chain = organisations.items[0]!;

    await page.goto(`/${chain.somePlaces[0]!.latinName}`);
    // The page as a person sees it once loaded, its latest reviews' cards among the rest.
    await expect(
      page.getByRole('region', { name: 'Latest reviews' }).getByRole('article').first(),
    ).toBeVisible();
    await page
      .getByRole('region', { name: 'Chain' })
      .getByRole('link', { name: new RegExp(escape(chain.name)) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/organisations/${chain.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: chain.name })).toBeVisible();
    const places = page.getByRole('list', { name: 'Places' }).locator(':scope > li');
    await expect(places.first()).toBeVisible();
    const showMore = page.getByRole('button', { name: 'Show more' });
    // Show more until every place of the chain is there (the button goes at the end).
    await expect(async () => {
      if (await showMore.isVisible()) await showMore.click();
      await expect(places).toHaveCount(chain.placeCount, { timeout: 1_000 });
    }).toPass();
    await expect(showMore).toBeHidden();

    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: 'Chains' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chains in London' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(escape(chain.name)) })).toBeVisible();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
