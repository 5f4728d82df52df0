import { expect, test, type Page } from '@playwright/test';
import {
  bookThroughApi,
  freshPage,
  mainHoursOf,
  setBookableTimes,
  slot,
} from './booking-support.js';
import { expectSameDocument, markDocument, newPerson, signIn } from './social-support.js';
import {
  appTookOver,
  expectAccessible,
  freshPhone,
  listedPlaces,
  london,
  phoneLink,
} from './support.js';
import { bookableMoment, londonInstant, weekdayOf } from '../support/london-clock.js';

// The waitlist of a full time, in three browsers: A books the last table, B joins the line from
// the booking screen and sees "1st in line", A cancels from My reservations, B gets the offer
// live (on the booking screen, no reload) and accepts it, and C, a visitor who kept the booking
// screen open, sees the time full all along. Each project takes a London place of its own, none
// of the four with staff that the other booking specs set up: the admin gives it one time with
// one table of four.

const ADMIN = 'admin@tavola.test';
/** The places with staff (docs/demo-accounts.md), whose times the other booking specs set. */
const STAFFED = new Set(['Falcon Cafe', 'Sage Espresso', 'Bar Thyme', 'Sage Grill']);
/**
 * Which of the other London places each project takes. A retry takes the next pair: the attempt
 * before may have booked its place's one table, and a retry that cannot pass says nothing.
 */
const PLACE_INDEX = { mobile: 0, desktop: 1 } as const;
const PLACES_PER_ATTEMPT = Object.keys(PLACE_INDEX).length;

interface OneTable {
  id: string;
  slug: string;
  name: string;
  /** YYYY-MM-DD, the place's local date, a few days ahead. */
  date: string;
  /** HH:mm within the opening hours of that date. */
  time: string;
}

/** As the signed-in admin: the project's place takes bookings at one time, at one table of 4. */
async function openOneTable(admin: Page, index: number): Promise<OneTable> {
  const places = await listedPlaces(admin.context().request, london.latinName, 10);
  const found = places.filter((item) => !STAFFED.has(item.name))[index];
  if (!found) throw new Error(`London has no unstaffed place number ${index + 1}`);
  const hours = await mainHoursOf(admin, found.id);
  const moment = bookableMoment(hours);
  if (moment) {
    const { date } = moment;
    const [time = ''] = moment.times;
    await setBookableTimes(admin, found.id, [
      { dayOfWeek: weekdayOf(date), time, tables: [{ seats: 4, count: 1 }] },
    ]);
    return { id: found.id, slug: found.latinName, name: found.name, date, time };
  }
  throw new Error(`${found.name} has no open day with an hour to spare in the next week`);
}

/** The label of a time's radio on the booking screen: the time and its free tables. */
function slotLabel(page: Page, time: string) {
  return page.locator('label').filter({ has: slot(page, time) });
}

test.describe('the waitlist of a full time', () => {
  test('A books the last table, B joins the line, A cancels, B gets the offer live and takes it; C sees the time full', async ({
    browser,
  }, testInfo) => {
    test.slow();
    const project = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
    const admin = await freshPage(browser);
    await signIn(admin, ADMIN);
    const place = await openOneTable(
      admin,
      PLACE_INDEX[project] + PLACES_PER_ATTEMPT * testInfo.retry,
    );
    const bookingPath = `/${place.slug}/booking`;
    const guestA = await newPerson(browser, `Anna ${project}`);
    const guestB = await newPerson(browser, `Ben ${project}`);
    const phoneB = freshPhone();

    // C, a visitor, watches the booking screen of that day: one table free.
    const watcher = await freshPage(browser);
    await watcher.goto(bookingPath);
    await appTookOver(watcher);
    await watcher.getByLabel('Date', { exact: true }).selectOption(place.date);
    await expect(slotLabel(watcher, place.time)).toContainText('1 table free');
    await markDocument(watcher);

    // A books the last table: the watcher sees the time full, without a reload.
    await bookThroughApi(
      guestA.page,
      place.id,
      londonInstant(place.date, place.time),
      `Anna ${project}`,
    );
    await expect(slotLabel(watcher, place.time)).toContainText('Full', { timeout: 15_000 });

    // B finds the time full but can choose it: the form joins its line instead of booking.
    await guestB.page.goto(bookingPath);
    await appTookOver(guestB.page);
    await guestB.page.getByLabel('Date', { exact: true }).selectOption(place.date);
    await expect(slotLabel(guestB.page, place.time)).toContainText('Full');
    await expect(slot(guestB.page, place.time)).toBeEnabled();
    await slot(guestB.page, place.time).check({ force: true });
    await expect(guestB.page.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible();
    await expect(guestB.page.getByLabel('Or any time until', { exact: true })).toHaveValue('');
    await guestB.page.getByLabel('Guests', { exact: true }).selectOption('2');
    await guestB.page.getByLabel('Name', { exact: true }).fill(`Ben ${project}`);
    await guestB.page.getByRole('textbox', { name: 'Phone' }).fill(phoneB.slice(2));
    await expectAccessible(guestB.page);
    await guestB.page.getByRole('button', { name: 'Get the code' }).click();

    // The code proves the phone, as for a booking; it submits itself at its fourth digit.
    await expect(guestB.page).toHaveURL(new RegExp(`${bookingPath}/code$`));
    const note = guestB.page.getByText(/Latest code: \d{4}/);
    await expect(note).toBeVisible();
    const code = /(\d{4})/.exec((await note.textContent()) ?? '')?.[1] ?? '';
    await guestB.page.getByRole('textbox', { name: 'Code' }).fill(code);

    // Back on the booking screen, B sees their place in the line.
    await expect(guestB.page).toHaveURL(new RegExp(`${bookingPath}$`));
    await expect(guestB.page.getByText('You are in the line')).toBeVisible();
    const line = guestB.page
      .getByRole('list', { name: 'My places in line' })
      .getByRole('article')
      .filter({ hasText: place.name });
    await expect(line).toContainText('1st in line');
    await expect(line.getByRole('button', { name: 'Leave the line' })).toBeVisible();
    await expectAccessible(guestB.page);
    await markDocument(guestB.page);
    // The time is still full for everyone else.
    await expect(slotLabel(watcher, place.time)).toContainText('Full');

    // A cancels from My reservations: the table goes to B, so C still sees the time full.
    await guestA.page.goto(`/users/${guestA.id}`);
    const booking = guestA.page
      .getByRole('list', { name: 'My reservations' })
      .getByRole('article')
      .filter({ hasText: place.name });
    await booking.getByRole('button', { name: 'Cancel the booking' }).click();
    await expect(guestA.page.getByText('The booking is cancelled')).toBeVisible();
    await expect(booking).toContainText('Cancelled');

    // B's open booking screen shows the table kept for them, live, and B takes it.
    await expect(line).toContainText('A table is kept for you until', { timeout: 15_000 });
    await expect(line).toContainText(place.time);
    await expectSameDocument(guestB.page);
    await line.getByRole('button', { name: 'Accept the table' }).click();
    await expect(guestB.page.getByText('The table is booked')).toBeVisible();
    await expect(guestB.page.getByRole('list', { name: 'My places in line' })).toHaveCount(0);

    // C watched throughout: the time never freed for them, and it is full again, no reload.
    await expect(slotLabel(watcher, place.time)).toContainText('Full');
    await expect(slotLabel(watcher, place.time)).not.toContainText('table free');
    await expectSameDocument(watcher);

    // The offer's notification names the place and what became of the table; the phone's
    // message links to the person's reservations, where the booking now is.
    await guestB.page.goto('/notifications');
    const offerNote = guestB.page.getByRole('article').filter({ hasText: place.name }).first();
    await expect(offerNote).toContainText(`${place.name} offered you a table for 2: you booked it`);
    const offerLink = await phoneLink(guestB.page.request, phoneB, 'My reservations:');
    expect(offerLink).toBe(`/users/${guestB.id}`);
    await guestB.page.goto(offerLink);
    await expect(
      guestB.page
        .getByRole('list', { name: 'My reservations' })
        .getByRole('article')
        .filter({ hasText: place.name }),
    ).toContainText('Waiting for confirmation');
  });
});
