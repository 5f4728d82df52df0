import { expect, test, type Page } from '@playwright/test';
import { logInByPassword } from '../support/page-login.js';
import { graphql, signIn as signInThroughApi } from './social-support.js';
import { authDialog, DEMO_PASSWORD, logInWithChangedPassword } from './support.js';

// Profiles and settings of demo people. The mobile and desktop projects run side by side against
// one server, so each project signs in as its own demo people (nothing one changes is seen by the
// other).

function demoPerson(role: 'edit' | 'password' | 'delete', project: string): string {
  const index = { edit: 3, password: 5, delete: 19 }[role] + (project === 'desktop' ? 1 : 0);
  return `user${index}@tavola.test`;
}

/** Signs in as a demo person through the API; returns their user id. */
async function signIn(page: Page, email: string): Promise<string> {
  return (await signInThroughApi(page, email)).id;
}

test.describe('profile', () => {
  test('a person edits their profile and sees it on the profile page, also after a reload', async ({
    page,
  }, testInfo) => {
    const id = await signIn(page, demoPerson('edit', testInfo.project.name));
    await page.goto(`/users/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page fits the screen's width, however long the last comments under the posts.
    await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);

    await page.getByRole('main').getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/users/${id}/edit`);
    const firstName = page.getByLabel('First name');
    await expect(firstName).not.toHaveValue('');
    await firstName.fill('Marguerite');
    await page.getByLabel('Second name').fill('Yourcenar');
    await page
      .getByRole('textbox', { name: 'About', exact: true })
      .fill('Slow lunches and long novels.');
    await expect(page.getByText('29 / 300')).toBeVisible();
    await page.getByLabel('Link').fill('not a link');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The value entered is not a link')).toBeVisible();

    await page.getByLabel('Link').fill('https://marguerite.example');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Profile is edited')).toBeVisible();
    await expect(page).toHaveURL(`/users/${id}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Marguerite Yourcenar' });
    await expect(heading).toBeVisible();
    await expect(page.getByText('Slow lunches and long novels.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'marguerite.example' })).toBeVisible();
    await expect(page).toHaveTitle(/Marguerite Yourcenar/);

    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByText('Slow lunches and long novels.')).toBeVisible();
    // The stored account follows the profile.
    const stored = await page.evaluate(() => window.localStorage.getItem('tavola-account'));
    expect(stored).toContain('Marguerite');
  });

  test('someone else’s profile has no Edit link, and its edit page says no access', async ({
    page,
  }, testInfo) => {
    await signIn(page, demoPerson('edit', testInfo.project.name));
    const { users } = await graphql<{ users: { items: { id: string }[] } }>(
      page,
      '{ users(order: POPULAR, limit: 20) { items { id } } }',
    );
    const { me } = await graphql<{ me: { user: { id: string } } }>(page, '{ me { user { id } } }');
    const other = users.items.map((user) => user.id).find((id) => id !== me.user.id);
    if (!other) throw new Error('no other person in the demo data');

    await page.goto(`/users/${other}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Edit' })).toHaveCount(0);

    await page.goto(`/users/${other}/edit`);
    await expect(page.getByText('Unfortunately, you have no access to this page')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);
  });

  test('an unknown profile shows the not-found page', async ({ page }) => {
    await page.goto(`/users/${'f'.repeat(24)}`);
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('a visitor’s profile invites them to log in', async ({ page }) => {
    await page.goto('/users/unregistered');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/modal=login/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('settings', () => {
  test('a person changes their password and logs in with the new one', async ({
    page,
  }, testInfo) => {
    // Four password checks (each a deliberate scrypt hash) and a logout between two sign-ins.
    test.slow();
    const email = demoPerson('password', testInfo.project.name);
    await signIn(page, email);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.getByLabel('Old password').fill('not-my-password');
    await page.getByLabel('New password').fill('a-new-secret-42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Incorrect old password')).toBeVisible();

    await page.getByLabel('Old password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The password is successfully changed')).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    // Home, or the feed when the route guard sees the session go first (SPEC section 2).
    await expect(page).not.toHaveURL(/\/settings/);
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('tavola-account')))
      .toBeNull();
    // Back in through the sign-in modal, from the visitor's profile.
    await page.goto('/users/unregistered');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await logInWithChangedPassword(page, email, 'a-new-secret-42');
    await expect(authDialog(page)).toHaveCount(0);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('the notification sound switch is kept across reloads', async ({ page }, testInfo) => {
    await signIn(page, demoPerson('edit', testInfo.project.name));
    await page.goto('/settings');
    const sound = page.getByRole('switch', { name: 'Notification sound' });
    await expect(sound).toBeChecked();
    await sound.click();
    await expect(sound).not.toBeChecked();
    await page.reload();
    await expect(sound).not.toBeChecked();
  });

  test('a person deletes their account and their profile shows as deleted', async ({
    page,
  }, testInfo) => {
    const email = demoPerson('delete', testInfo.project.name);
    const id = await signIn(page, email);
    await page.goto('/settings');

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).not.toHaveURL(/\/settings/);
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('tavola-account')))
      .toBeNull();

    await page.goto(`/users/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'The profile is deleted' }),
    ).toBeVisible();
    const again = await logInByPassword(page, email, DEMO_PASSWORD);
    expect(again.errors?.[0]?.extensions?.status).toBe('CredentialsMismatch');
  });
});
