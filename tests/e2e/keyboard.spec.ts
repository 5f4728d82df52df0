// A keyboard user's way through the product (WCAG 2.2 AA): modals and sheets keep focus inside
// while open (Tab and Shift+Tab cycle within them), Escape closes them and focus goes back to
// what opened them; 'Skip to content' comes first; accessible names hold the text people see;
// every pin of the map is a target of at least 24 x 24 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { PostType } from '../../web/src/gql/graphql.js';
import * as messages from '../../web/src/lib/messages/index.js';
import { graphql } from './social-support.js';
import { appTookOver, london } from './support.js';

const londonPlaces = `/${london.latinName}/places`;
/** More presses than any of our dialogs has stops: enough to go round each at least once. */
const MAX_TABS = 80;

/** Whether the focused element is inside `dialog`. */
function focusInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement));
}

/**
 * Marks the focused element as the first stop, or tells whether focus is back on it. A mark on the
 * element itself, not its place in the document: a dialog's list may still grow while Tab goes round.
 */
function atFirstStop(page: Page, mark: boolean): Promise<boolean> {
  return page.evaluate((markIt) => {
    const element = document.activeElement;
    if (!element) return false;
    if (markIt) {
      for (const marked of document.querySelectorAll('[data-first-stop]')) {
        marked.removeAttribute('data-first-stop');
      }
      element.setAttribute('data-first-stop', '');
    }
    return element.hasAttribute('data-first-stop');
  }, mark);
}

/**
 * Tab goes round the dialog and comes back where it started, never leaving it; Shift+Tab from
 * there goes back into it too.
 */
async function expectFocusCycles(page: Page, dialog: Locator) {
  await expect.poll(() => focusInside(dialog)).toBe(true);
  await page.keyboard.press('Tab');
  await atFirstStop(page, true);
  let back = false;
  for (let press = 0; press < MAX_TABS && !back; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `Tab ${press + 2} stays in the dialog`).toBe(true);
    back = await atFirstStop(page, false);
  }
  expect(back, 'Tab came round to the first stop again').toBe(true);
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog), `Shift+Tab ${press + 1} stays in the dialog`).toBe(true);
  }
}

/** Opens a dialog from `opener` with the keyboard, cycles through it, closes it with Escape. */
async function expectKeyboardDialog(page: Page, opener: Locator, name: string) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectFocusCycles(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test.describe('with the keyboard alone', () => {
  test('the city picker and the filter sheet keep focus inside, close on Escape and give it back', async ({
    page,
  }) => {
    await page.goto(londonPlaces);
    await appTookOver(page);
    const header = page.getByRole('banner');

    await expectKeyboardDialog(
      page,
      header.getByRole('button', { name: london.name, exact: true }),
      'Choose a city',
    );
    await expectKeyboardDialog(page, header.getByRole('button', { name: 'Filters' }), 'Filters');
  });

  test('the login modal keeps focus inside and gives it back to Log in', async ({ page }) => {
    await page.goto('/navigation');
    await appTookOver(page);
    const opener = page.getByRole('navigation', { name: 'Menu' }).getByRole('button', {
      name: 'Log in',
    });
    await expectKeyboardDialog(page, opener, 'Log in');
  });

  test("'Skip to content' is the first stop and takes focus past the header", async ({ page }) => {
    await page.goto(londonPlaces);
    await appTookOver(page);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next stop is the page's own, not the header's.
    await page.keyboard.press('Tab');
    expect(
      await page.getByRole('main').evaluate((main) => main.contains(document.activeElement)),
    ).toBe(true);
  });

  test('the welcome screen has the skip link first too', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });
});

test.describe('what a screen reader says is what people see', () => {
  test("a city's button is named by its city and country", async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'London / United Kingdom', exact: true });

    await expect(button).toBeVisible();
    await expect(button).toContainText('London');
    await expect(button).toContainText('United Kingdom');
  });

  test("a comment's Like button is named with the count it shows, and the post page has its h1", async ({
    page,
  }) => {
    const { posts } = await graphql<{
      posts: { items: { id: string; type: PostType; commentCount: number }[] };
    }>(page, 'query E2eCommented { posts(limit: 30) { items { id type commentCount } } }');
    const post = posts.items.find((item) => item.commentCount > 0);
    if (!post) throw new Error('no demo post with comments');

    await page.goto(`/posts/${post.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    // It names what the page holds; the card under it reads out the post's own text.
    await expect(heading).toHaveText(messages.post.pageHeading(messages.post.types[post.type]));

    const like = page.getByRole('button', { name: /^Like, \d+ likes?$/ }).first();
    await expect(like).toBeVisible();
    const shown = (await like.innerText()).trim();
    expect(shown).toMatch(/^\d+$/);
    expect(await like.getAttribute('aria-label')).toContain(shown);
  });
});

test('every pin of the map is a target of at least 24 x 24 px', async ({ page }) => {
  await page.goto(`${londonPlaces}/map`);
  const pins = page.locator('.leaflet-marker-icon');
  await expect(pins.first()).toBeVisible();

  const sizes = await pins.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { width: box.width, height: box.height };
    }),
  );
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) {
    expect(size.width).toBeGreaterThanOrEqual(24);
    expect(size.height).toBeGreaterThanOrEqual(24);
  }
});
