import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { graphql, newPerson, publishImpression } from './social-support.js';
import { appTookOver, london } from './support.js';

// Comments and follows. Every test registers its own new people (by a one-time code
// from the development inbox), so the mobile and desktop projects, which run side by side on one
// server, never see each other's follows or drafts.

function unique(label: string): string {
  return `${label} ${Math.random().toString(36).slice(2, 8)}`;
}

/** The place page's own article (recommended places below it carry follow buttons too). */
function placePage(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1, name }) });
}

function comments(page: Page) {
  return page.getByRole('list', { name: 'Comments' });
}

function commentField(page: Page) {
  return page.getByRole('textbox', { name: 'Comment' });
}

test.describe('comments', () => {
  test('a long comment is clamped with More; a person comments with Ctrl+Enter, replies to another’s comment under it, and sends a comment with an image', async ({
    browser,
  }) => {
    // Two people register and the journey runs through four kinds of comment.
    test.slow();
    const author = await newPerson(browser, 'Paula');
    const postText = unique('Sunny brunch on the river');
    const postId = await publishImpression(author.page, postText);
    const firstComment = unique('The eggs were perfect');
    await graphql(
      author.page,
      'mutation E2eComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }',
      { input: { postId, text: firstComment } },
    );

    const longComment = Array.from({ length: 9 }, (_, i) => `Course ${i + 1} was lovely`).join(
      '\n',
    );
    await graphql(
      author.page,
      'mutation E2eComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }',
      { input: { postId, text: longComment } },
    );

    const reader = await newPerson(browser, 'Rhea');
    const { page } = reader;
    await page.goto(`/posts/${postId}`);
    await expect(page.getByText(postText).first()).toBeVisible();
    await expect(comments(page).getByText(firstComment)).toBeVisible();

    // A long comment is clamped to 5 lines with More, and Collapse once opened.
    const long = comments(page).getByRole('article').filter({ hasText: 'Course 1 was lovely' });
    const longText = long.locator('p').filter({ hasText: 'Course 9 was lovely' });
    const cut = () => longText.evaluate((p) => p.scrollHeight > p.clientHeight + 1);
    await expect.poll(cut).toBe(true);
    await long.getByRole('button', { name: 'More' }).click();
    await expect(long.getByRole('button', { name: 'Collapse' })).toBeVisible();
    await expect.poll(cut).toBe(false);

    // A comment of one's own, sent with Ctrl+Enter, lands at the end of the list.
    const mine = unique('Booked for Sunday');
    await commentField(page).fill(mine);
    await expect(page.getByText(`${mine.length} / 300`)).toBeVisible();
    await commentField(page).press('Control+Enter');
    const own = comments(page).getByRole('article', { name: reader.name });
    await expect(own.filter({ hasText: mine })).toBeVisible();
    await expect(commentField(page)).toHaveValue('');
    // One's own comment offers no Reply.
    await expect(own.getByRole('button', { name: 'Reply' })).toHaveCount(0);

    // A reply to the author's comment: 'Reply {name}', then it shows in that comment's thread.
    // Not scoped to the list: it also serves as the thread filter below, inside a list item.
    const authorsComment = page
      .getByRole('article', { name: author.name })
      .filter({ hasText: firstComment });
    await authorsComment.getByRole('button', { name: 'Reply' }).click();
    await expect(page.getByText(`Reply ${author.name}`)).toBeVisible();
    await expect(commentField(page)).toBeFocused();
    const reply = unique('Which eggs?');
    await commentField(page).fill(reply);
    await page.getByRole('button', { name: 'Send' }).click();
    const thread = comments(page).locator(':scope > li').filter({ has: authorsComment });
    await expect(thread.getByText(reply)).toBeVisible();
    await expect(thread.getByText(`In reply to ${author.name}`)).toBeVisible();
    await expect(page.getByText(`Reply ${author.name}`)).toHaveCount(0);

    // A comment with an image: sending waits for the upload.
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    const form = page.getByRole('form', { name: 'Comment' });
    await form
      .getByTestId('image-upload-input')
      .setInputFiles({ name: 'plate.png', mimeType: 'image/png', buffer: photo });
    const pictured = unique('Look at this plate');
    await commentField(page).fill(pictured);
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    await form.getByRole('button', { name: 'Send' }).click();
    const withImage = comments(page).getByRole('article').filter({ hasText: pictured });
    await expect(withImage.locator('img[src*="/uploads/"]')).toHaveCount(1);

    // Reloaded, everything is still there, the reply still under its parent.
    await page.reload();
    await expect(thread.getByText(reply)).toBeVisible();
    await expect(withImage.locator('img[src*="/uploads/"]')).toHaveCount(1);

    // The comment's image opens in the full-screen gallery; Close leaves it.
    await withImage.getByRole('button', { name: 'Open photo 1 of 1' }).click();
    const gallery = page.getByRole('dialog', { name: /^Gallery/ });
    await expect(gallery.getByText('1 out of 1')).toBeVisible();
    await expect(gallery.locator('img[src*="/uploads/"]')).toHaveCount(1);
    await expect(page).toHaveURL(/gallery=/);
    await gallery.getByRole('button', { name: 'Close' }).click();
    await expect(gallery).toHaveCount(0);
    await expect(page).not.toHaveURL(/gallery=/);
    await expect(withImage.getByText(pictured)).toBeVisible();
  });
});

test.describe('follows', () => {
  test('a person follows a place from its page and finds it in their following places and the following feed', async ({
    browser,
  }) => {
    // Eleven steps across five pages: more than the default test time on a shared 2-core machine.
    test.slow();
    const { page, id } = await newPerson(browser, 'Fergus');
    // A place with posts in London, so the following feed has something of it to show.
    const { posts } = await graphql<{
      posts: { items: { place: { latinName: string; name: string } | null }[] };
    }>(
      page,
      'query E2ePosts($filter: PostFilter) { posts(filter: $filter, limit: 30) { items { place { latinName name } } } }',
      { filter: { type: 'REVIEW' } },
    );
    const place = posts.items.find((item) => item.place)?.place;
    if (!place) throw new Error('no review of a place in the demo data');

    const profileLink = page.locator(`a[href="/users/${id}"]:visible`).first();
    await page.goto(`/${place.latinName}`);
    const placeArticle = placePage(page, place.name);
    await expect(placeArticle).toBeVisible();
    // The app holds the profile before the follow; the follow's answer updates it in place.
    await profileLink.click();
    await expect(page.getByRole('button', { name: '0 following' })).toBeVisible();
    await page.goBack();
    await placeArticle.getByRole('button', { name: 'Follow', exact: true }).first().click();
    await expect(page.getByText(`You follow the place ${place.name}`)).toBeVisible();
    await expect(
      placeArticle.getByRole('button', { name: 'Following', exact: true }).first(),
    ).toBeVisible();
    // The place's followers now include the person.
    await placeArticle.getByRole('link', { name: 'Followers' }).click();
    const followers = page.getByRole('dialog', { name: 'Followers' });
    await expect(followers.locator(`a[href="/users/${id}"]`)).toBeVisible();
    await page.goBack();
    await expect(followers).toHaveCount(0);

    await profileLink.click();
    await expect(page).toHaveURL(`/users/${id}`);
    await page.getByRole('button', { name: '1 following' }).click();
    const modal = page.getByRole('dialog', { name: 'Following' });
    await modal.getByRole('tab', { name: 'Places' }).click();
    await expect(page).toHaveURL(/modal=following_places/);
    await expect(
      modal.getByRole('list', { name: 'Places' }).getByRole('link', { name: place.name }),
    ).toBeVisible();

    await page.goto('/feed/following');
    await expect(page.getByRole('article').filter({ hasText: place.name }).first()).toBeVisible();
  });

  test('a visitor who follows a place gets the login modal', async ({ page }) => {
    await page.goto('/offer');
    const { places } = await graphql<{ places: { items: { latinName: string; name: string }[] } }>(
      page,
      'query E2ePlaces($city: String!) { places(city: $city, limit: 1) { items { latinName name } } }',
      { city: london.latinName },
    );
    const place = places.items[0];
    if (!place) throw new Error('no place in London');
    await page.goto(`/${place.latinName}`);
    // The button is the app's: it acts once the app has taken the page over.
    await appTookOver(page);
    const follow = placePage(page, place.name)
      .getByRole('button', { name: 'Follow', exact: true })
      .first();
    await follow.click();
    await expect(page).toHaveURL(/modal=login/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(follow).toBeVisible();
  });
});
