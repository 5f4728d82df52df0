import { expect, test } from '@playwright/test';
import { gatewayData, london } from './support.js';

test.describe('search from the header box', () => {
  test('finds a place and opens it', async ({ page, request }) => {
    const { places } = await gatewayData<{
      places: { items: { name: string; latinName: string }[] };
    }>(
      request,
      'query ($city: String!) { places(city: $city, limit: 1) { items { name latinName } } }',
      { city: london.latinName },
    );
    const place = places.items[0]!;

    await page.goto(`/${london.latinName}/places`);
    await page.getByPlaceholder('Place or profile').fill(`  ${place.name} `);

    await expect(page).toHaveURL(/\/search\?query=/);
    expect(new URL(page.url()).searchParams.get('query')).toBe(place.name);
    const result = page.getByRole('link', { name: new RegExp(escape(place.name)) }).first();
    await expect(result).toHaveAttribute('href', `/${place.latinName}`);
    await result.click();
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  });

  test('finds a person and links to the profile', async ({ page }) => {
    await page.goto(`/${london.latinName}/places`);
    await page.getByPlaceholder('Place or profile').fill('Ada Admin');

    const result = page.getByRole('link', { name: /Ada Admin/ }).first();
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('href', /^\/users\/[0-9a-f]{24}$/);
  });

  test('says nothing was found', async ({ page }) => {
    await page.goto('/search?query=qqqqzzzzxxxx');
    await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible();
    await expect(page.getByText('Try to set other search conditions')).toBeVisible();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
