import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { graphql, newPerson, publishImpression, signIn } from './social-support.js';
import {
  appNavigation,
  appTookOver,
  authDialog,
  DEMO_PASSWORD,
  emailField,
  gatewayData,
  freshPhone,
  inboxCode,
  london,
  phoneField,
  welcomeHeading,
} from './support.js';

// What a new person meets first: the Menu on a phone, signing up, the login form's and the route
// guard's rules (SPEC sections 2 and 5) and logging out. The mobile and desktop projects run side
// by side on one server: each signs in as its own demo person.

const feedPath = `/${london.latinName}/feed`;

function demoEmail(testInfo: TestInfo, index: number): string {
  return `user${index + (testInfo.project.name === 'desktop' ? 1 : 0)}@tavola.test`;
}

/** The Menu: from the bottom bar on a phone; from 1240 px there is no bottom bar, so by URL. */
async function openMenu(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'mobile') {
    await appNavigation(page, testInfo).getByRole('link', { name: 'Menu' }).click();
  } else {
    await page.goto('/navigation');
  }
  await expect(page).toHaveURL(/\/navigation/);
  return page.getByRole('navigation', { name: 'Menu' });
}

test.describe('the Menu', () => {
  test('a visitor finds Settings, Notifications and Log in there', async ({ page }, testInfo) => {
    await page.goto('/offer');
    // A button answers once the app runs on the rendered page (a link works before it).
    await appTookOver(page);
    const menu = await openMenu(page, testInfo);
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
    await menu.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a signed-in person reaches Settings and logs out from it', async ({ page }, testInfo) => {
    await signIn(page, demoEmail(testInfo, 15));
    await page.goto('/offer');
    let menu = await openMenu(page, testInfo);
    await menu.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    menu = await openMenu(page, testInfo);
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText('You logged out of the account')).toBeVisible();
    // The Menu is open to visitors: they stay, now offered Log in.
    await expect(page).toHaveURL(/\/navigation\?flagLogout=true$/);
    await expect(menu.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('signing up', () => {
  test('ends signed in on the city feed, the account no longer new', async ({ page }) => {
    const national = freshPhone().slice(2);
    await page.goto('/');
    await page.getByRole('button', { name: 'London' }).waitFor();
    await appTookOver(page);
    await page.evaluate(
      (city) => localStorage.setItem('tavola-current-city', city),
      london.latinName,
    );
    await page.getByRole('button', { name: 'Log in' }).click();
    await authDialog(page).getByRole('tab', { name: 'Sign up' }).click();
    await phoneField(page).fill(national);
    await authDialog(page).getByRole('button', { name: 'Get the code' }).click();
    await authDialog(page)
      .getByRole('textbox', { name: 'Code' })
      .fill(await inboxCode(page));

    const profile = page.getByRole('dialog', { name: 'Fill out your profile' });
    await profile.getByLabel('First name').fill('Nell');
    await profile.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(feedPath);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: welcomeHeading })).toHaveCount(0);
    const { me } = await graphql<{ me: { isNew: boolean } | null }>(page, '{ me { isNew } }');
    expect(me).toEqual({ isNew: false });
    const stored = await page.evaluate(() => localStorage.getItem('tavola-account'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ isNew: false });
  });
});

test.describe('the login form (SPEC section 5)', () => {
  test('checks the fields before sending without showing the rules, and Enter sends', async ({
    page,
  }) => {
    await page.goto('/?modal=login');
    const password = authDialog(page).getByLabel('Password');
    await password.press('Enter');
    await phoneField(page).fill('77009');
    await password.fill('secret');
    await password.press('Enter');
    await expect(phoneField(page)).toBeFocused();
    await expect(authDialog(page).getByText('This field is required')).toHaveCount(0);
    await expect(authDialog(page).getByText(/must match the mask/)).toHaveCount(0);
    await expect(authDialog(page).getByRole('alert')).toHaveCount(0);
  });

  test('lowercases the e-mail as typed; a wrong password shows under it and is cleared', async ({
    page,
  }, testInfo) => {
    await page.goto('/?modal=login');
    await authDialog(page).getByRole('radio', { name: 'Email' }).check();
    await emailField(page).pressSequentially(demoEmail(testInfo, 17).toUpperCase());
    await expect(emailField(page)).toHaveValue(demoEmail(testInfo, 17));
    const password = authDialog(page).getByLabel('Password');
    await password.fill('not-the-password');
    await password.press('Enter');
    await expect(authDialog(page).getByText('Incorrect email or password')).toBeVisible();
    await expect(password).toHaveValue('');

    await password.fill(DEMO_PASSWORD);
    await password.press('Enter');
    await expect(page.getByText('You have successfully authorized')).toBeVisible();
    // Signed in on the welcome screen: it gives way to the feed.
    await expect(page).toHaveURL(feedPath);
  });
});

test.describe('the route guard (SPEC section 2)', () => {
  test('a visitor on a login-required route gets the login modal over the page they came from', async ({
    page,
  }) => {
    await page.goto('/offer');
    // A history change the router sees: it listens once the app has taken the page over.
    await appTookOver(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/feed/following');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/offer?modal=login&redirect=%2Ffeed%2Ffollowing');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('logging out on /settings goes to the feed', async ({ page }, testInfo) => {
    await signIn(page, demoEmail(testInfo, 19));
    await page.goto('/settings');
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText('You logged out of the account')).toBeVisible();
    await expect(page).toHaveURL(feedPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).not.toBeEmpty();
  });

  test('an authorization error opens the login modal', async ({ page }, testInfo) => {
    await signIn(page, demoEmail(testInfo, 15));
    await page.goto(feedPath);
    const like = page.getByRole('main').getByRole('button', { name: 'Like' }).first();
    await expect(like).toBeVisible();
    // The session ends behind the app's back (as when another tab logs out).
    await graphql(page, 'mutation E2eLogout { logout }');
    const loginDialog = page.getByRole('dialog', { name: 'Log in' });
    // Whichever request comes first is refused: the Like, or one the page makes meanwhile (a live
    // counter), whose refusal has already opened the modal over the Like.
    await like.click({ timeout: 10_000 }).catch(async (error: unknown) => {
      if (!(await loginDialog.isVisible())) throw error;
    });
    await expect(loginDialog).toBeVisible();
    await expect(page).toHaveURL(/modal=login/);
  });
});

test('after logging out, one’s own comment no longer offers Edit and Delete', async ({
  browser,
}, testInfo) => {
  const person = await newPerson(browser, 'Cora');
  const { page } = person;
  const postId = await publishImpression(page, `Cora's lunch ${Date.now().toString(36)}`);
  await graphql(
    page,
    'mutation E2eComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }',
    { input: { postId, text: 'Worth the queue.' } },
  );
  await page.goto(`/posts/${postId}`);
  const mine = page.getByRole('list', { name: 'Comments' }).getByRole('article').filter({
    hasText: 'Worth the queue.',
  });
  await expect(mine.getByRole('button', { name: 'Edit' })).toBeVisible();

  if (testInfo.project.name === 'desktop') {
    // Logged out with the comment on screen.
    await appNavigation(page, testInfo).getByRole('button', { name: 'Log out' }).click();
  } else {
    const menu = await openMenu(page, testInfo);
    await menu.getByRole('button', { name: 'Log out' }).click();
    await page.goBack();
  }
  await expect(page.getByText('You logged out of the account')).toBeVisible();
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test.describe('the answer links of a reservation', () => {
  for (const path of ['/confirm/4F2A9C', '/decline/4F2A9C']) {
    test(`${path} is its own page, not a city: an unknown code says so in the layout`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'The reservation was not answered' }),
      ).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
    });
  }
});

test('a search while browsing a city lists that city’s places first', async ({ page, request }) => {
  const { search } = await gatewayData<{
    search: { items: { city?: { name: string; latinName: string } }[] };
  }>(
    request,
    '{ search(query: "cafe", limit: 100) { items { ... on Place { city { name latinName } } } } }',
  );
  const cities = search.items.flatMap((item) => (item.city ? [item.city] : []));
  // A city whose matches a search from elsewhere does not list first.
  const browsed = cities.find((city) => city.latinName !== cities[0]?.latinName);
  if (!browsed) throw new Error('the demo data has "cafe" places in one city only');

  for (const city of [browsed, { name: london.name, latinName: london.latinName }]) {
    await page.goto(`/${city.latinName}/places`);
    await page.getByPlaceholder('Place or profile').fill('cafe');
    await expect(page).toHaveURL(/\/search\?query=cafe/);
    const firstPlace = page
      .getByRole('list', { name: 'Search' })
      .locator('a[data-kind="place"]')
      .first();
    await expect(firstPlace).toContainText(city.name);
  }
});
