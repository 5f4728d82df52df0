import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ConfirmReservationMutation,
  DeclineReservationMutation,
} from '../../features/booking/booking-documents';
import { visitor } from '../../test/account-fixtures';
import { london } from '../../test/fixtures';
import { cityMock } from '../../test/post-fixtures';
import { renderRoute } from '../../test/render-route';

function reservation(status: 'CONFIRMED' | 'DECLINED') {
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

/** Opens an answer link of the staff, in London, where the answer gets `answered`. */
function openAnswerLink(path: string, answered: MockLink.MockedResponse) {
  window.localStorage.setItem('tavola-current-city', london.latinName);
  renderRoute(path, [visitor, cityMock, answered]);
}

function main() {
  return within(screen.getByRole('main'));
}

describe('the answer links of a reservation', () => {
  it('/confirm/{code} is its own page, not a city: it confirms by the code', async () => {
    openAnswerLink('/confirm/4F2A9C', {
      request: { query: ConfirmReservationMutation, variables: { code: '4F2A9C' } },
      result: { data: { confirmReservation: reservation('CONFIRMED') } },
    });
    expect(
      await main().findByRole('heading', { name: 'The reservation is confirmed' }),
    ).toBeTruthy();
    // London is on winter time: the place's clocks show the UTC hour.
    expect(main().getByText('Grace: 2 guests, Sat, 28 Nov, 19:30')).toBeTruthy();
    expect(main().getByRole('link', { name: 'All reservations' }).getAttribute('href')).toBe(
      '/falcon-cafe/reservations',
    );
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it("/decline/{code} used a second time shows the server's message", async () => {
    openAnswerLink('/decline/4F2A9C', {
      request: { query: DeclineReservationMutation, variables: { code: '4F2A9C' } },
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
    expect(
      await main().findByRole('heading', { name: 'The reservation was not answered' }),
    ).toBeTruthy();
    expect(main().getByText('The reservation has already been answered')).toBeTruthy();
  });
});
