import { expect, test, type Browser, type Page } from '@playwright/test';
import { graphql, newPerson, signIn } from './social-support.js';
import { cityButton, citySearch, freshPhone, london, scrollUntilAttached } from './support.js';

// Running a place from the outside in: a new owner adds a place with the short form, the admin
// declines it with a reason, the owner reads why, edits and sends it again, the admin accepts it
// and the city lists it. Then the owner shares it: a manager named by e-mail may edit it. Each
// person has a browser context of their own; each project (mobile, desktop) makes its own place.

/** docs/demo-accounts.md: the demo admin. */
const adminEmail = 'admin@tavola.test';

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, adminEmail);
  return page;
}

/** The short creation form: a name, the city and the first phone; it leads to the edit form. */
async function createPlace(page: Page, name: string): Promise<string> {
  await page.goto('/places/create');
  await page.getByLabel('Name', { exact: true }).fill(name);
  // The form's own button: the header's city selector is named so too until a city is chosen.
  await page.getByRole('main').getByRole('button', { name: 'Choose a city' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a city' });
  await citySearch(page).fill('lond');
  await cityButton(picker, london).click();
  await page.getByLabel('Phone 1', { exact: true }).fill(freshPhone().slice(2));
  await page.getByRole('button', { name: 'Add place' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f]{24}\/edit$/);
  const placeId = /\/([0-9a-f]{24})\/edit$/.exec(page.url())?.[1];
  if (!placeId) throw new Error(`no place id in ${page.url()}`);
  return placeId;
}

/** The admin's places list of London filtered to places on moderation (SPEC: admin-only item). */
async function openFromModerationFilter(page: Page, name: string) {
  await page.goto(`/${london.latinName}/places`);
  await page.getByRole('banner').getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Moderation').selectOption({ label: 'On moderation' });
  await sheet.getByRole('button', { name: 'Show places' }).click();
  await expect(page).toHaveURL(/moderation=on-moderation/);
  const link = page.getByRole('link', { name, exact: true }).first();
  await scrollUntilAttached(page, link);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

function modeBar(page: Page) {
  return page.getByRole('region', { name: 'Mode', exact: true });
}

test.describe('moderation and permissions', () => {
  test('a new place is declined with a reason, sent again, accepted and listed', async ({
    browser,
  }, testInfo) => {
    // Two people, a sign-up, the place form and the moderation round trip twice.
    test.setTimeout(180_000);
    const owner = await newPerson(browser, 'Olga');
    const name = `Fig Yard ${testInfo.project.name} ${Date.now().toString(36)}`;
    const placeId = await createPlace(owner.page, name);

    // The owner sees where the place stands; nobody else finds it yet.
    await owner.page.goto(`/${placeId}`);
    await expect(owner.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(owner.page.getByRole('region', { name: 'On moderation' })).toBeVisible();
    await expect(modeBar(owner.page)).toHaveCount(0);
    const visitor = await browser.newPage();
    await visitor.goto(`/${placeId}`);
    await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    // The admin declines it with a reason.
    const admin = await adminPage(browser);
    await openFromModerationFilter(admin, name);
    await expect(modeBar(admin).getByRole('button', { name: 'Accept' })).toBeVisible();
    await modeBar(admin).getByRole('button', { name: 'Decline' }).click();
    const refusal = admin.getByRole('dialog', { name: 'Refusal to publish' });
    const reason = 'Add the address and a photo of the hall';
    await refusal.getByLabel('Reason').fill(reason);
    await refusal.getByRole('button', { name: 'Send' }).click();
    await expect(refusal).toHaveCount(0);
    await expect(admin.getByRole('region', { name: 'Unpublished' })).toContainText(reason);
    await expect(modeBar(admin)).toHaveCount(0);

    // The owner reads the notification and, on the place, the reason.
    await owner.page.goto('/notifications');
    const declined = owner.page.getByRole('link', {
      name: new RegExp(`did not publish ${name}: it has not passed moderation`),
    });
    await declined.click();
    await expect(owner.page.getByRole('region', { name: 'Unpublished' })).toContainText(
      `Reason: ${reason}`,
    );

    // The owner edits the place, previews the edit and saves it there: it goes to moderation again.
    await owner.page.goto(`/${placeId}/edit`);
    const description = 'Small plates by the yard.';
    await owner.page.getByLabel('Description', { exact: true }).fill(description);
    await owner.page.getByRole('link', { name: 'Preview' }).click();
    await expect(owner.page).toHaveURL(new RegExp(`/${placeId}\\?preview=1$`));
    await expect(owner.page.getByText(description)).toBeVisible();
    await modeBar(owner.page).getByRole('button', { name: 'Save' }).click();
    await expect(owner.page.getByText('Place is edited')).toBeVisible();
    await expect(modeBar(owner.page)).toHaveCount(0);
    await expect(owner.page.getByRole('region', { name: 'On moderation' })).toBeVisible();
    await expect(owner.page.getByText(description)).toBeVisible();

    // The admin accepts it: the bar goes, and a second publish is refused.
    await openFromModerationFilter(admin, name);
    await modeBar(admin).getByRole('button', { name: 'Accept' }).click();
    await expect(modeBar(admin)).toHaveCount(0);
    await expect(admin.getByRole('region', { name: 'On moderation' })).toHaveCount(0);

    // The owner is told, and anyone finds the place in London's list now.
    await owner.page.goto('/notifications');
    await expect(
      owner.page.getByRole('link', { name: new RegExp(`published ${name} after moderation`) }),
    ).toBeVisible();
    await visitor.goto(`/${placeId}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    const { places } = await graphql<{ places: { items: { id: string }[] } }>(
      visitor,
      'query E2eLondon($city: String!, $name: String!) { places(city: $city, filter: { query: $name }, limit: 10) { items { id } } }',
      { city: london.latinName, name },
    );
    expect(places.items.map((item) => item.id)).toContain(placeId);
  });

  test('a manager named by e-mail may edit the place', async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    const owner = await newPerson(browser, 'Otis');
    const manager = await newPerson(browser, 'Mina');
    const name = `Quay Room ${testInfo.project.name} ${Date.now().toString(36)}`;
    const placeId = await createPlace(owner.page, name);

    // Before the grant the place is not theirs to open, let alone edit.
    await manager.page.goto(`/${placeId}`);
    await expect(manager.page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await owner.page.goto(`/${placeId}`);
    await owner.page.getByRole('button', { name: 'Access' }).click();
    const access = owner.page.getByRole('dialog', { name: 'Access' });
    await expect(access.getByRole('region', { name: 'Owners' })).toContainText(owner.name);
    await access.getByLabel('User id or e-mail').fill(manager.email.toUpperCase());
    await access.getByRole('radio', { name: 'Manager' }).check();
    await access.getByRole('button', { name: 'Give access' }).click();
    await expect(owner.page.getByText('Access to the place is issued')).toBeVisible();
    await expect(access.getByRole('region', { name: 'Managers' })).toContainText(manager.name);

    // The manager is told, opens the place and saves an edit.
    await manager.page.goto('/notifications');
    await manager.page
      .getByRole('link', { name: new RegExp(`made you a manager of ${name}`) })
      .click();
    await expect(manager.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await manager.page.goto(`/${placeId}/edit`);
    await manager.page.getByLabel('Description', { exact: true }).fill('Oysters on Fridays.');
    await manager.page.getByRole('button', { name: 'Save' }).click();
    await expect(manager.page.getByText('Place is edited')).toBeVisible();

    // Revoking takes it back (the modal lives in the URL: a reload shows it again).
    await owner.page.reload();
    await access
      .getByRole('region', { name: 'Managers' })
      .getByRole('button', { name: `Remove ${manager.name}` })
      .click();
    await expect(owner.page.getByText('Access to the place is deleted')).toBeVisible();
    await expect(access.getByRole('region', { name: 'Managers' })).toContainText('Nobody yet');
  });
});
