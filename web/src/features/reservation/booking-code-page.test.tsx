import { fireEvent } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn, visitor } from '../../test/account-fixtures';
import { london } from '../../test/fixtures';
import { cityMock } from '../../test/post-fixtures';
import { renderRoute } from '../../test/render-route';
import { RESERVATIONS_PAGE_SIZE } from '../../lib/constants';
import { type BookingDraft, writeBookingDraft } from './booking-draft';
import { bookingPlaceMock, main, placeId } from './test-fixtures';
import { bookingDates, placeTimeToIso } from './booking-time';
import {
  CreateReservationDocument,
  DevelopmentInboxDocument,
  JoinWaitlistDocument,
  MyReservationsDocument,
  ReservationSlotsDocument,
} from '../../gql/graphql';

const phone = '447700900123';
const date = bookingDates(new Date(), london.timeZone, 2)[1]?.value ?? '';
const datetime = placeTimeToIso(date, '19:30', london.timeZone);

const inboxMock = {
  request: { query: DevelopmentInboxDocument, variables: { contact: { phone } } },
  result: {
    data: {
      developmentInbox: [
        { __typename: 'InboxMessage' as const, code: '4821', sentAt: new Date().toISOString() },
      ],
    },
  },
  maxUsageCount: 3,
};

function createMock(code: string, fieldErrors: Record<string, string>) {
  return {
    request: {
      query: CreateReservationDocument,
      variables: {
        input: {
          placeId,
          name: 'Bea',
          guestsCount: 2,
          datetime,
          phone,
          code,
          zoneChoice: 'Terrace',
        },
      },
    },
    result: {
      errors: [
        new GraphQLError('invalid', {
          extensions: {
            code: 'BAD_USER_INPUT',
            status: 'FieldInvalid',
            httpStatus: 422,
            message: Object.values(fieldErrors)[0],
            fieldErrors,
          },
        }),
      ],
    },
  };
}

function draft(values: Partial<BookingDraft['values']> = {}, waitlist?: BookingDraft['waitlist']) {
  writeBookingDraft(placeId, {
    values: {
      date,
      time: '19:30',
      guestsCount: 2,
      name: 'Bea',
      phone: { country: 'GB', digits: phone },
      zoneChoice: 'Terrace',
      comment: '',
      ...values,
    },
    datetime,
    resendAt: Date.now() + 30_000,
    blockedUntil: 0,
    fieldErrors: {},
    ...(waitlist ? { waitlist } : {}),
  });
}

afterEach(() => window.sessionStorage.clear());

describe('the booking code step', () => {
  it('shows the development inbox and the resend timer, and puts a wrong code under the field', async () => {
    draft();
    renderRoute('/falcon-cafe/booking/code', [
      visitor,
      cityMock,
      bookingPlaceMock,
      inboxMock,
      createMock('1111', { code: 'Incorrect code' }),
    ]);
    expect(await main().findByText('Latest code: 4821')).toBeTruthy();
    expect(main().getByText(/Send the code again in 00:\d\d/)).toBeTruthy();
    const code = main().getByRole('textbox', { name: 'Code' });
    // Four digits submit by themselves.
    fireEvent.input(code, { target: { value: '1111' } });
    expect(await main().findByText('Incorrect code')).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe('');
  });

  it("takes the guest back to the booking screen with the server's field errors under their fields, the input kept", async () => {
    draft();
    const { router } = renderRoute('/falcon-cafe/booking/code', [
      visitor,
      cityMock,
      bookingPlaceMock,
      inboxMock,
      createMock('4821', { name: 'Must be at most 100 characters', guests_count: 'Too many' }),
      {
        request: { query: ReservationSlotsDocument, variables: { placeId, date } },
        result: {
          data: {
            reservationSlots: [
              {
                __typename: 'ReservationSlot' as const,
                time: '19:30',
                available: 2,
                tables: [{ __typename: 'FreeTables' as const, seats: 4, available: 2 }],
                waiting: 0,
              },
            ],
          },
        },
      },
    ]);
    fireEvent.input(await main().findByRole('textbox', { name: 'Code' }), {
      target: { value: '4821' },
    });
    expect(
      await main().findByRole('heading', { level: 1, name: 'Book a table at Falcon Cafe' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/falcon-cafe/booking');
    expect(await main().findByText('Must be at most 100 characters')).toBeTruthy();
    expect(main().getByText('Too many')).toBeTruthy();
    expect((main().getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Bea');
    expect((main().getByLabelText('Zone') as HTMLSelectElement).value).toBe('Terrace');
    expect(
      ((await main().findByRole('radio', { name: /^19:30/ })) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('joins the line of a full time (any time to 21:00) and shows the person where they stand', async () => {
    const until = placeTimeToIso(date, '21:00', london.timeZone);
    draft({ zoneChoice: '', until: '21:00' }, { until });
    const place = {
      __typename: 'Place' as const,
      id: placeId,
      name: 'Falcon Cafe',
      latinName: 'falcon-cafe',
      city: { __typename: 'City' as const, id: london.id, timeZone: london.timeZone },
    };
    const entry = {
      __typename: 'WaitlistEntry' as const,
      id: 'd'.repeat(24),
      name: 'Bea',
      guestsCount: 2,
      date,
      from: datetime,
      to: until,
      status: 'WAITING' as const,
      position: 1,
      offer: null,
      place,
    };
    renderRoute('/falcon-cafe/booking/code', [
      signedIn(),
      cityMock,
      bookingPlaceMock,
      inboxMock,
      {
        request: {
          query: JoinWaitlistDocument,
          variables: {
            input: { placeId, datetime, until, guestsCount: 2, name: 'Bea', phone, code: '4821' },
          },
        },
        result: { data: { joinWaitlist: entry } },
      },
      {
        request: {
          query: MyReservationsDocument,
          variables: { offset: 0, limit: RESERVATIONS_PAGE_SIZE },
        },
        result: {
          data: {
            myReservations: {
              __typename: 'ReservationPage' as const,
              items: [],
              hasMore: false,
              waitlist: [entry],
            },
          },
        },
        maxUsageCount: 3,
      },
    ]);
    // No table is held while waiting: the step says so, and its button joins the line.
    expect(
      await main().findByText('The code proves your phone: no table is held while you wait.'),
    ).toBeTruthy();
    expect(main().getByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
    expect(main().getByText(/^Any time from .*, 19:30 to 21:00, 2 guests$/)).toBeTruthy();
    fireEvent.input(main().getByRole('textbox', { name: 'Code' }), {
      target: { value: '4821' },
    });
    expect(await main().findByText('1st in line')).toBeTruthy();
    expect(
      main().getByRole('heading', { level: 1, name: 'Book a table at Falcon Cafe' }),
    ).toBeTruthy();
    const line = main().getByRole('list', { name: 'My places in line' });
    expect(line.textContent).toContain('Any time from');
    expect(line.textContent).toContain('to 21:00');
    expect(main().getByRole('button', { name: 'Leave the line' })).toBeTruthy();
  });
});
