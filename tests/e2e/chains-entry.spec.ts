import { expect, test } from '@playwright/test';
import { signIn } from './social-support.js';
import { appTookOver, london } from './support.js';

// The city's chains are reachable from the Menu and from the places list, and the places' inboxes
// (`/chats/places`, `/notifications/places`) name no city of their own.

test.describe('chains and the places inboxes', () => {
  test('the Menu and the places list lead to the city’s chains', async ({ page }) => {
    await page.goto('/navigation');
    await appTookOver(page);
    const chains = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', {
      name: 'Chains',
    });
    await expect(chains).toHaveAttribute('href', `/${london.latinName}/organisations`);
    await chains.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chains in London' })).toBeVisible();

    await page.goto(`/${london.latinName}/places`);
    await appTookOver(page);
    await page.getByRole('main').getByRole('link', { name: 'Chains in London' }).click();
    await expect(page).toHaveURL(new RegExp(`/${london.latinName}/organisations$`));
  });

  test('/chats/places and /notifications/places read no city from the path and mark one item', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'owner1@tavola.test');
    const nav = page.getByRole('navigation', {
      name: testInfo.project.name === 'mobile' ? 'Quick' : 'Main',
    });
    for (const [path, current] of [
      ['/chats/places', 'Messages'],
      ['/notifications/places', 'Notifications'],
    ] as const) {
      await page.goto(path);
      await appTookOver(page);
      // The city picker names the person's city, not one read from the path.
      await expect(page.getByRole('button', { name: 'London', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unknown city' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Places' })).toHaveAttribute(
        'href',
        `/${london.latinName}/places`,
      );
      await expect(nav.getByRole('link', { name: 'Places' })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
      if (testInfo.project.name !== 'mobile' || current === 'Messages') {
        await expect(nav.getByRole('link', { name: new RegExp(`^${current}`) })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
    }
  });

  test('/staffed lists the chains the person runs beside the places', async ({ page }) => {
    await signIn(page, 'owner1@tavola.test');
    await page.goto('/staffed');
    await appTookOver(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My places' })).toBeVisible();
    const chains = page.getByRole('region', { name: 'My chains' });
    await expect(chains.getByRole('heading', { level: 2, name: 'My chains' })).toBeVisible();
    await expect(
      chains.getByRole('list', { name: 'My chains' }).or(chains.getByText('You run no chains')),
    ).toBeVisible();
  });
});
