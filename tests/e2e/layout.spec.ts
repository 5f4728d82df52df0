import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { graphql, newPerson, signIn } from './social-support.js';
import { appTookOver, firstPlace, gatewayData, london, QUIET_CITY } from './support.js';

// What a person sees of the layout: on a phone nothing sits under the bottom bar or the back
// button, and back fades as the page scrolls; a chain's actions are one row of buttons.

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
      categories: { id: string; name: string }[];
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
