import { expect, test, type Page } from '@playwright/test';
import { expectSameDocument, graphql, markDocument, newPerson } from './social-support.js';
import { appNavigation, london } from './support.js';

// Live notifications: two people in two browsers. B likes A's review and comments on it; A, who
// keeps one document open throughout, sees the counter rise, then the notifications in words, and
// a comment that arrives while the list is open goes on top of it. Each run registers its own
// people, so the mobile and desktop projects never see each other's notifications.

const feedPath = `/${london.latinName}/feed`;

/** Publishes a review of the first place of London as the signed-in person; returns its id. */
async function publishReview(page: Page, text: string): Promise<string> {
  const { places } = await graphql<{ places: { items: { id: string }[] } }>(
    page,
    'query E2ePlaces($city: String!) { places(city: $city, limit: 1) { items { id } } }',
    { city: london.latinName },
  );
  const placeId = places.items[0]?.id;
  if (!placeId) throw new Error('no place in London');
  const { createPost } = await graphql<{ createPost: { id: string } }>(
    page,
    'mutation E2eReview($input: CreatePostInput!) { createPost(input: $input) { id } }',
    { input: { type: 'REVIEW', text, rating: 4, placeId } },
  );
  return createPost.id;
}

async function likePost(page: Page, postId: string) {
  await graphql(page, 'mutation E2eLike($id: ID!) { likePost(id: $id) { id } }', { id: postId });
}

async function comment(page: Page, postId: string, text: string) {
  await graphql(
    page,
    'mutation E2eComment($input: CreateCommentInput!) { createComment(input: $input) { __typename } }',
    { input: { postId, text } },
  );
}

/**
 * The notifications link with its counter: the side navigation's from 1240 px, the mobile
 * subheader's button below (only the visible one is in the accessibility tree).
 */
function notificationsLink(page: Page, unread: number | null) {
  const name =
    unread === null ? /^Notifications$/ : new RegExp(`^Notifications\\s*${unread} unread$`);
  return page.getByRole('link', { name });
}

test.describe('notifications', () => {
  test("a like and comments on A's review reach A's counter and list without a reload", async ({
    browser,
  }, testInfo) => {
    // Two people in two browsers, registered on the spot: more than the default 30 s when busy.
    test.slow();
    const a = await newPerson(browser, 'Alma');
    const b = await newPerson(browser, 'Bruno');
    const reviewText = `Crisp pastry, warm welcome (${testInfo.project.name} ${Date.now()})`;
    const postId = await publishReview(a.page, reviewText);

    await a.page.goto(feedPath);
    await expect(a.page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
    await expect(notificationsLink(a.page, null)).toBeVisible();
    await markDocument(a.page);

    await likePost(b.page, postId);
    await comment(b.page, postId, 'Agreed, the croissants are superb');

    // A's counter rises while A stays on the feed.
    await expect(notificationsLink(a.page, 2)).toBeVisible();
    if (testInfo.project.name === 'mobile') {
      // The bottom bar's Messages counts unread chats and notifications together.
      await expect(
        appNavigation(a.page, testInfo).getByRole('link', { name: /^Messages\s*2 unread$/ }),
      ).toBeVisible();
    }

    await notificationsLink(a.page, 2).click();
    await expect(a.page).toHaveURL('/notifications');
    const list = a.page.getByRole('list', { name: 'Notifications' });
    await expect(
      list.getByRole('link', {
        name: `${b.name} commented on your review: Agreed, the croissants`,
      }),
    ).toBeVisible();
    await expect(
      list.getByRole('link', { name: `${b.name} liked your review: Crisp pastry, warm` }),
    ).toBeVisible();
    // Opening the list marks them viewed: the counter falls.
    await expect(notificationsLink(a.page, null)).toBeVisible();

    // A comment while the list is open goes on top of it.
    await comment(b.page, postId, 'Coming back on Sunday');
    await expect(list.getByRole('article').first()).toContainText(
      `${b.name} commented on your review: Coming back on`,
    );
    await expect(notificationsLink(a.page, null)).toBeVisible();

    // The notification leads to the review.
    await list
      .getByRole('link', { name: `${b.name} liked your review: Crisp pastry, warm` })
      .click();
    await expect(a.page).toHaveURL(`/posts/${postId}`);
    await expectSameDocument(a.page);
  });
});
