import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/account-fixtures';
import { renderInApp } from '../../test/render-in-app';
import { ReservationSettingsForm } from './reservation-settings-form';
import { placeId } from './test-fixtures';
import { ReservationSettingsDocument, UpdateReservationSettingsDocument } from '../../gql/graphql';

const TIME = { dayOfWeek: 1, time: '19:00', tables: [{ seats: 4, count: 1 }] };

interface SettingsOptions {
  horizonDays?: number;
  cancelCutoffMinutes?: number;
  withTimes?: boolean;
}

function settingsInput({
  horizonDays = 90,
  cancelCutoffMinutes = 0,
  withTimes = false,
}: SettingsOptions) {
  return {
    isReservationsEnabled: true,
    horizonDays,
    cancelCutoffMinutes,
    times: withTimes ? [TIME] : [],
  };
}

function settings(options: SettingsOptions) {
  const input = settingsInput(options);
  return {
    __typename: 'ReservationSettings' as const,
    placeId,
    ...input,
    times: input.times.map((time) => ({
      __typename: 'ReservationTime' as const,
      ...time,
      tables: time.tables.map((table) => ({ __typename: 'TableGroup' as const, ...table })),
    })),
  };
}

/** The place's settings as `current`; the save is answered only when it sends `saved`. */
function settingsMocks(current: SettingsOptions, saved: SettingsOptions) {
  return [
    visitor,
    {
      request: { query: ReservationSettingsDocument, variables: { placeId } },
      result: { data: { reservationSettings: settings(current) } },
    },
    {
      request: {
        query: UpdateReservationSettingsDocument,
        variables: {
          placeId,
          input: settingsInput(saved),
        },
      },
      result: { data: { updateReservationSettings: settings(saved) } },
    },
  ];
}

describe('the reservation settings form', () => {
  it("shows the place's booking horizon and saves the one the staff type", async () => {
    renderInApp(
      <ReservationSettingsForm placeId={placeId} scheduleItems={[]} />,
      settingsMocks({ horizonDays: 90 }, { horizonDays: 30 }),
    );
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

  it('set how long before the time a guest may still cancel, and save it with the times', async () => {
    renderInApp(
      <ReservationSettingsForm
        placeId={placeId}
        scheduleItems={[{ dayOfWeek: 1, startAt: '10:00', endAt: '23:00' }]}
      />,
      settingsMocks({ withTimes: true }, { cancelCutoffMinutes: 120, withTimes: true }),
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
