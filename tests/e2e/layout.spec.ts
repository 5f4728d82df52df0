import { expect, test, type Locator, type Page, type Route, type TestInfo } from '@playwright/test';
import { HYDRATION_MISMATCH_LOG } from '../../web/src/lib/constants.js';
import { graphql, newPerson, signIn } from './social-support.js';
import { appTookOver, cityButton, gatewayData, london, moscow, welcomeHeading } from './support.js';

// What a person sees of the layout: on a phone nothing sits under the bottom bar or the back
// button, and back fades as the page scrolls; the place edit form shows the place's choices even
// when the catalog comes late; a chain's actions are one row; Share only where the device shares;
// the welcome's category chips lead to the city's lists.

/** A city no other spec works in: the changes made here stay out of their lists. */
const QUIET_CITY = 'tbilisi-georgia';

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The boxes of every element `locator` finds that is on screen now. */
async function boxesOnScreen(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const element of await locator.all()) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (box && box.width > 0 && box.height > 0) boxes.push(box);
  }
  return boxes;
}

/** The bottom bar (a phone's navigation, fixed to the bottom of the screen). */
function bottomBar(page: Page) {
  return page.getByRole('navigation', { name: 'Quick' });
}

function backButton(page: Page) {
  return page.getByRole('button', { name: 'Back', exact: true });
}

async function scrollPageTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/** The first listed place of a city, as the gateway gives it. */
async function firstPlace(page: Page, city: string) {
  const { places } = await gatewayData<{
    places: { items: { id: string; name: string; latinName: string }[] };
  }>(
    page.request,
    'query ($city: String!) { places(city: $city, limit: 1) { items { id name latinName } } }',
    { city },
  );
  const place = places.items[0];
  if (!place) throw new Error(`no places in ${city}`);
  return place;
}

/** The hydration mismatches the app logs from now on (web/src/lib/infra/hydration.ts). */
function mismatchesLogged(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(HYDRATION_MISMATCH_LOG)) {
      logged.push(message.text());
    }
  });
  return logged;
}

test.describe('nothing under the bottom bar or the back button', () => {
  test("the open chat's input and Send stay above the bottom bar", async ({
    browser,
  }, testInfo) => {
    test.slow();
    const project = testInfo.project.name;
    const writer = await newPerson(browser, `Lia ${project}`);
    const reader = await newPerson(browser, `Ben ${project}`);
    const { startChat } = await graphql<{ startChat: { id: string } }>(
      writer.page,
      'mutation E2eStart($userId: ID) { startChat(userId: $userId) { id } }',
      { userId: reader.id },
    );
    // More messages than the screen holds: the thread has to scroll.
    for (let index = 1; index <= 12; index += 1) {
      await graphql(
        writer.page,
        'mutation E2eSend($chatId: ID!, $text: String) { sendMessage(chatId: $chatId, text: $text) { id } }',
        { chatId: startChat.id, text: `Message ${index} about a table for two on Friday evening` },
      );
    }

    const { page } = writer;
    await page.goto(`/chats/${startChat.id}`);
    const messageList = page.getByRole('list', { name: 'Messages' });
    await expect(messageList.getByText(/^Message 12 about/)).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send' });
    await expect(field).toBeVisible();

    // Where the screen ends for the page: the bar's top on a phone, the window's bottom beside the
    // side navigation.
    const screenEnd = async () =>
      isPhone(testInfo) ? (await boxOf(bottomBar(page))).y : page.viewportSize()!.height;
    const expectAboveTheEnd = async () => {
      const end = await screenEnd();
      for (const part of [field, send]) {
        const box = await boxOf(part);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(end);
      }
    };
    await expectAboveTheEnd();

    // Written and sent from there, and still above the bar after it.
    await field.fill('See you at seven');
    await send.click();
    await expect(messageList.getByText('See you at seven')).toBeVisible();
    await expect(field).toHaveValue('');
    await expectAboveTheEnd();

    await writer.page.context().close();
    await reader.page.context().close();
  });

  test('back covers nothing on a place page and fades out as the page scrolls', async ({
    page,
  }, testInfo) => {
    const place = await firstPlace(page, london.latinName);
    await page.goto(`/${place.latinName}`);
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    await appTookOver(page);
    const back = backButton(page);
    if (!isPhone(testInfo)) {
      // From 1240 px the side navigation is there: no back button.
      await expect(back).toBeHidden();
      return;
    }

    await expect(back).toBeVisible();
    await expect(back).toHaveCSS('opacity', '1');
    const main = page.getByRole('main');
    const follow = main.getByRole('button', { name: 'Follow', exact: true }).first();
    await expect(follow).toBeVisible();
    const backBox = await boxOf(back);
    expect(overlaps(backBox, await boxOf(follow))).toBe(false);
    // Nor any other button, link or label of the page on screen.
    const targets = await boxesOnScreen(main.locator('button, a, label'));
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((box) => overlaps(backBox, box))).toEqual([]);

    // SPEC section 9: the fade runs from 200 to 400 px of scroll.
    await scrollPageTo(page, 300);
    await expect(back).toHaveCSS('opacity', '0.5');
    await scrollPageTo(page, 600);
    // Faded out, it is out of sight and out of reach (hidden, so found only when asked for).
    await expect(
      page.getByRole('button', { name: 'Back', exact: true, includeHidden: true }),
    ).toHaveCSS('opacity', '0');
    await expect(back).toBeHidden();
    await scrollPageTo(page, 0);
    await expect(back).toBeVisible();
    await expect(back).toHaveCSS('opacity', '1');
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("back covers neither a booking time nor the form's labels", async ({ page }, testInfo) => {
    await page.goto('/falcon-cafe/booking');
    const dateField = page.getByLabel('Date', { exact: true });
    await expect(dateField).toBeVisible();
    await appTookOver(page);
    // The first day with bookable times.
    const times = page.getByRole('radio');
    const noTimes = page.getByText('There are no bookable times on this day');
    const days = await dateField
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    for (const day of days) {
      await dateField.selectOption(day);
      await expect(times.first().or(noTimes)).toBeVisible();
      if ((await times.count()) > 0) break;
    }
    await expect(times.first()).toBeVisible();

    const back = backButton(page);
    if (!isPhone(testInfo)) {
      await expect(back).toBeHidden();
      return;
    }
    await expect(back).toBeVisible();
    const backBox = await boxOf(back);
    // The form's labels and legends, and the times (each a label around its radio).
    const labels = await boxesOnScreen(page.getByRole('main').locator('label, legend'));
    const timeLabels = await boxesOnScreen(
      page.getByRole('main').locator('label').filter({ has: times }),
    );
    expect(timeLabels.length).toBeGreaterThan(0);
    expect(labels.length).toBeGreaterThan(timeLabels.length);
    expect(labels.filter((box) => overlaps(backBox, box))).toEqual([]);
  });
});

interface CatalogCategory {
  id: string;
  name: string;
}

test.describe('the place edit form', () => {
  test("shows the place's category, subcategory and cuisines, also when the catalog comes after them", async ({
    page,
  }) => {
    await signIn(page, 'admin@tavola.test');
    const { places, categories } = await gatewayData<{
      places: {
        items: {
          id: string;
          name: string;
          latinName: string;
          category: CatalogCategory | null;
          cuisines: { value: string; label: string }[];
        }[];
      };
      categories: CatalogCategory[];
    }>(
      page.request,
      'query ($city: String!) { places(city: $city, limit: 20) { items { id name latinName category { id name } cuisines { value label } } } categories { id name } }',
      { city: QUIET_CITY },
    );
    const place = places.items.find((item) => item.category && item.cuisines.length > 0);
    if (!place?.category) throw new Error(`no place with a category and cuisines in ${QUIET_CITY}`);
    const subCategory = categories.find((category) => category.id !== place.category?.id);
    if (!subCategory) throw new Error('the catalog has one category only');
    await graphql(
      page,
      'mutation E2eSub($id: ID!, $input: PlaceInput!) { updatePlace(id: $id, input: $input) { id } }',
      { id: place.id, input: { subCategoryId: subCategory.id } },
    );

    // The catalog (the selects' options) is held back until the form shows the place's values.
    let heldCatalog: Route | null = null;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'PlaceCatalog' && !heldCatalog) {
        heldCatalog = route;
        return;
      }
      await route.continue();
    });
    await page.goto(`/${place.latinName}/edit`);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(place.name);
    await expect.poll(() => heldCatalog !== null).toBe(true);
    const category = page.getByRole('combobox', { name: 'Category', exact: true });
    const sub = page.getByRole('combobox', { name: 'Subcategory', exact: true });
    const cuisines = page.getByRole('listbox', { name: 'Cuisines', exact: true });
    // The values are there before the options: only 'Not chosen' so far.
    await expect(category.locator('option')).toHaveCount(1);
    await (heldCatalog as Route | null)?.continue();

    const expectChoicesShown = async () => {
      await expect(category).toHaveValue(place.category!.id);
      await expect(sub).toHaveValue(subCategory.id);
      const shown = (select: Locator) =>
        select.evaluate((element) =>
          Array.from((element as HTMLSelectElement).selectedOptions, (option) => option.text),
        );
      expect(await shown(category)).toEqual([place.category!.name]);
      expect(await shown(sub)).toEqual([subCategory.name]);
      // A multiple select lists its choices in the catalog's order, not the place's.
      await expect
        .poll(async () => (await shown(cuisines)).sort())
        .toEqual(place.cuisines.map((cuisine) => cuisine.label).sort());
    };
    await expectChoicesShown();

    // Opened again, with the catalog in no hurry either way.
    await page.unrouteAll({ behavior: 'wait' });
    await page.reload();
    await expectChoicesShown();
  });
});

test.describe('the chain page', () => {
  test('its actions are one row of same-height buttons with gaps', async ({ page }) => {
    await signIn(page, 'admin@tavola.test');
    const { organisations } = await gatewayData<{ organisations: { items: { id: string }[] } }>(
      page.request,
      'query ($city: String!) { organisations(city: $city, limit: 1) { items { id } } }',
      { city: london.latinName },
    );
    const chain = organisations.items[0];
    if (!chain) throw new Error('no chains in London');
    await page.goto(`/organisations/${chain.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    // An admin has them all: news, a message, access, and the edit form.
    const actions = [
      main.getByRole('link', { name: 'Post news' }),
      main.getByRole('button', { name: 'Write a message' }),
      main.getByRole('button', { name: 'Access', exact: true }),
      main.getByRole('link', { name: 'Edit', exact: true }),
    ];
    for (const action of actions) await expect(action).toBeAttached();
    const boxes = await Promise.all(actions.map(boxOf));
    const [first] = boxes;
    for (const box of boxes) {
      expect(Math.abs(box.y - first!.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(box.height - first!.height)).toBeLessThanOrEqual(1);
    }
    const byX = [...boxes].sort((a, b) => a.x - b.x);
    for (let index = 1; index < byX.length; index += 1) {
      const gap = byX[index]!.x - (byX[index - 1]!.x + byX[index - 1]!.width);
      expect(gap).toBeGreaterThanOrEqual(8);
    }
  });

  test("a signed-in person's actions are on screen side by side, the same height", async ({
    page,
  }) => {
    await signIn(page, 'user3@tavola.test');
    const { organisations } = await gatewayData<{ organisations: { items: { id: string }[] } }>(
      page.request,
      'query ($city: String!) { organisations(city: $city, limit: 1) { items { id } } }',
      { city: london.latinName },
    );
    await page.goto(`/organisations/${organisations.items[0]!.id}`);
    const main = page.getByRole('main');
    const write = main.getByRole('button', { name: 'Write a message' });
    const request = main.getByRole('button', { name: 'Request access' });
    await expect(write).toBeInViewport({ ratio: 1 });
    await expect(request).toBeInViewport({ ratio: 1 });
    const [a, b] = [await boxOf(write), await boxOf(request)];
    expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(a.height - b.height)).toBeLessThanOrEqual(1);
    expect(b.x - (a.x + a.width)).toBeGreaterThanOrEqual(8);
  });

  test('a chain with no places says so', async ({ page }, testInfo) => {
    await signIn(page, 'admin@tavola.test');
    const { city, categories } = await gatewayData<{
      city: { id: string };
      categories: CatalogCategory[];
    }>(
      page.request,
      'query ($city: String!) { city(latinName: $city) { id } categories { id name } }',
      {
        city: QUIET_CITY,
      },
    );
    const name = `Empty Tables ${testInfo.project.name} ${Date.now().toString(36)}`;
    const { createOrganisation } = await graphql<{ createOrganisation: { id: string } }>(
      page,
      'mutation E2eChain($input: OrganisationInput!) { createOrganisation(input: $input) { id } }',
      { input: { name, cityId: city.id, categoryId: categories[0]?.id } },
    );
    await page.goto(`/organisations/${createOrganisation.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const places = page.getByRole('region', { name: 'Places' });
    await expect(places.getByText('There are no places in this chain')).toBeVisible();
    await expect(places.getByRole('list', { name: 'Places' })).toHaveCount(0);
    await expect(places.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  });
});

test.describe('sharing', () => {
  test('is not offered where the browser cannot share, neither in the server HTML nor after hydration', async ({
    page,
  }) => {
    const place = await firstPlace(page, london.latinName);
    const html = await (await page.request.get(`/${place.latinName}`)).text();
    expect(html).toContain(place.name);
    expect(html).not.toMatch(/>Share</);

    const mismatches = mismatchesLogged(page);
    await page.goto(`/${place.latinName}`);
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    await appTookOver(page);
    // Headless Chromium here has no share sheet (it has a clipboard, which is not sharing).
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await expect(page.getByRole('button', { name: 'Follow', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    expect(mismatches).toEqual([]);
  });

  test("is offered where the device has a share sheet, and hands it the place's link", async ({
    page,
    baseURL,
  }) => {
    const place = await firstPlace(page, london.latinName);
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.defineProperty(window, 'e2eShared', { value: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
      Object.defineProperty(Navigator.prototype, 'canShare', {
        configurable: true,
        value: () => true,
      });
    });
    const mismatches = mismatchesLogged(page);
    await page.goto(`/${place.latinName}`);
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
    const share = page.getByRole('button', { name: 'Share' });
    await expect(share).toBeVisible();
    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { e2eShared: ShareData[] }).e2eShared))
      .toEqual([{ title: place.name, url: `${baseURL}/${place.latinName}` }]);
    expect(mismatches).toEqual([]);
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
