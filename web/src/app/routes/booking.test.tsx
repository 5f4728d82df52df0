import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/account-fixtures';
import { london } from '../../test/fixtures';
import { cityMock } from '../../test/post-fixtures';
import { renderRoute } from '../../test/render-route';
import {
  ConfirmReservationDocument,
  DeclineReservationDocument,
  ReservationByCodeDocument,
} from '../../gql/graphql';

function reservation(status: 'NEW' | 'CONFIRMED' | 'CANCELLED', isGuestConfirmed = false) {
  return {
    __typename: 'Reservation' as const,
    id: 'e'.repeat(24),
    status,
    guestsCount: 2,
    name: 'Grace',
    datetime: '2026-11-28T19:30:00.000Z',
    zoneChoice: null,
    comment: null,
    phone: null,
    isViewed: true,
    isConfirmed: status === 'CONFIRMED',
    isGuestConfirmed,
    answer: null,
    hasNewComments: false,
    isPast: false,
    place: {
      __typename: 'Place' as const,
      id: 'c'.repeat(24),
      name: 'Falcon Cafe',
      latinName: 'falcon-cafe',
      city: { __typename: 'City' as const, id: london.id, timeZone: 'Europe/London' },
    },
  };
}

/** Opens a guest's link, in London: the page reads the booking, the press answers `answered`. */
function openAnswerLink(path: string, answered: MockLink.MockedResponse) {
  window.localStorage.setItem('tavola-current-city', london.latinName);
  const shown = {
    request: { query: ReservationByCodeDocument, variables: { code: '4F2A9C' } },
    result: { data: { reservationByCode: reservation('NEW') } },
  };
  renderRoute(path, [visitor, cityMock, shown, answered]);
}

function main() {
  return within(screen.getByRole('main'));
}

describe('the answer links of a reservation', () => {
  it('/confirm/{code} is its own page, not a city: it shows the booking and asks first', async () => {
    openAnswerLink('/confirm/4F2A9C', {
      request: { query: ConfirmReservationDocument, variables: { code: '4F2A9C' } },
      result: { data: { confirmReservation: reservation('NEW', true) } },
    });
    const confirm = await main().findByRole('button', { name: 'Confirm' });
    // London is on winter time: the place's clocks show the UTC hour.
    expect(main().getByText('Grace: 2 guests, Sat, 28 Nov, 19:30')).toBeTruthy();
    expect(main().getByText('Will you come?')).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
    fireEvent.click(confirm);
    expect(
      await main().findByRole('heading', { name: 'Thank you: the place knows you are coming' }),
    ).toBeTruthy();
    expect(main().getByRole('link', { name: 'Falcon Cafe' }).getAttribute('href')).toBe(
      '/falcon-cafe',
    );
  });

  it("/decline/{code} asks, and after a press shows the server's message", async () => {
    openAnswerLink('/decline/4F2A9C', {
      request: { query: DeclineReservationDocument, variables: { code: '4F2A9C' } },
      result: {
        errors: [
          new GraphQLError('answered', {
            extensions: {
              code: 'BAD_USER_INPUT',
              status: 'LogicalError',
              httpStatus: 422,
              message: 'The reservation has already been answered',
            },
          }),
        ],
      },
    });
    expect(main().queryByRole('heading', { name: 'The reservation was not answered' })).toBeNull();
    fireEvent.click(await main().findByRole('button', { name: 'Decline' }));
    expect(
      await main().findByRole('heading', { name: 'The reservation was not answered' }),
    ).toBeTruthy();
    expect(main().getByText('The reservation has already been answered')).toBeTruthy();
  });
});
