import { expect, test, type Page } from '@playwright/test';
import { graphql, signIn } from './social-support.js';
import { authDialog, expectAccessible, london } from './support.js';

// Every screen of the product, as a visitor, signed in and as a place's owner, passes axe's
// WCAG 2.2 A and AA rules with no violation at all, at both widths (the two projects), and has
// one level-one heading. Each screen is loaded once. The ids the routes need come from the demo
// data.

interface DemoIds {
  placeSlug: string;
  /** Falcon Cafe: it takes bookings, and owner1 owns it. */
  bookableSlug: string;
  postId: string;
  userId: string;
  organisationId: string;
}

async function demoIds(page: Page): Promise<DemoIds> {
  const data = await graphql<{
    places: { items: { latinName: string }[] };
    posts: { items: { id: string; user: { id: string } | null }[] };
    organisations: { items: { id: string }[] };
    search: { items: { name?: string; latinName?: string }[] };
  }>(
    page,
    `
      query E2eA11yIds($city: String!) {
        places(city: $city, limit: 1) {
          items {
            latinName
          }
        }
        posts(limit: 5) {
          items {
            id
            user {
              id
            }
          }
        }
        organisations(city: $city, limit: 1) {
          items {
            id
          }
        }
        search(query: "Falcon Cafe", limit: 10) {
          items {
            ... on Place {
              name
              latinName
            }
          }
        }
      }
    `,
    { city: london.latinName },
  );
  const place = data.places.items[0];
  const post = data.posts.items.find((item) => item.user);
  const organisation = data.organisations.items[0];
  const bookable = data.search.items.find((item) => item.name === 'Falcon Cafe')?.latinName;
  if (!place || !post?.user || !organisation || !bookable) {
    throw new Error(`demo data without a place, post or chain: ${JSON.stringify(data)}`);
  }
  return {
    placeSlug: place.latinName,
    bookableSlug: bookable,
    postId: post.id,
    userId: post.user.id,
    organisationId: organisation.id,
  };
}

/** Opens a route and waits for its main content and its data before axe looks. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** What every screen must be: one level-one heading, and nothing axe's WCAG 2.2 AA rules find. */
async function expectScreenAccessible(page: Page) {
  await expect.soft(page.getByRole('heading', { level: 1 }), `h1 of ${page.url()}`).toHaveCount(1);
  await expectAccessible(page);
}

const places = `/${london.latinName}/places`;

function visitorRoutes(ids: DemoIds): string[] {
  return [
    '/',
    places,
    `${places}/map`,
    `/${ids.placeSlug}`,
    `/${ids.placeSlug}/reviews`,
    `/posts/${ids.postId}`,
    `/users/${ids.userId}`,
    `/${london.latinName}/organisations`,
    `/organisations/${ids.organisationId}`,
    `/${london.latinName}/feed`,
    '/search?query=cafe',
    `/${ids.bookableSlug}/booking`,
    '/offer',
    '/this/route/does-not-exist',
  ];
}

// The visitor's screens look the same signed in but for their buttons: loaded once, as a visitor.
function signedInRoutes(me: string): string[] {
  return [
    `/users/${me}`,
    `/users/${me}/edit`,
    '/feed/following',
    '/notifications',
    '/chats',
    '/settings',
    '/posts/create',
  ];
}

test.describe('accessibility', () => {
  // A dozen pages each, axe over every one: more than the default on a busy machine.
  test.slow();

  test('every screen a visitor opens, and the login modal', async ({ page }) => {
    await page.goto('/offer');
    const ids = await demoIds(page);
    for (const path of visitorRoutes(ids)) {
      await test.step(path, async () => {
        await visit(page, path);
        await expectScreenAccessible(page);
      });
    }
    await test.step('login modal', async () => {
      // The modal's own address (the header's Log in button leads there; phones have no header one).
      await visit(page, `${places}?modal=login`);
      await expect(authDialog(page)).toBeVisible();
      await expectScreenAccessible(page);
    });
  });

  test('every screen a signed-in person opens', async ({ page }, testInfo) => {
    // Olivia Smith has demo chats; the desktop project takes another person with the same kind.
    const email = testInfo.project.name === 'desktop' ? 'user3@tavola.test' : 'user1@tavola.test';
    const me = await signIn(page, email);
    for (const path of signedInRoutes(me.id)) {
      await test.step(path, async () => {
        await visit(page, path);
        await expectScreenAccessible(page);
      });
    }
    await test.step('a chat', async () => {
      await visit(page, '/chats');
      await page.getByRole('list', { name: 'Chats' }).getByRole('link').first().click();
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectScreenAccessible(page);
    });
  });

  test("a place's edit form, as its owner", async ({ page }) => {
    await signIn(page, 'owner1@tavola.test');
    const ids = await demoIds(page);
    await visit(page, `/${ids.bookableSlug}/edit`);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Falcon Cafe');
    await page.waitForLoadState('networkidle');
    await expectScreenAccessible(page);
  });
});
