import { screen, within } from '@testing-library/react';
import { london } from '../../test/fixtures';
import { BookingPlaceDocument } from '../../gql/graphql';

/** The place booked in the booking steps' tests: Falcon Cafe in London, taking reservations. */
export const placeId = 'c'.repeat(24);

const { id, name, latinName, timeZone } = london;

/** The booking steps read their place by its slug, `falcon-cafe`. */
export const bookingPlaceMock = {
  request: { query: BookingPlaceDocument, variables: { id: 'falcon-cafe' } },
  result: {
    data: {
      place: {
        __typename: 'Place' as const,
        id: placeId,
        latinName: 'falcon-cafe',
        name: 'Falcon Cafe',
        isReservationsEnabled: true,
        city: { __typename: 'City' as const, id, name, latinName, timeZone },
        category: null,
      },
    },
  },
  maxUsageCount: 5,
};

/** The page's main region, where the booking steps render. */
export function main() {
  return within(screen.getByRole('main'));
}
