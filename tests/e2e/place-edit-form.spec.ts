import { expect, test, type Locator, type Route } from '@playwright/test';
import { graphql, signIn } from './social-support.js';
import { gatewayData, QUIET_CITY } from './support.js';

// The place edit form shows the place's category, subcategory and cuisines, even when the catalog
// comes late.

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
