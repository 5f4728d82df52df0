import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS, STORAGE_PREFIX } from '../../web/src/lib/constants.js';
import * as messages from '../../web/src/lib/messages/index.js';
import { signIn } from './social-support.js';
import {
  appTookOver,
  authDialog,
  firstPlace,
  gatewayData,
  listedPlaces,
  london,
  mismatchesLogged,
  moscow,
  slowStart,
} from './support.js';

// A visitor's public page comes rendered in its first HTML, with the Apollo cache it was rendered
// from; React hydrates that HTML instead of the app asking again and drawing it anew.

const PAGE_STATE = 'script#tavola-page-state';

/** The operation names of the GraphQL requests the page sends from now on. */
function operationsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    sent.push(body?.operationName ?? '?');
  });
  return sent;
}

test("a visitor's places list is in the first HTML, and a browser without scripts shows it", async ({
  browser,
  request,
}) => {
  const html = await (await request.get(`/${london.latinName}/places`)).text();
  const places = await listedPlaces(request, london.latinName, 3);
  for (const place of places) expect(html).toContain(place.name);
  expect(html).toContain('id="tavola-page-state"');

  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScripts.newPage();
  await page.goto(`/${london.latinName}/places`);
  await expect(page.getByText(places[0]!.name, { exact: true })).toBeVisible();
  // A crawler that runs no scripts finds the next page under the list.
  const pages = page.getByRole('navigation', { name: messages.placesBrowse.pages });
  await expect(pages.getByRole('link', { name: messages.placesBrowse.nextPage })).toHaveAttribute(
    'href',
    `/${london.latinName}/places?page=2`,
  );
  await noScripts.close();
});

test('the app takes over a rendered place page without asking for it again, and it answers clicks', async ({
  page,
}) => {
  const place = await firstPlace(page, london.latinName);
  const sent = operationsSent(page);
  await page.goto(`/${place.id}`);
  // The cache the page came with is read, then its element is gone from the page.
  await expect(page.locator(PAGE_STATE)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toHaveCount(1);

  // A visitor's Follow asks them to log in: the button is the app's, not inert HTML. A button acts
  // once the app has taken the page over (a link works before).
  await appTookOver(page);
  await page.getByRole('button', { name: messages.follow.follow, exact: true }).first().click();
  await expect(authDialog(page)).toBeVisible();
  expect(sent).not.toContain('PlacePage');
  expect(sent).not.toContain('Session');
});

test("a rendered page takes the visitor's stored city once the app is on it", async ({
  page,
  request,
}) => {
  const { posts } = await gatewayData<{ posts: { items: { id: string; text: string | null }[] } }>(
    request,
    '{ posts(limit: 20) { items { id text } } }',
  );
  const post = posts.items.find((item) => item.text)!;
  // The server cannot know the city a browser keeps: its links are to the default city.
  const html = await (await request.get(`/posts/${post.id}`)).text();
  expect(html).toContain(`href="/${london.latinName}/places"`);

  await page.addInitScript(([key, city]) => localStorage.setItem(key, city), [
    STORAGE_PREFIX + STORAGE_KEYS.currentCity,
    moscow.latinName,
  ] as const);
  await page.goto(`/posts/${post.id}`);
  await appTookOver(page);
  const placesLink = page
    .getByRole('navigation')
    .getByRole('link', { name: messages.nav.places, exact: true })
    .first();
  await expect(placesLink).toHaveAttribute('href', `/${moscow.latinName}/places`);
  await expect(page.getByRole('button', { name: moscow.name, exact: true })).toBeVisible();
  await expect(page.getByText(post.text!, { exact: true })).toHaveCount(1);
});

test('a post page is rendered in its first HTML with its comments', async ({ page, request }) => {
  const { posts } = await gatewayData<{
    posts: { items: { id: string; text: string | null; commentCount: number }[] };
  }>(request, '{ posts(limit: 20) { items { id text commentCount } } }');
  const post = posts.items.find((item) => item.text && item.commentCount > 0)!;
  const html = await (await request.get(`/posts/${post.id}`)).text();
  expect(html).toContain(post.text!.replace(/&/g, '&amp;').slice(0, 40));

  const sent = operationsSent(page);
  await page.goto(`/posts/${post.id}`);
  await expect(page.getByText(post.text!, { exact: true })).toHaveCount(1);
  expect(sent).not.toContain('PostPage');
});

test('a signed-in person gets the page rendered by the app, with their own state', async ({
  page,
  request,
}) => {
  await signIn(page, 'user1@tavola.test');
  const response = await page.request.get(`/${london.latinName}/places`);
  expect(await response.text()).not.toContain('id="tavola-page-state"');
  // Without the session cookie the same page comes rendered.
  expect(await (await request.get(`/${london.latinName}/places`)).text()).toContain(
    'id="tavola-page-state"',
  );
});

/** Resolves once the page's main thread has been idle: React has hydrated what it had to. */
async function idle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
}

test('a link clicked on a rendered page before the app runs navigates as a plain link', async ({
  page,
}) => {
  const place = await firstPlace(page, london.latinName);
  const release = await slowStart(page);
  // Not waiting for the page's load, which waits for the scripts held back.
  await page.goto(`/${london.latinName}/places`, { waitUntil: 'commit' });
  const card = page.getByRole('main').getByRole('link', { name: place.name }).first();
  await expect(card).toBeVisible();
  await expect(page.locator(PAGE_STATE)).toHaveCount(1);

  await card.click();
  // The browser followed the link itself: the place page came from the server, rendered.
  await expect(page).toHaveURL(new RegExp(`/${place.latinName}$|/${place.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  release();
  await appTookOver(page);
});

test('a rendered page scrolled before the app runs stays where it was, and the next page opens at its top', async ({
  page,
}) => {
  const place = await firstPlace(page, london.latinName);
  const release = await slowStart(page);
  // Not waiting for the page's load, which waits for the scripts held back.
  await page.goto(`/${place.latinName}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  await expect(page.locator(PAGE_STATE)).toHaveCount(1);
  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, 400);
    return Math.round(window.scrollY);
  });
  expect(scrolled).toBeGreaterThan(0);

  release();
  // The app's first render is committed, its effects run: the page has not been moved.
  await appTookOver(page);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);

  // A navigation in the app does reset it.
  await page.getByRole('link', { name: messages.nav.places, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${london.latinName}/places$`));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
});

test('a modal button clicked before the app runs opens its modal from the server', async ({
  page,
}) => {
  const release = await slowStart(page);
  await page.goto('/users/unregistered', { waitUntil: 'commit' });
  const logIn = page
    .getByRole('main')
    .getByRole('button', { name: messages.profile.unregistered.logIn });
  await expect(logIn).toBeVisible();
  await expect(page.locator(PAGE_STATE)).toHaveCount(1);

  await logIn.click();
  // The browser sent the button's form: the server answered the page with the modal in its URL.
  await expect(page).toHaveURL(/\/users\/unregistered\?modal=login$/);
  release();
  await appTookOver(page);
  await expect(authDialog(page)).toBeVisible();
});

test('text typed into the header search before hydration stays, and is what a search submits', async ({
  page,
}) => {
  const mismatches = mismatchesLogged(page);
  const release = await slowStart(page);
  // Not waiting for the page's load, which waits for the scripts held back.
  await page.goto(`/${london.latinName}/places`, { waitUntil: 'commit' });
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill('fig');
  await expect(page.locator(PAGE_STATE)).toHaveCount(1);

  release();
  await appTookOver(page);
  await expect(search).toHaveValue('fig');
  // The header's state has it: it searches 500 ms after it, as after any typing.
  await expect(page).toHaveURL(/\/search\?query=fig$/);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=fig$/);
  await expect(search).toHaveValue('fig');
  expect(mismatches).toEqual([]);
});

test('the places list, a place page and a post page hydrate without a mismatch', async ({
  page,
  request,
}) => {
  const place = await firstPlace(page, london.latinName);
  const { posts } = await gatewayData<{ posts: { items: { id: string }[] } }>(
    request,
    '{ posts(limit: 1) { items { id } } }',
  );
  const mismatches = mismatchesLogged(page);
  for (const path of [
    `/${london.latinName}/places`,
    `/${place.id}`,
    `/posts/${posts.items[0]!.id}`,
  ]) {
    await page.goto(path);
    await appTookOver(page);
    await expect(page.locator(PAGE_STATE)).toHaveCount(0);
    await idle(page);
  }
  expect(mismatches).toEqual([]);
});

test("a place page's sections stay where the server's HTML put them as the app starts", async ({
  page,
  request,
}) => {
  // A place with reviews: their cards are in the server's HTML, above the Location section.
  const { posts } = await gatewayData<{ posts: { items: { place: { id: string } | null }[] } }>(
    request,
    '{ posts(filter: { type: REVIEW }, limit: 1) { items { place { id } } } }',
  );
  const placeId = posts.items[0]!.place!.id;
  const release = await slowStart(page);
  await page.goto(`/${placeId}`, { waitUntil: 'domcontentloaded' });
  const reviews = page.getByRole('region', { name: messages.place.latestReviews });
  await expect(reviews.getByRole('article').first()).toBeVisible();
  // The page as the browser paints it: every stylesheet of the HTML in (a layout read before would
  // measure the page without its styles, which no one sees).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );
  const location = page.getByRole('region', { name: messages.place.location });
  const topOf = () =>
    location.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const before = await topOf();

  release();
  await appTookOver(page);
  // The cards' own chunk comes after the rest, and hydrates them.
  await page.waitForLoadState('networkidle');
  await idle(page);
  expect(await topOf()).toBe(before);
});
