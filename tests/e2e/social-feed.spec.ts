import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectSameDocument, markDocument, publishImpression, signIn } from './social-support.js';
import { appTookOver, authDialog, london, scrollUntilAttached } from './support.js';

// The social feed with several people at once: likes are optimistic and one cached
// post shows the same state in the city feed, on its page and on the author's profile, without a
// reload; others see the new count after theirs. The mobile and desktop projects run side by
// side on one server, so each has its own people and its own fresh post.

function people(project: string) {
  const shift = project === 'desktop' ? 1 : 0;
  return { liker: `user${15 + shift}@tavola.test`, author: `user${17 + shift}@tavola.test` };
}

/** A fresh browser context signed in as a demo person; returns its page and the person's id. */
async function signedInPage(
  browser: Browser,
  email: string,
): Promise<{ page: Page; id: string; name: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { page, ...(await signIn(page, email)) };
}

/** The card of the post with this text. */
function card(page: Page, text: string) {
  return page.getByRole('article').filter({ hasText: text });
}

const feedPath = `/${london.latinName}/feed`;

test.describe('social feed', () => {
  test('a like shows in the feed, on the post page and on the profile at once; others see it after a reload', async ({
    browser,
  }, testInfo) => {
    // Two people in two browsers and a dozen page states: more than the default 30 s on a busy machine.
    test.slow();
    const who = people(testInfo.project.name);
    const text = `Lanterns on the canal tonight (${testInfo.project.name} ${Date.now()})`;
    const author = await signedInPage(browser, who.author);
    const postId = await publishImpression(author.page, text);
    await author.page.goto(feedPath);
    await expect(card(author.page, text).getByRole('button', { name: '0 likes' })).toBeVisible();

    const liker = await signedInPage(browser, who.liker);
    await liker.page.goto(feedPath);
    await expect(liker.page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
    await markDocument(liker.page);
    const inFeed = card(liker.page, text);
    const like = inFeed.getByRole('button', { name: 'Like', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(inFeed.getByRole('button', { name: '1 like' })).toBeVisible();

    // The post page shows the same state.
    await inFeed.getByRole('link', { name: '0 comments' }).click();
    await expect(liker.page).toHaveURL(`/posts/${postId}`);
    const onPage = card(liker.page, text);
    await expect(onPage.getByRole('button', { name: '1 like' })).toBeVisible();
    await expect(onPage.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Back in the feed: the same, from the cache, no reload.
    await liker.page.goBack();
    await expect(liker.page).toHaveURL(feedPath);
    await expect(inFeed.getByRole('button', { name: '1 like' })).toBeVisible();
    await expectSameDocument(liker.page);

    // The author, in another browser, sees the like after a reload.
    await author.page.reload();
    await expect(card(author.page, text).getByRole('button', { name: '1 like' })).toBeVisible();

    // Unlike on the author's profile; the feed follows.
    await inFeed.getByRole('link', { name: author.name }).click();
    await expect(liker.page).toHaveURL(`/users/${author.id}`);
    const onProfile = card(liker.page, text);
    await expect(onProfile.getByRole('button', { name: '1 like' })).toBeVisible();
    await onProfile.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(onProfile.getByRole('button', { name: '0 likes' })).toBeVisible();
    await liker.page.goBack();
    await expect(liker.page).toHaveURL(feedPath);
    await expect(inFeed.getByRole('button', { name: '0 likes' })).toBeVisible();
    await expect(inFeed.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expectSameDocument(liker.page);

    await author.page.reload();
    await expect(card(author.page, text).getByRole('button', { name: '0 likes' })).toBeVisible();
    await liker.page.context().close();
    await author.page.context().close();
  });

  test('the city feed loads more posts as the end comes near, without Show more', async ({
    page,
  }) => {
    await page.goto(feedPath);
    const posts = page.getByRole('list', { name: 'Posts' }).getByRole('article');
    await expect(posts.first()).toBeVisible();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return posts.count();
      })
      .toBeGreaterThan(20);
  });

  test('a visitor who likes gets the login modal', async ({ page }) => {
    await page.goto(feedPath);
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    // The feed comes rendered: its buttons are the app's once it runs (before, only links work).
    await appTookOver(page);
    await first.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(page).toHaveURL(/modal=login/);
    await expect(authDialog(page)).toBeVisible();
    await expect(first.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a long text is clamped to 3 lines with More and Collapse; the post page shows it whole', async ({
    browser,
  }, testInfo) => {
    const who = people(testInfo.project.name);
    const opening = `A long evening by the river (${testInfo.project.name} ${Date.now()})`;
    const text =
      `${opening}. ${'The lamps came on one by one along the water. '.repeat(12)}`.trim();
    const author = await signedInPage(browser, who.author);
    const postId = await publishImpression(author.page, text);
    const { page } = author;
    await page.goto(feedPath);
    const inFeed = card(page, opening);
    await inFeed.getByRole('button', { name: 'More' }).click();
    await expect(inFeed.getByRole('button', { name: 'Collapse' })).toBeVisible();
    await inFeed.getByRole('button', { name: 'Collapse' }).click();
    await expect(inFeed.getByRole('button', { name: 'More' })).toBeVisible();

    await page.goto(`/posts/${postId}`);
    await expect(card(page, opening)).toBeVisible();
    await expect(card(page, opening).getByRole('button', { name: 'More' })).toHaveCount(0);
    await page.context().close();
  });

  test("a review's place links to its reviews and news, from the card and the place page", async ({
    page,
  }) => {
    await page.goto(feedPath);
    // A review names its place in the link after "at"; the links before it vary (the review of a
    // person who deleted their account earlier in the run has no author link).
    const atPlace = page.getByText('at', { exact: true });
    const review = page
      .getByRole('article')
      .filter({ has: page.getByText('Review', { exact: true }) })
      .filter({ has: atPlace })
      .first();
    await scrollUntilAttached(page, review);
    const placeLink = review
      .getByText('at', { exact: true })
      .locator('xpath=following-sibling::a[1]');
    const name = (await placeLink.textContent()) ?? '';
    await placeLink.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('link', { name: 'Reviews', exact: true }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: `Reviews of ${name}` })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: `News of ${name}` })).toBeVisible();
    await expect(
      page.getByRole('article').first().or(page.getByText('There is no news here yet')),
    ).toBeVisible();
  });

  test("a post's photo opens the full-screen gallery", async ({ page }) => {
    await page.goto(feedPath);
    // A photo opens with a button: the app's once it runs.
    await appTookOver(page);
    const open = page.getByRole('button', { name: /^Open photo 1 of \d+$/ }).first();
    await scrollUntilAttached(page, open);
    await open.click();
    const gallery = page.getByRole('dialog', { name: /^Gallery/ });
    await expect(gallery.getByText(/^1 out of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/gallery=/);
    await gallery.getByRole('button', { name: 'Close' }).click();
    await expect(gallery).toHaveCount(0);
  });

  test('the author deletes a post (Delete post?) and restores it', async ({
    browser,
  }, testInfo) => {
    const who = people(testInfo.project.name);
    const text = `Fog over the bridge this morning (${testInfo.project.name} ${Date.now()})`;
    const author = await signedInPage(browser, who.author);
    const postId = await publishImpression(author.page, text);
    const { page } = author;
    await page.goto(`/posts/${postId}`);

    await card(page, text).getByRole('button', { name: 'Post actions' }).click();
    await card(page, text).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete post?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Post deleted')).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    // Deleted on the server too: a reload shows the placeholder again.
    await page.reload();
    await expect(page.getByText('Post deleted')).toBeVisible();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(card(page, text)).toBeVisible();
    await page.reload();
    await expect(card(page, text)).toBeVisible();
    await page.context().close();
  });
});
