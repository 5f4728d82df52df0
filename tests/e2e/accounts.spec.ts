import { expect, test, type Page } from '@playwright/test';
import {
  appTookOver,
  authDialog,
  DEMO_PASSWORD,
  emailField,
  freshPhone,
  inboxCode,
  logInWithChangedPassword,
  phoneField,
  welcomeHeading,
} from './support.js';

// Signing up, in and out through the sign-in modal, as a person does. The mobile and desktop
// projects run side by side on one server: each uses its own demo people and fresh phones.

function demoEmail(role: 'restore' | 'login', project: string): string {
  const index = { restore: 11, login: 13 }[role] + (project === 'desktop' ? 1 : 0);
  return `user${index}@tavola.test`;
}

async function openLogIn(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: welcomeHeading })).toBeVisible();
  // The welcome screen comes rendered: Log in is a button, the app's once it runs.
  await appTookOver(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(authDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/modal=login/);
}

async function logOutInSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You logged out of the account')).toBeVisible();
  // A login-required route is no place for a visitor.
  await expect(page).not.toHaveURL(/\/settings/);
}

test.describe('accounts', () => {
  test('registers by phone with the code from the development inbox, fills the profile, logs out and in by password', async ({
    page,
  }) => {
    const phone = freshPhone();
    const national = phone.slice(2);

    await openLogIn(page);
    const signUp = authDialog(page).getByRole('tab', { name: 'Sign up' });
    await signUp.click();
    await expect(page).toHaveURL(/modal=registration/);
    // The URL changes before the sign-up form is on screen; a person types once the tab is active.
    await expect(signUp).toHaveAttribute('aria-selected', 'true');
    await phoneField(page).fill(national);
    await expect(phoneField(page)).toHaveValue(`+44 ${national.slice(0, 4)} ${national.slice(4)}`);
    await authDialog(page).getByRole('button', { name: 'Get the code' }).click();

    await expect(page.getByRole('dialog', { name: 'Enter the code' })).toBeVisible();
    await expect(authDialog(page).getByText(/Send the code again in 00:\d\d/)).toBeVisible();
    const code = await inboxCode(page);
    // The code submits itself at its fourth digit.
    await authDialog(page).getByRole('textbox', { name: 'Code' }).fill(code);

    const profile = page.getByRole('dialog', { name: 'Fill out your profile' });
    await expect(profile).toBeVisible();
    await expect(profile.getByRole('button', { name: /Back/ })).toHaveCount(0);
    await profile.getByLabel('First name').fill('Eve');
    await profile.getByLabel('Second name').fill('Tester');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A password to log in with next time (none is needed the first time).
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByLabel('New password').fill('e2e-secret-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The password is successfully changed')).toBeVisible();

    await logOutInSettings(page);

    await openLogIn(page);
    await phoneField(page).fill(national);
    await authDialog(page).getByLabel('Password').fill('wrong-one');
    await authDialog(page).getByLabel('Password').press('Enter');
    await expect(authDialog(page).getByText('Incorrect phone or password')).toBeVisible();
    await expect(authDialog(page).getByLabel('Password')).toHaveValue('');

    await authDialog(page).getByLabel('Password').fill('e2e-secret-1');
    await authDialog(page).getByLabel('Password').press('Enter');
    await expect(page.getByText('You have successfully authorized')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const profileHref = await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('tavola-account') ?? 'null') as {
        user: { id: string; displayName: string };
      } | null;
      return stored ? `/users/${stored.user.id}|${stored.user.displayName}` : null;
    });
    expect(profileHref).toMatch(/^\/users\/[0-9a-f]{24}\|Eve Tester$/);
  });

  test('restores a password by e-mail and logs in with the new one', async ({ page }, testInfo) => {
    const email = demoEmail('restore', testInfo.project.name);
    await openLogIn(page);
    await authDialog(page).getByRole('radio', { name: 'Email' }).check();
    await emailField(page).fill(email.toUpperCase());
    await expect(emailField(page)).toHaveValue(email);
    await authDialog(page).getByRole('button', { name: 'Forgot password?' }).click();

    await expect(page.getByRole('dialog', { name: 'Recover password' })).toBeVisible();
    await expect(emailField(page)).toHaveValue(email);
    await authDialog(page).getByRole('button', { name: 'Get the code' }).click();

    await expect(page.getByRole('dialog', { name: 'Enter the code' })).toBeVisible();
    const code = await inboxCode(page);
    await authDialog(page).getByRole('textbox', { name: 'Code' }).fill(code);
    await authDialog(page).getByLabel('New password').fill('restored-1');
    await authDialog(page).getByRole('button', { name: 'Save and log in' }).click();
    await expect(page.getByText('You have successfully authorized')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await logOutInSettings(page);
    await openLogIn(page);
    await logInWithChangedPassword(page, email, 'restored-1');
  });

  test('a visitor who opens /settings lands in the login modal and continues there', async ({
    page,
  }, testInfo) => {
    await page.goto('/settings');
    await expect(page).toHaveURL('/?modal=login&redirect=%2Fsettings');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

    await authDialog(page).getByRole('radio', { name: 'Email' }).check();
    await emailField(page).fill(demoEmail('login', testInfo.project.name));
    await authDialog(page).getByLabel('Password').fill(DEMO_PASSWORD);
    await authDialog(page).getByLabel('Password').press('Enter');

    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
