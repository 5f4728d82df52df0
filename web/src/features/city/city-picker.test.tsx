import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeTimersInEachTest, passTime } from '../../test/fake-timers';
import { createCache } from '../../lib/infra/apollo/client';
import { SnackbarProvider } from '../../lib/hooks/snackbar';
import { london, moscow } from '../../test/fixtures';
import { CityPicker } from './city-picker';
import { CityPickerDocument } from '../../gql/graphql';

describe('city picker search', () => {
  fakeTimersInEachTest();

  it('asks for cities only after 500 ms without typing, with the trimmed text', async () => {
    const asked: (string | null)[] = [];
    const mocks = [
      {
        request: { query: CityPickerDocument, variables: () => true },
        result: (variables: { query: string | null }) => {
          asked.push(variables.query);
          return { data: { cities: variables.query ? [moscow] : [london, moscow] } };
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ];
    render(
      <MockedProvider mocks={mocks} cache={createCache()} mockLinkDefaultOptions={{ delay: 0 }}>
        <SnackbarProvider>
          <CityPicker onPick={() => {}} />
        </SnackbarProvider>
      </MockedProvider>,
    );
    await passTime(0);
    expect(asked).toEqual([null]);

    const input = screen.getByRole('searchbox', { name: 'Search city' });
    fireEvent.input(input, { target: { value: 'Mo' } });
    await passTime(300);
    fireEvent.input(input, { target: { value: ' Mos ' } });
    await passTime(499);
    expect(asked).toEqual([null]);

    await passTime(1);
    // Let the mocked network answer (well under another debounce period).
    await passTime(20);
    expect(asked).toEqual([null, 'Mos']);
    // A city's button is named by its city and its country: 'Moscow / Russia'.
    expect(screen.queryByRole('button', { name: /^London \// })).toBeNull();
    expect(screen.getByRole('button', { name: /^Moscow \/ / })).toBeTruthy();
  });
});
