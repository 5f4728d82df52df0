import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/account-fixtures';
import { london } from '../../test/fixtures';
import { cityMock } from '../../test/post-fixtures';
import { renderRoute } from '../../test/render-route';
import { bookingPlaceMock, main, placeId } from './test-fixtures';
import { bookingDates } from './booking-time';
import { AvailabilityChangedDocument, ReservationSlotsDocument } from '../../gql/graphql';

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
  request: { query: ReservationSlotsDocument, variables: { placeId, date: today } },
  result: { data: { reservationSlots: slots({ '23:00': 2, '23:30': 0 }) } },
};

describe('the booking screen', () => {
  it('shows the free tables of each time, a full time open only to its waitlist, and takes a push of new numbers live', async () => {
    renderRoute('/falcon-cafe/booking', [
      visitor,
      cityMock,
      bookingPlaceMock,
      slotsMock,
      {
        request: {
          query: AvailabilityChangedDocument,
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
    // Full, but its table seats the party: it can be chosen to wait for a table there.
    expect((full as HTMLInputElement).disabled).toBe(false);
    expect(full.closest('label')?.textContent).toContain('Full');
    expect(main().queryByRole('heading', { name: 'Join the waitlist' })).toBeNull();
    fireEvent.click(full);
    expect(await main().findByRole('heading', { name: 'Join the waitlist' })).toBeTruthy();
    // Joining a line takes no zone or comment; the range's end is a later time, or none.
    expect(main().queryByLabelText('Zone')).toBeNull();
    const until = main().getByLabelText('Or any time until') as HTMLSelectElement;
    expect([...until.options].map((option) => option.textContent)).toEqual(['Only this time']);
    const open = main().getByRole('radio', { name: /^23:00/ });
    // Another guest holds a table: the pushed day replaces the numbers on screen.
    await waitFor(() => expect(open.closest('label')?.textContent).toContain('1 table free'));
  });

  it('keeps a full time closed to a party none of its tables seats', async () => {
    const small = {
      request: slotsMock.request,
      result: {
        data: {
          reservationSlots: [
            ...slots({ '23:00': 2 }),
            {
              __typename: 'ReservationSlot' as const,
              time: '23:30',
              available: 0,
              tables: [{ __typename: 'FreeTables' as const, seats: 2, available: 0 }],
              waiting: 0,
            },
          ],
        },
      },
    };
    renderRoute('/falcon-cafe/booking', [visitor, cityMock, bookingPlaceMock, small]);
    const full = await main().findByRole('radio', { name: /^23:30/ });
    expect((full as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(main().getByLabelText('Guests'), { target: { value: '3' } });
    await waitFor(() => expect((full as HTMLInputElement).disabled).toBe(true));
    expect(full.closest('label')?.textContent).toContain('Full');
  });

  it('says under its fields what is missing before asking for a code', async () => {
    renderRoute('/falcon-cafe/booking', [visitor, cityMock, bookingPlaceMock, slotsMock]);
    await main().findByRole('radio', { name: /^23:00/ });
    fireEvent.click(main().getByRole('button', { name: 'Get the code' }));
    expect(await main().findByText('Choose a time')).toBeTruthy();
    expect(main().getAllByText('This field is required').length).toBe(2);
  });
});
