import { expect, test } from '@playwright/test';
import { appTookOver, firstPlace, london, mismatchesLogged } from './support.js';

// Share is offered only where the device has a share sheet, in the server's HTML and after
// hydration alike.

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
