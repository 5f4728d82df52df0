// What the end-to-end specs share: demo-data facts and the page landmarks they find things by.
import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { APP_STARTED_ATTRIBUTE, HYDRATION_MISMATCH_LOG } from '../../web/src/lib/constants.js';

export const london = {
  name: 'London',
  latinName: 'london-england-united-kingdom',
  country: 'United Kingdom',
};
export const moscow = { name: 'Moscow', latinName: 'moscow-russia', country: 'Russia' };

/** A city's button in the city picker, named by its city and country as it shows them. */
export function cityButton(scope: Page | Locator, city: { name: string; country: string }) {
  return scope.getByRole('button', { name: `${city.name} / ${city.country}`, exact: true });
}

export const welcomeHeading = 'Explore the best restaurants, cafes and bars nearby';

/** The place cards of a places list page (the list's own items, not lists inside a card). */
export function placeCards(page: Page) {
  return page
    .getByRole('list', { name: 'Places' })
    .locator(':scope > [role="listitem"], :scope > li');
}

/** A map's groups of nearby pins, each a button named by its count ("5 places"). */
export function mapClusters(map: Locator) {
  return map.getByRole('button', { name: /^\d+ places$/ });
}

/**
 * One place's own pin (Leaflet titles it with the place's name; a group has no title): when
 * every place in view is grouped, the first group is clicked, which zooms in, until one shows.
 */
export async function placePin(map: Locator): Promise<Locator> {
  const pins = map.locator('.leaflet-marker-icon[title]');
  await expect(pins.or(mapClusters(map)).first()).toBeVisible();
  await expect(async () => {
    if ((await pins.count()) === 0) await mapClusters(map).first().click();
    await expect(pins.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return pins.first();
}

/**
 * The navigation always on screen: the bottom bar (Quick) on a phone; from 1240 px there is no
 * bottom bar, and the side navigation (Main) takes its place.
 */
export function appNavigation(page: Page, testInfo: TestInfo) {
  return page.getByRole('navigation', {
    name: testInfo.project.name === 'mobile' ? 'Quick' : 'Main',
  });
}

/** The city picker's search field (labelled 'Search city'). */
export function citySearch(page: Page) {
  return page.getByLabel('Search city', { exact: true });
}

/**
 * Scrolls an endless list (a feed, the places list) until `item` is on the page: what earlier
 * specs of the run made may come before it, past the first page.
 */
export async function scrollUntilAttached(page: Page, item: Locator) {
  await expect(async () => {
    if ((await item.count()) === 0) await page.mouse.wheel(0, 4000);
    await expect(item).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** The link target of each place card (its name link), in list order. */
export function cardLinks(page: Page): Promise<string[]> {
  return placeCards(page).evaluateAll((items) =>
    items.map((item) => item.querySelector('article a')?.getAttribute('href') ?? ''),
  );
}

/** The data of a GraphQL call straight to the gateway (no session); throws on an answer without. */
export async function gatewayData<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!body.data) throw new Error(`gateway error: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Every place of a city, straight from the gateway (what the list should end up showing). */
export async function allPlaceIds(request: APIRequestContext, city: string): Promise<string[]> {
  const { places } = await gatewayData<{ places: { items: { id: string }[]; hasMore: boolean } }>(
    request,
    'query AllPlaces($city: String!) { places(city: $city, limit: 100) { items { id } hasMore } }',
    { city },
  );
  if (places.hasMore) throw new Error(`expected all places of ${city} in one page`);
  return places.items.map((item) => item.id);
}

// Sign-in (accounts issue).

/** The password every demo person has (docs/demo-accounts.md). */
export const DEMO_PASSWORD = 'tavola-demo';

/**
 * Waits until the app runs on the page: its first render is committed (hydrated over a page the
 * gateway rendered, or rendered into an empty one), so the page's handlers are React's.
 */
export async function appTookOver(page: Page) {
  await page.locator(`html[${APP_STARTED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/** The sign-in modal, whichever step it shows. */
export function authDialog(page: Page) {
  return page.getByRole('dialog');
}

/** The contact fields of the sign-in forms (the mode switch's radios share their names). */
export function phoneField(page: Page) {
  return authDialog(page).getByRole('textbox', { name: 'Phone' });
}
export function emailField(page: Page) {
  return authDialog(page).getByRole('textbox', { name: 'Email' });
}

/** The code the development inbox note of 'Enter the code' shows (the development sender's). */
export async function inboxCode(page: Page): Promise<string> {
  const note = authDialog(page).getByText(/Latest code: \d{4}/);
  await note.waitFor();
  const code = /(\d{4})/.exec((await note.textContent()) ?? '')?.[1];
  if (!code) throw new Error('no code in the development inbox note');
  return code;
}

/** A phone nobody has used in this run: 4477009 and five random digits (UK mobile shape). */
export function freshPhone(): string {
  return `4477009${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
}

/**
 * The api's own address, where its development inbox is read (docs/demo-accounts.md: `curl
 * .../api/v1/dev/inbox?target=...`): the run's api port, or E2E_API_URL beside E2E_BASE_URL.
 */
export function apiBaseUrl(): string {
  return process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? ''}`;
}

/**
 * The texts the development inbox keeps for a phone, newest first: what its SMS would have said
 * (codes, a booking's links, a table offered from the line).
 */
export async function phoneMessages(request: APIRequestContext, phone: string): Promise<string[]> {
  const response = await request.get(
    `${apiBaseUrl()}/api/v1/dev/inbox?target=${encodeURIComponent(phone)}`,
  );
  expect(response.status(), 'the development inbox answers').toBe(200);
  const body = (await response.json()) as { data: { messages: { text: string }[] } };
  return body.data.messages.map((message) => message.text);
}

/** The link after `label` ('Confirm:', 'Cancel:') in a phone's newest message that has one. */
export async function phoneLink(
  request: APIRequestContext,
  phone: string,
  label: string,
): Promise<string> {
  const pattern = new RegExp(`${label} (/\\S+)`);
  let link = '';
  await expect
    .poll(
      async () => {
        const found = (await phoneMessages(request, phone)).map((text) => pattern.exec(text)?.[1]);
        link = found.find(Boolean) ?? '';
        return link;
      },
      { message: `a message to ${phone} with "${label}"` },
    )
    .not.toBe('');
  return link;
}

/**
 * In the open login modal, by email, after a password change: the old demo password is refused,
 * the new one lets the person in.
 */
export async function logInWithChangedPassword(page: Page, email: string, newPassword: string) {
  await authDialog(page).getByRole('radio', { name: 'Email' }).check();
  await emailField(page).fill(email);
  const password = authDialog(page).getByLabel('Password');
  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');
  await expect(authDialog(page).getByText('Incorrect email or password')).toBeVisible();
  await password.fill(newPassword);
  await password.press('Enter');
  await expect(page.getByText('You have successfully authorized')).toBeVisible();
}

// Accessibility.

/** The axe tags of WCAG 2.2 levels A and AA (with the 2.0 and 2.1 rules they carry on). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe's WCAG 2.2 A and AA rules over the page as it is now; fails on any violation, naming
 * the rule, why, and the first elements that break it.
 */
export async function expectAccessible(page: Page) {
  // axe.run in the page itself (legacy mode) rather than a run per frame finished in a second,
  // blank page: the product has no frames, the rules and results are the same, and it takes about
  // half the time (the default injects axe three times and opens a page per check).
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  const found = violations.map((violation) => {
    const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
    const why = violation.nodes[0]?.any[0]?.message ?? violation.nodes[0]?.all[0]?.message ?? '';
    return `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} (${why}) at ${targets.join(', ')}`;
  });
  // Soft: one run lists the violations of every page it visits, not only the first page's.
  expect.soft(found, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * A phone's start: the CPU four times slower (Chromium's own throttling) and the app's scripts
 * held back on the network until the returned function lets them through, so the rendered page
 * is on screen, and can be used, before any of the app's JavaScript has run.
 */
export async function slowStart(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A city no other spec works in: the changes made there stay out of the other specs' lists. */
export const QUIET_CITY = 'tbilisi-georgia';

export interface ListedPlace {
  id: string;
  name: string;
  latinName: string;
}

/** The first `limit` places of a city's list, as the gateway gives them. */
export async function listedPlaces(
  request: APIRequestContext,
  city: string,
  limit: number,
): Promise<ListedPlace[]> {
  const { places } = await gatewayData<{ places: { items: ListedPlace[] } }>(
    request,
    'query E2ePlaces($city: String!, $limit: Int) { places(city: $city, limit: $limit) { items { id name latinName } } }',
    { city, limit },
  );
  return places.items;
}

/** The first listed place of a city, as the gateway gives it. */
export async function firstPlace(page: Page, city: string) {
  const [place] = await listedPlaces(page.request, city, 1);
  if (!place) throw new Error(`no places in ${city}`);
  return place;
}

/** The hydration mismatches the app logs from now on (web/src/lib/infra/hydration.ts). */
export function mismatchesLogged(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(HYDRATION_MISMATCH_LOG)) {
      logged.push(message.text());
    }
  });
  return logged;
}
