import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/account-fixtures';
import { london } from '../../test/fixtures';
import { cityMock } from '../../test/post-fixtures';
import { renderRoute } from '../../test/render-route';
import { AvailabilityChangedSubscription, ReservationSlotsQuery } from './booking-documents';
import { bookingPlaceMock, main, placeId } from './test-fixtures';
import { bookingDates } from './booking-time';

const today = bookingDates(new Date(), london.timeZone, 1)[0]?.value ?? '';

function slots(free: Record<string, number>) {
  return Object.entries(free).map(([time, available]) => ({
    __typename: 'ReservationSlot' as const,
    time,
    available,
    tables: [{ __typename: 'FreeTables' as const, seats: 4, available }],
    waiting: 0,
  }));
}

const slotsMock = {
  request: { query: ReservationSlotsQuery, variables: { placeId, date: today } },
  result: { data: { reservationSlots: slots({ '23:00': 2, '23:30': 0 }) } },
};

describe('the booking screen', () => {
  it('shows the free tables of each time, a full time disabled, and takes a push of new numbers live', async () => {
    renderRoute('/falcon-cafe/booking', [
      visitor,
      cityMock,
      bookingPlaceMock,
      slotsMock,
      {
        request: {
          query: AvailabilityChangedSubscription,
          variables: { placeId, date: today },
        },
        result: { data: { availabilityChanged: slots({ '23:00': 1, '23:30': 0 }) } },
        // After the first page of slots has come (the push replaces it).
        delay: 800,
      },
    ]);
    expect(
      await main().findByRole('heading', { level: 1, name: 'Book a table at Falcon Cafe' }),
    ).toBeTruthy();
    const full = await main().findByRole('radio', { name: /^23:30/ });
    expect((full as HTMLInputElement).disabled).toBe(true);
    expect(full.closest('label')?.textContent).toContain('Full');
    const open = main().getByRole('radio', { name: /^23:00/ });
    // Another guest holds a table: the pushed day replaces the numbers on screen.
    await waitFor(() => expect(open.closest('label')?.textContent).toContain('1 table free'));
  });

  it('says under its fields what is missing before asking for a code', async () => {
    renderRoute('/falcon-cafe/booking', [visitor, cityMock, bookingPlaceMock, slotsMock]);
    await main().findByRole('radio', { name: /^23:00/ });
    fireEvent.click(main().getByRole('button', { name: 'Get the code' }));
    expect(await main().findByText('Choose a time')).toBeTruthy();
    expect(main().getAllByText('This field is required').length).toBe(2);
  });
});
