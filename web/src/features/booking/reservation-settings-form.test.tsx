import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/account-fixtures';
import { renderInApp } from '../../test/render-in-app';
import {
  ReservationSettingsForm,
  ReservationSettingsQuery,
  UpdateReservationSettingsMutation,
} from './reservation-settings-form';
import { placeId } from './test-fixtures';

function settings(cancelCutoffMinutes: number) {
  return {
    __typename: 'ReservationSettings' as const,
    placeId,
    isReservationsEnabled: true,
    cancelCutoffMinutes,
    times: [
      {
        __typename: 'ReservationTime' as const,
        dayOfWeek: 1,
        time: '19:00',
        tables: [{ __typename: 'TableGroup' as const, seats: 4, count: 1 }],
      },
    ],
  };
}

describe('the reservation settings', () => {
  it('set how long before the time a guest may still cancel, and save it with the times', async () => {
    const times = [{ dayOfWeek: 1, time: '19:00', tables: [{ seats: 4, count: 1 }] }];
    renderInApp(
      <ReservationSettingsForm
        placeId={placeId}
        scheduleItems={[{ dayOfWeek: 1, startAt: '10:00', endAt: '23:00' }]}
      />,
      [
        visitor,
        {
          request: { query: ReservationSettingsQuery, variables: { placeId } },
          result: { data: { reservationSettings: settings(0) } },
        },
        {
          request: {
            query: UpdateReservationSettingsMutation,
            variables: {
              placeId,
              input: { isReservationsEnabled: true, cancelCutoffMinutes: 120, times },
            },
          },
          result: { data: { updateReservationSettings: settings(120) } },
        },
      ],
    );
    const cutoff = (await screen.findByLabelText('Guests may cancel')) as HTMLSelectElement;
    // The default: until the booked time itself.
    expect(cutoff.value).toBe('0');
    expect(cutoff.selectedOptions[0]?.textContent).toBe('Until the booked time');
    fireEvent.change(cutoff, { target: { value: '120' } });
    expect(cutoff.selectedOptions[0]?.textContent).toBe('Up to 2 h before');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reservation settings are saved')).toBeTruthy();
  });
});
