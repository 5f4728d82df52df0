import { expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { inboxCode } from '../support/people.js';
import { DEMO_PASSWORD, apiBaseUrl, gatewayData, london } from './support.js';

// What the social specs (feed, editor, comments and follows) share: GraphQL calls from the page to
// set up people and posts, and real images to upload.

/**
 * A GraphQL call as the page's person: through the page's browser context, so its cookies go with
 * the call and a session cookie the gateway answers with is the context's from then on, as after
 * the app's own requests. No page needs to be open (nothing loads the app for it).
 */
export function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  return gatewayData<T>(page.context().request, query, variables);
}

/**
 * Signs the page's context in as a demo person through the API (the gateway sets the session
 * cookie); the page's next navigation starts the app signed in.
 */
export async function signIn(page: Page, email: string): Promise<{ id: string; name: string }> {
  const data = await graphql<{
    loginByPassword: { account: { user: { id: string; displayName: string } } };
  }>(
    page,
    'mutation E2eLogin($contact: ContactInput!, $password: String!) { loginByPassword(contact: $contact, password: $password) { account { user { id displayName } } } }',
    { contact: { email }, password: DEMO_PASSWORD },
  );
  const { user } = data.loginByPassword.account;
  return { id: user.id, name: user.displayName };
}

export interface Person {
  page: Page;
  id: string;
  name: string;
  /** The e-mail they signed up with. */
  email: string;
}

/** The newest code the development inbox holds for an e-mail or a phone (read from the api). */
export function inboxCodeOf(contact: { email: string } | { phone: string }): Promise<string> {
  return inboxCode(apiBaseUrl(), 'email' in contact ? contact.email : contact.phone);
}

/**
 * A new person in a fresh browser context, signed up through the API with a one-time code and a
 * name, their page on a first page of the app.
 */
export async function newPerson(browser: Browser, firstName: string): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const contact = {
    email: `d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@tavola.test`,
  };
  await graphql(
    page,
    'mutation E2eCode($contact: ContactInput!) { requestCode(contact: $contact) { timeout } }',
    { contact },
  );
  const code = await inboxCodeOf(contact);
  const { loginByCode } = await graphql<{ loginByCode: { account: { user: { id: string } } } }>(
    page,
    'mutation E2eLogin($contact: ContactInput!, $code: String!) { loginByCode(contact: $contact, code: $code) { account { user { id } } } }',
    { contact, code },
  );
  const { id } = loginByCode.account.user;
  const { updateProfile } = await graphql<{ updateProfile: { displayName: string } }>(
    page,
    'mutation E2eName($id: ID!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { displayName } }',
    { id, input: { firstName, secondName: 'Tester' } },
  );
  // One visit with the session stores the account in the app, as a person's first page after
  // signing up does: their next page starts from it, the live notifications with it.
  await page.goto('/offer');
  return { page, id, name: updateProfile.displayName, email: contact.email };
}

/** Publishes an impression at London's centre as the signed-in person; returns its id. */
export async function publishImpression(page: Page, text: string): Promise<string> {
  const { city } = await graphql<{ city: { id: string; lat: number; lon: number } }>(
    page,
    'query E2eCity($latinName: String!) { city(latinName: $latinName) { id lat lon } }',
    { latinName: london.latinName },
  );
  const { createPost } = await graphql<{ createPost: { id: string } }>(
    page,
    'mutation E2ePost($input: CreatePostInput!) { createPost(input: $input) { id } }',
    { input: { type: 'IMPRESSION', text, cityId: city.id, lat: city.lat, lon: city.lon } },
  );
  return createPost.id;
}

/** A real small JPEG, different for each seed. */
export function jpeg(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: seed % 256, g: 120, b: 60 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Marks the document, so a later check tells a client-side navigation or a live change from a
 * reload.
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { e2eMark?: boolean }).e2eMark = true;
  });
}

/** The page still shows the document `markDocument` marked: nothing reloaded it. */
export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark)).toBe(
    true,
  );
}
