import { expect, test, type Page } from '@playwright/test';
import { jpeg, newPerson } from './social-support.js';
import { appTookOver, cityButton, listedPlaces, london } from './support.js';

// Running a place: a fresh person adds a business with the short form, fills in its edit form
// (phones, a schedule past midnight, an album with a photo), keeps a draft across a reload, meets
// a taken link, and deletes and recovers the place.

/** A demo place's slug, to try as a link that is taken. */
async function takenSlug(page: Page): Promise<string> {
  const places = await listedPlaces(page.context().request, london.latinName, 5);
  const named = places.find((place) => place.latinName !== place.id);
  if (!named) throw new Error('no demo place with a slug');
  return named.latinName;
}

async function pickLondon(page: Page) {
  // The form's own button: the header's city selector is named so too until a city is chosen.
  await page.getByRole('main').getByRole('button', { name: 'Choose a city' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a city' });
  await picker.getByRole('searchbox', { name: 'Search city' }).fill('London');
  await cityButton(picker, london).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByTestId('place-city')).toHaveText(london.name);
}

/** Fills the form's name, reloads, and finds the name kept in the form's draft. */
async function nameKeptAcrossReload(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.reload();
  await appTookOver(page);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
}

test('an owner adds a place, edits it, keeps a draft, and deletes and recovers it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page } = await newPerson(browser, 'Owner');

  // "Add business" leads to the short form.
  await page.goto('/places/create');
  await expect(page.getByRole('heading', { name: 'Add business', level: 1 })).toBeVisible();
  // Each press and keystroke below is for the app, not for the page the gateway rendered before it.
  await appTookOver(page);
  await page.getByRole('button', { name: 'Add place' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  const name = `Luna ${Date.now().toString(36)}`;
  // The short form's draft survives a reload.
  await nameKeptAcrossReload(page, name);
  await pickLondon(page);
  await page.getByLabel('Phone 1').fill('+44 20 79');
  await page.getByRole('button', { name: 'Add place' }).click();
  await expect(page.getByText(/The phone must match the mask \+44/)).toBeVisible();
  await page.getByLabel('Phone 1').fill('+44 20 7946 0018');
  await expect(page.getByText(/The phone must match the mask/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add place' }).click();

  // The new place opens in its edit form, marked as waiting for moderation.
  await expect(page).toHaveURL(/\/[0-9a-f]{24}\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit place', level: 1 })).toBeVisible();
  await expect(page.getByText('On moderation')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Phone 1')).toHaveValue('+44 2079 460018');

  // Several fields: a second phone, a schedule ending past midnight, an album with a photo.
  await page.getByLabel('Short description').fill('Pasta by the river');
  await page.getByRole('button', { name: 'Add phone' }).click();
  await page.getByLabel('Phone 2').fill('+44 20 7946 0019');
  await page.getByLabel('What the number is for 2').fill('Bar');
  await page.getByRole('button', { name: 'Add schedule' }).click();
  await page.getByRole('button', { name: 'Add day' }).click();
  await page.getByLabel('Day 1').selectOption({ label: 'Friday' });
  await page.getByLabel('Opens 1').selectOption('18:00');
  await page.getByLabel('Closes 1').selectOption('02:30');
  await expect(page.getByText('past midnight')).toBeVisible();
  await page.getByRole('button', { name: 'Add album' }).click();
  const album = page.getByRole('dialog', { name: 'Album' });
  await album.getByLabel('Title').fill('Terrace');
  const chooser = page.waitForEvent('filechooser');
  await album.getByRole('button', { name: 'Add photo' }).click();
  await (
    await chooser
  ).setFiles({ name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: await jpeg(7) });
  await expect(album.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expect(album.getByText('Uploading error')).toHaveCount(0);
  await album.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('album-item')).toContainText('1 photo');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Place is edited')).toBeVisible();

  // What was saved is shown after a reload.
  await page.reload();
  await appTookOver(page);
  await expect(page.getByLabel('Short description')).toHaveValue('Pasta by the river');
  await expect(page.getByLabel('Phone 2')).toHaveValue('+44 2079 460019');
  await expect(page.getByLabel('Day 1')).toHaveValue('5');
  await expect(page.getByLabel('Opens 1')).toHaveValue('18:00');
  await expect(page.getByLabel('Closes 1')).toHaveValue('02:30');
  await expect(page.getByTestId('album-item')).toContainText('Terrace');
  await expect(page.getByTestId('album-item')).toContainText('1 photo');
  await expect(page.getByText('A draft of this form is restored')).toHaveCount(0);

  // A draft of the place form survives a reload.
  await page.getByLabel('Description', { exact: true }).fill('Typed, not saved yet');
  await page.reload();
  await appTookOver(page);
  await expect(page.getByText('A draft of this form is restored')).toBeVisible();
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Typed, not saved yet');

  // A taken link is refused under the link field, and nothing typed is lost.
  await page.getByLabel('Link', { exact: true }).fill(await takenSlug(page));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel('Link', { exact: true })).toHaveAccessibleDescription(
    'This link is already taken',
  );
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Typed, not saved yet');

  // Delete, then recover: the place opens again.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete place?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The place is deleted').first()).toBeVisible();
  await page.getByRole('button', { name: 'Recover' }).click();
  await expect(page.getByText('The place is recovered')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recover' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();

  // The place is among the person's places.
  await page.goto('/staffed');
  await appTookOver(page);
  await expect(page.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
  // Its page offers its staff Edit and Delete.
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await page.context().close();
});

test('a person adds a chain from their places, edits it and deletes it', async ({ browser }) => {
  const { page } = await newPerson(browser, 'Chain');
  await page.goto('/staffed');
  await appTookOver(page);
  await expect(page.getByText('You have no places')).toBeVisible();
  await page.getByRole('link', { name: 'Add chain' }).click();
  await expect(page.getByRole('heading', { name: 'New chain', level: 1 })).toBeVisible();
  const name = `Harbour ${Date.now().toString(36)}`;
  // The chain form's draft survives a reload too.
  await nameKeptAcrossReload(page, name);
  await pickLondon(page);
  await page.getByRole('button', { name: 'Add chain' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // Its page offers Edit; the edit is saved with 'Chain is edited'.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill(`${name} Group`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Chain is edited')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} Group`, level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete chain?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('The chain is deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/staffed$/);
  await page.context().close();
});
