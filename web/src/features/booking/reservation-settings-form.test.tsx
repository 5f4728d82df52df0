import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/account-fixtures';
import { renderInApp } from '../../test/render-in-app';
import { placeId } from './test-fixtures';
import {
  ReservationSettingsForm,
  ReservationSettingsQuery,
  UpdateReservationSettingsMutation,
} from './reservation-settings-form';

function settings(horizonDays: number) {
  return {
    __typename: 'ReservationSettings' as const,
    placeId,
    isReservationsEnabled: true,
    horizonDays,
    times: [],
  };
}

describe('the reservation settings form', () => {
  it("shows the place's booking horizon and saves the one the staff type", async () => {
    renderInApp(<ReservationSettingsForm placeId={placeId} scheduleItems={[]} />, [
      visitor,
      {
        request: { query: ReservationSettingsQuery, variables: { placeId } },
        result: { data: { reservationSettings: settings(90) } },
      },
      {
        // Answered only when the save sends the typed horizon.
        request: {
          query: UpdateReservationSettingsMutation,
          variables: {
            placeId,
            input: { isReservationsEnabled: true, horizonDays: 30, times: [] },
          },
        },
        result: { data: { updateReservationSettings: settings(30) } },
      },
    ]);
    const horizon = await screen.findByRole('spinbutton', {
      name: 'Bookings open this many days ahead',
    });
    expect((horizon as HTMLInputElement).value).toBe('90');
    // Past the farthest a place may set, the field keeps to it.
    fireEvent.change(horizon, { target: { value: '900' } });
    expect((horizon as HTMLInputElement).value).toBe('365');
    fireEvent.change(horizon, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reservation settings are saved')).toBeTruthy();
  });
});
