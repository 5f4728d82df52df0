import { expect, test, type Page } from '@playwright/test';
import { graphql, jpeg, signIn } from './social-support.js';
import { appTookOver, authDialog, listedPlaces, london } from './support.js';

// Post creation and editing, image uploads with progress, drafts and the profile avatar.
// The mobile and desktop projects run side by side on one server, so each signs in as its own
// demo people.

function person(role: 'writer' | 'avatar', project: string): string {
  const index = { writer: 7, avatar: 9 }[role] + (project === 'desktop' ? 1 : 0);
  return `user${index}@tavola.test`;
}

/** Chooses a file through an upload button's file chooser. */
async function attachImage(page: Page, buttonName: string, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer });
}

/** Records every progress value the upload list shows from now on (a MutationObserver). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { e2eProgress: number[] }).e2eProgress = seen;
    const record = () => {
      document.querySelectorAll('[role="progressbar"]').forEach((bar) => {
        seen.push(Number(bar.getAttribute('aria-valuenow')));
      });
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

function recordedProgress(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { e2eProgress: number[] }).e2eProgress);
}

/** Waits until the image in the upload list has finished: no progress bar, the stored thumbnail. */
async function expectUploaded(page: Page) {
  const tile = page
    .getByRole('list', { name: 'Attached images' })
    .getByRole('listitem', { name: 'Image 1' });
  await expect(tile).toBeVisible();
  await expect(tile.getByRole('progressbar')).toHaveCount(0);
  await expect(tile.getByRole('button', { name: /Uploading error/ })).toHaveCount(0);
  await expect(tile.locator('img')).toHaveAttribute('src', /^\/uploads\//);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('post editor', () => {
  test('a person reviews a place with a rating and an image, sees it, and edits its text', async ({
    page,
  }, testInfo) => {
    await signIn(page, person('writer', testInfo.project.name));
    const places = await listedPlaces(page.context().request, london.latinName, 6);
    // Ordinary people have access to no place, so any place takes their review; each project
    // reviews its own.
    const place = places[testInfo.project.name === 'desktop' ? 5 : 4];
    if (!place) throw new Error('London has too few places');

    await page.goto(`/${place.latinName}`);
    await page.getByRole('link', { name: 'Write a review' }).click();
    await expect(page).toHaveURL(`/posts/create?placeId=${place.id}`);
    await expect(page.getByText('Review', { exact: true })).toBeVisible();
    await expect(page.getByText(place.name, { exact: true })).toBeVisible();
    // SPEC: the rating starts at 3.
    await expect(page.getByRole('radio', { name: '3 of 5' })).toBeChecked();
    await page.getByRole('radio', { name: '5 of 5' }).check({ force: true });

    const text = `Grilled sardines, kind staff ${unique()}`;
    await page.getByRole('textbox', { name: 'Text' }).fill(text);
    await expect(page.getByText(`${text.length} / 5000`)).toBeVisible();
    await recordProgress(page);
    await attachImage(page, 'Add photo', 'sardines.jpg', await jpeg(1));
    await expectUploaded(page);
    // The progress showed from the start (10 once sending began), only ever grew, then ended.
    const progress = await recordedProgress(page);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[0]).toBeGreaterThanOrEqual(5);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    expect(Math.max(...progress)).toBeLessThanOrEqual(100);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/posts\/[0-9a-f]{24}$/);
    const postId = new URL(page.url()).pathname.split('/')[2] ?? '';
    const article = page.getByRole('article').filter({ hasText: text });
    await expect(article).toBeVisible();
    await expect(article.getByRole('img', { name: 'Rating 5 of 5' })).toBeVisible();
    await expect(article.locator('img[src^="/uploads/"]').first()).toBeVisible();

    // The place's reviews list holds it too.
    await page.goto(`/${place.latinName}/reviews`);
    await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();

    // Edit the text: 'Post is edited' and back to the post.
    await page.goto(`/posts/${postId}/edit`);
    const field = page.getByRole('textbox', { name: 'Text' });
    await expect(field).toHaveValue(text);
    await expect(page.getByRole('radio', { name: '5 of 5' })).toBeChecked();
    await field.fill(`${text} (and the wine)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Post is edited')).toBeVisible();
    await expect(page).toHaveURL(`/posts/${postId}`);
    await expect(page.getByText(`${text} (and the wine)`)).toBeVisible();
  });

  test('a person publishes an impression at a point chosen on the map', async ({
    page,
  }, testInfo) => {
    await signIn(page, person('writer', testInfo.project.name));
    await page.goto('/posts/create');
    await expect(page.getByText('Impression', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Choose on the map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Location' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('London')).toBeVisible();
    const map = dialog.getByRole('region', { name: 'Location' });
    await expect(map.locator('.leaflet-pane').first()).toBeAttached();
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no size');
    await map.click({ position: { x: box.width / 3, y: box.height / 3 } });
    await expect(dialog.locator('.leaflet-marker-icon')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change location' })).toBeVisible();

    const text = `A bench by the river ${unique()}`;
    await page.getByRole('textbox', { name: 'Text' }).fill(text);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/posts\/[0-9a-f]{24}$/);
    await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();

    const postId = new URL(page.url()).pathname.split('/')[2] ?? '';
    const { post, city } = await graphql<{
      post: { type: string; lat: number | null; lon: number | null };
      city: { lat: number; lon: number };
    }>(
      page,
      'query E2ePost($id: ID!, $city: String!) { post(id: $id) { type lat lon } city(latinName: $city) { lat lon } }',
      { id: postId, city: london.latinName },
    );
    expect(post.type).toBe('IMPRESSION');
    // The point clicked is up and to the left of the map's centre (the city's), not the centre.
    expect(post.lat).toBeGreaterThan(city.lat);
    expect(post.lon).toBeLessThan(city.lon);
  });

  test('a draft survives a reload and is discarded once emptied', async ({ page }, testInfo) => {
    await signIn(page, person('writer', testInfo.project.name));
    await page.goto('/posts/create');
    const field = page.getByRole('textbox', { name: 'Text' });
    await field.fill('Half a thought about brunch');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('tavola-post-drafts')))
      .toContain('Half a thought about brunch');

    await page.reload();
    await expect(field).toHaveValue('Half a thought about brunch');

    await field.fill('');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('tavola-post-drafts')))
      .toBeNull();
    await page.reload();
    await expect(field).toBeVisible();
    await expect(field).toHaveValue('');
  });

  test('a visitor who attaches an image gets the login modal', async ({ page }) => {
    await page.goto('/posts/create');
    // A button answers once the app runs on the rendered page (a link works before it).
    await appTookOver(page);
    await page.getByRole('button', { name: 'Add photo' }).click();
    await expect(authDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/modal=login/);
  });
});

test.describe('profile avatar', () => {
  test('a person uploads an avatar on the profile edit page', async ({ page }, testInfo) => {
    const { id } = await signIn(page, person('avatar', testInfo.project.name));
    const avatarQuery =
      'query E2eAvatar($id: ID!) { user(id: $id) { avatar { id thumbnail { url } } } }';
    type AvatarAnswer = { user: { avatar: { id: string; thumbnail: { url: string } } | null } };
    const before = await graphql<AvatarAnswer>(page, avatarQuery, { id });

    await page.goto(`/users/${id}/edit`);
    await expect(page.getByLabel('First name')).not.toHaveValue('');
    const button = before.user.avatar ? 'Change avatar' : 'Add photo';
    const seed = testInfo.project.name === 'desktop' ? 2 : 3;
    await attachImage(page, button, 'me.jpg', await jpeg(seed));
    await expectUploaded(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile is edited')).toBeVisible();
    await expect(page).toHaveURL(`/users/${id}`);

    const after = await graphql<AvatarAnswer>(page, avatarQuery, { id });
    expect(after.user.avatar?.thumbnail.url).toMatch(/^\/uploads\//);
    expect(after.user.avatar?.id).not.toBe(before.user.avatar?.id);
  });
});
