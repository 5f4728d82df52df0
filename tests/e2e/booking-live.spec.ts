import { expect, test, type Page } from '@playwright/test';
import {
  bookThroughApi,
  freshPage,
  mainHoursOf,
  placeNamed,
  setBookableTimes,
} from './booking-support.js';
import { expectSameDocument, graphql, markDocument, newPerson, signIn } from './social-support.js';
import { appTookOver } from './support.js';
import { bookableMoment, londonInstant, weekdayOf } from '../support/london-clock.js';

// What the staff and the guest see of a booking while their screens stay open, in two browsers:
// the place's reservations list and the guest's My reservations change without a reload when a
// booking arrives and when it is confirmed; the notifications say it in words. And the booking
// screen offers a party only the tables that seat it. Bar Thyme (owner2) takes bookings at two
// times of one day: one table of 2 seats, then five tables of 6; both projects write the same
// settings, so they never undo each other's.

const OWNER = 'owner2@tavola.test';
const PLACE = 'Bar Thyme';
const WEEKDAY_OR_DAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun|\\d{2} [A-Z][a-z]{2})';

interface TwoTimes {
  id: string;
  slug: string;
  date: string;
  /** One table of 2 seats. */
  small: string;
  /** Five tables of 6 seats. */
  large: string;
}

/** As the owner: Bar Thyme takes bookings at two half hours of a day a few days ahead. */
async function openTwoTimes(owner: Page): Promise<TwoTimes> {
  const found = await placeNamed(owner, PLACE);
  const hours = await mainHoursOf(owner, found.id);
  const moment = bookableMoment(hours, { fromDay: 3, count: 2 });
  if (moment) {
    const { date } = moment;
    const [small = '', large = ''] = moment.times;
    const dayOfWeek = weekdayOf(date);
    await setBookableTimes(owner, found.id, [
      { dayOfWeek, time: small, tables: [{ seats: 2, count: 1 }] },
      { dayOfWeek, time: large, tables: [{ seats: 6, count: 5 }] },
    ]);
    return { id: found.id, slug: found.latinName, date, small, large };
  }
  throw new Error(`${PLACE} has no open day with an hour to spare in the next week`);
}

/** The page's person (or a visitor) books 2 guests at `time` with a phone nobody has used. */
function bookAs(page: Page, place: TwoTimes, time: string, name: string) {
  return bookThroughApi(page, place.id, londonInstant(place.date, time), name);
}

test.describe('a booking seen live', () => {
  test('the staff list and the guest’s My reservations change without a reload, and the notifications say it in words', async ({
    browser,
  }, testInfo) => {
    test.slow();
    const owner = await freshPage(browser);
    await signIn(owner, OWNER);
    const place = await openTwoTimes(owner);
    const name = `Cleo ${testInfo.project.name} ${Date.now().toString(36)}`;

    // The guest has their profile open, the owner the place's reservations, in two browsers.
    const guest = await newPerson(browser, `Cleo ${testInfo.project.name}`);
    await guest.page.goto(`/users/${guest.id}`);
    await appTookOver(guest.page);
    const mine = guest.page
      .getByRole('list', { name: 'My reservations' })
      .getByRole('article')
      .filter({ hasText: PLACE });
    await expect(guest.page.getByRole('heading', { name: 'My reservations' })).toBeVisible();
    await markDocument(guest.page);
    await owner.goto(`/${place.slug}/reservations`);
    await appTookOver(owner);
    await expect(
      owner.getByRole('heading', { level: 1, name: `Reservations at ${PLACE}` }),
    ).toBeVisible();
    await markDocument(owner);

    // The guest books: the owner's list and the guest's own list show it, neither reloaded.
    await bookAs(guest.page, place, place.large, name);
    const booked = owner
      .getByRole('list', { name: 'Reservations' })
      .getByRole('article')
      .filter({ hasText: name });
    await expect(booked).toContainText('Waiting for confirmation', { timeout: 15_000 });
    await expect(booked).toContainText(place.large);
    await expect(mine).toContainText('Waiting for confirmation', { timeout: 15_000 });
    await expectSameDocument(owner);

    // The owner confirms: the guest's open profile says so without a reload.
    await booked.getByLabel('Answer to the guest').fill('A table by the window');
    await booked.getByRole('button', { name: 'Confirm' }).click();
    await expect(booked).toContainText('Confirmed');
    await expect(mine).toContainText('Confirmed', { timeout: 15_000 });
    await expect(mine).toContainText('A table by the window');
    await expectSameDocument(guest.page);

    // The staff's notification names the guest as they typed it, says how many and when in
    // words, and leads to the reservations with a button: no paths, no ISO dates.
    await owner.goto('/notifications/places');
    const staffNote = owner.getByRole('article').filter({ hasText: name }).first();
    await expect(staffNote).toContainText(
      new RegExp(`${name} booked a table at ${PLACE}: 2 guests, ${WEEKDAY_OR_DAY} ${place.large}`),
    );
    await expect(staffNote).not.toContainText('/confirm/');
    await expect(staffNote).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await staffNote.getByRole('link', { name: 'Open the reservations' }).click();
    await expect(owner).toHaveURL(new RegExp(`/${place.slug}/reservations$`));

    // The guest's notification: the place's answer, in words, with a button to their list.
    await guest.page.goto('/notifications');
    const guestNote = guest.page.getByRole('article').filter({ hasText: PLACE }).first();
    await expect(guestNote).toContainText(
      new RegExp(
        `${PLACE} confirmed your booking: 2 guests, ${WEEKDAY_OR_DAY} ${place.large}. “A table by the window”`,
      ),
    );
    await guestNote.getByRole('link', { name: 'Open my reservations' }).click();
    await expect(guest.page).toHaveURL(new RegExp(`/users/${guest.id}$`));

    // A visitor who books with a phone new to Tavola gets an account named as they typed.
    const visitor = await freshPage(browser);
    const newcomer = `Dora ${testInfo.project.name} ${Date.now().toString(36)}`;
    await bookAs(visitor, place, place.large, newcomer);
    const { search } = await graphql<{
      search: { items: { __typename: string; displayName?: string }[] };
    }>(
      visitor,
      'query E2eWho($query: String!) { search(query: $query, limit: 10) { items { __typename ... on User { displayName } } } }',
      { query: newcomer },
    );
    expect(search.items.filter((item) => item.__typename === 'User')).toContainEqual(
      expect.objectContaining({ displayName: newcomer }),
    );
  });

  test('the booking screen offers a party only the tables that seat it, and guests up to the largest table', async ({
    browser,
  }) => {
    const owner = await freshPage(browser);
    await signIn(owner, OWNER);
    const place = await openTwoTimes(owner);
    const visitor = await freshPage(browser);
    await visitor.goto(`/${place.slug}/booking`);
    await appTookOver(visitor);
    await visitor.getByLabel('Date', { exact: true }).selectOption(place.date);
    const slot = (time: string) => visitor.getByRole('radio', { name: new RegExp(`^${time}`) });
    const label = (time: string) => visitor.locator('label').filter({ has: slot(time) });
    await expect(slot(place.small)).toBeEnabled();

    // The largest table seats 6: the picker stops there.
    const guests = visitor.getByLabel('Guests', { exact: true });
    await expect(guests.locator('option')).toHaveCount(6);
    await expect(guests.locator('option').last()).toHaveText('6');

    // Two fit the table of 2; three do not: that time is closed to them before anything else.
    await guests.selectOption('2');
    await expect(label(place.small)).toContainText('1 table free');
    await slot(place.small).check({ force: true });
    await guests.selectOption('3');
    await expect(slot(place.small)).toBeDisabled();
    await expect(slot(place.small)).not.toBeChecked();
    await expect(label(place.small)).toContainText('Full');
    await expect(slot(place.large)).toBeEnabled();
    await expect(label(place.large)).toContainText(/[1-5] tables? free/);
  });
});
