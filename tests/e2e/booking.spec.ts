import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshPage, mainHoursOf, placeNamed, setBookableTimes, slot } from './booking-support.js';
import { expectSameDocument, markDocument, newPerson, signIn } from './social-support.js';
import { expectAccessible, freshPhone, phoneLink } from './support.js';
import { bookableMoment, weekdayOf } from '../support/london-clock.js';

// Booking a table, as people do it in separate browsers. The owner of a demo place sets one
// bookable time; a guest books it with the code from the development inbox while a visitor, with
// the same booking screen open, sees the free tables drop without a reload; the owner confirms on
// the place's reservations screen, the guest follows the confirm link their phone got, and the
// guest's profile shows the reservation confirmed. The
// two projects run side by side, each on its own place (the owner's settings replace the times).

const OWNER = 'owner1@tavola.test';
/** The weekday tabs of the reservation settings, Monday first. */
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface BookablePlace {
  id: string;
  slug: string;
  name: string;
  /** YYYY-MM-DD, the place's local date, a few days ahead. */
  date: string;
  /** HH:mm within the opening hours of that date. */
  time: string;
}

/** As the signed-in owner: the place takes bookings at one time, with three tables of four. */
async function openOneTime(owner: Page, placeName: string): Promise<BookablePlace> {
  const found = await placeNamed(owner, placeName);
  const hours = await mainHoursOf(owner, found.id);
  const moment = bookableMoment(hours);
  if (!moment) throw new Error('no open day with an hour to spare in the next week');
  const { date } = moment;
  const [time = ''] = moment.times;
  await setBookableTimes(owner, found.id, [
    { dayOfWeek: weekdayOf(date), time, tables: [{ seats: 4, count: 3 }] },
  ]);
  return { id: found.id, slug: found.latinName, name: placeName, date, time };
}

async function ownerPage(browser: Browser): Promise<Page> {
  const page = await freshPage(browser);
  await signIn(page, OWNER);
  return page;
}

/** How many tables the booking screen says are free at `time`. */
async function freeTables(page: Page, time: string): Promise<number> {
  const label = page.locator('label').filter({ has: slot(page, time) });
  const text = (await label.textContent()) ?? '';
  const free = /(\d+) tables? free/.exec(text)?.[1];
  return free ? Number(free) : 0;
}

test.describe('booking a table', () => {
  test('a guest books with the code from the inbox while another browser sees the tables drop live; the owner confirms and the guest sees it', async ({
    browser,
  }, testInfo) => {
    test.slow();
    const project = testInfo.project.name;
    const owner = await ownerPage(browser);
    const place = await openOneTime(owner, project === 'mobile' ? 'Falcon Cafe' : 'Sage Espresso');
    const guest = await newPerson(browser, `Bea ${project}`);
    const phone = freshPhone();
    const bookingPath = `/${place.slug}/booking`;

    // A visitor in another browser watches the same booking screen.
    const watcher = await freshPage(browser);
    await watcher.goto(bookingPath);
    await watcher.getByLabel('Date', { exact: true }).selectOption(place.date);
    await expect(slot(watcher, place.time)).toBeEnabled();
    await expect(watcher.getByText(/\d+ tables? free/)).toBeVisible();
    const before = await freeTables(watcher, place.time);
    expect(before).toBeGreaterThan(0);
    await markDocument(watcher);

    // The guest comes from the place page's Book a table.
    await guest.page.goto(`/${place.slug}`);
    await guest.page.getByRole('link', { name: 'Book a table' }).click();
    await expect(guest.page).toHaveURL(new RegExp(`${bookingPath}$`));
    await expect(
      guest.page.getByRole('heading', { level: 1, name: `Book a table at ${place.name}` }),
    ).toBeVisible();
    // Nothing chosen yet: the form says what is missing, under its fields.
    await guest.page.getByRole('button', { name: 'Get the code' }).click();
    await expect(guest.page.getByText('Choose a time')).toBeVisible();

    await guest.page.getByLabel('Date', { exact: true }).selectOption(place.date);
    await slot(guest.page, place.time).check({ force: true });
    await guest.page.getByLabel('Guests', { exact: true }).selectOption('2');
    await guest.page.getByLabel('Name', { exact: true }).fill(`Bea ${project}`);
    await guest.page.getByRole('textbox', { name: 'Phone' }).fill(phone.slice(2));
    await guest.page.getByLabel('Zone', { exact: true }).selectOption('Terrace');
    await guest.page.getByLabel('Comment', { exact: true }).fill('By the window, please');
    await expectAccessible(guest.page);
    await guest.page.getByRole('button', { name: 'Get the code' }).click();

    // Asking for the code holds a table: the watcher sees one fewer, without a reload.
    await expect(guest.page).toHaveURL(new RegExp(`${bookingPath}/code$`));
    await expect(guest.page.getByText(/Send the code again in 00:\d\d/)).toBeVisible();
    await expect.poll(() => freeTables(watcher, place.time), { timeout: 15_000 }).toBe(before - 1);
    await expectSameDocument(watcher);

    // The development inbox shows the code; it submits itself at its fourth digit.
    const note = guest.page.getByText(/Latest code: \d{4}/);
    await expect(note).toBeVisible();
    await expectAccessible(guest.page);
    const code = /(\d{4})/.exec((await note.textContent()) ?? '')?.[1] ?? '';
    await guest.page.getByRole('textbox', { name: 'Code' }).fill(code);
    await expect(guest.page).toHaveURL(new RegExp(`${bookingPath}/done$`));
    await expect(
      guest.page.getByRole('heading', { level: 1, name: 'The table is booked' }),
    ).toBeVisible();
    await expect(guest.page.getByText('Waiting for confirmation')).toBeVisible();
    await expectAccessible(guest.page);
    // The booked table stays taken.
    expect(await freeTables(watcher, place.time)).toBe(before - 1);

    // Back on booking-done skips the booking form: two steps back, to the place page.
    await guest.page.getByRole('main').getByRole('button', { name: 'Back' }).click();
    await expect(guest.page).toHaveURL(new RegExp(`/${place.slug}$`));

    // The owner finds it on the place's reservations, new, and confirms it with an answer.
    await owner.goto(`/${place.slug}`);
    await owner.getByRole('link', { name: 'Reservations' }).click();
    await expect(owner).toHaveURL(new RegExp(`/${place.slug}/reservations$`));
    const booked = owner
      .getByRole('list', { name: 'Reservations' })
      .getByRole('article')
      .filter({ hasText: `Bea ${project}` });
    await expect(booked).toContainText('Waiting for confirmation');
    await expect(booked).toContainText('New');
    await expect(booked).toContainText('Terrace');
    await expect(booked).toContainText('By the window, please');
    await expectAccessible(owner);
    await booked.getByLabel('Answer to the guest').fill('See you on the terrace');
    await booked.getByRole('button', { name: 'Confirm' }).click();
    await expect(booked).toContainText('Confirmed');

    // The guest's phone got the booking's links: they read the message in the development
    // inbox and follow its confirm link, which shows the booking (confirmed by now) and asks
    // first; the press tells the place they are coming.
    const confirmPath = await phoneLink(guest.page.request, phone, 'Confirm:');
    expect(confirmPath).toMatch(/^\/confirm\/\S+$/);
    await guest.page.goto(confirmPath);
    await expect(
      guest.page.getByRole('heading', { level: 1, name: `${place.name}: Confirmed` }),
    ).toBeVisible();
    await expect(guest.page.getByText('Will you come?')).toBeVisible();
    await guest.page.getByRole('main').getByRole('button', { name: 'Confirm' }).click();
    await expect(
      guest.page.getByRole('heading', {
        level: 1,
        name: 'Thank you: the place knows you are coming',
      }),
    ).toBeVisible();
    // The link is the guest's, not the place's: the owner's answer stands, still Confirmed.
    await guest.page.reload();
    await expect(
      guest.page.getByRole('heading', { level: 1, name: `${place.name}: Confirmed` }),
    ).toBeVisible();

    // The reservation settings on the same screen: on, with the time set, and a time added there
    // is kept.
    await owner.goto(`/${place.slug}/reservations`);
    const settings = owner.getByRole('region', { name: 'Reservation settings' });
    await expect(settings.getByRole('switch', { name: 'Take reservations online' })).toBeChecked();
    await settings.getByRole('tab', { name: WEEKDAYS[weekdayOf(place.date) - 1] }).click();
    const day = settings.getByRole('tabpanel');
    await expect(day.getByRole('listitem')).toHaveCount(1);
    await expect(day.getByRole('listitem')).toContainText(place.time);
    await day.getByRole('button', { name: 'Add a time' }).click();
    await expect(day.getByRole('listitem')).toHaveCount(2);
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByText('Reservation settings are saved')).toBeVisible();
    await owner.reload();
    await owner
      .getByRole('region', { name: 'Reservation settings' })
      .getByRole('tab', { name: WEEKDAYS[weekdayOf(place.date) - 1] })
      .click();
    await expect(
      owner.getByRole('region', { name: 'Reservation settings' }).getByRole('listitem'),
    ).toHaveCount(2);

    // The guest's own profile shows it confirmed, with the place's answer.
    await guest.page.goto(`/users/${guest.id}`);
    const mine = guest.page
      .getByRole('list', { name: 'My reservations' })
      .getByRole('article')
      .filter({ hasText: place.name });
    await expect(mine).toContainText('Confirmed');
    await expect(mine).toContainText('See you on the terrace');
    await expectAccessible(guest.page);
  });
});
