import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { counters } from '../../features/notification/test-fixtures';
import { account, signedIn, visitor } from '../../test/account-fixtures';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { CountersDocument, CurrentCityDocument } from '../../gql/graphql';

vi.setConfig({ testTimeout: 20_000 });

const city = {
  request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
  maxUsageCount: 5,
};

function menu() {
  return screen.getByRole('navigation', { name: 'Menu' });
}

describe('the Menu (/navigation)', () => {
  it('is reachable from the bottom bar', () => {
    window.localStorage.setItem('tavola-current-city', london.latinName);
    renderRoute('/offer', [visitor, city]);
    const bar = screen.getByRole('navigation', { name: 'Quick' });
    expect(within(bar).getByRole('link', { name: 'Menu' }).getAttribute('href')).toBe(
      '/navigation',
    );
  });

  it('offers a visitor the side navigation items with Log in', async () => {
    window.localStorage.setItem('tavola-current-city', london.latinName);
    renderRoute('/navigation', [visitor, city]);
    const items = within(await screen.findByRole('navigation', { name: 'Menu' }));
    for (const name of ['Post', 'Home', 'Places', 'Messages', 'Notifications', 'Settings']) {
      expect(items.getByRole('link', { name })).toBeTruthy();
    }
    expect(items.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(items.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(items.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.queryByText('Coming soon')).toBeNull();

    await userEvent.click(items.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('offers a signed-in person their card, the counters and Log out', async () => {
    window.localStorage.setItem('tavola-current-city', london.latinName);
    renderRoute('/navigation', [
      signedIn(account()),
      city,
      {
        request: { query: CountersDocument },
        result: { data: { counters: counters(2, 0, [1, 0]) } },
        maxUsageCount: 5,
      },
    ]);
    expect(
      await within(menu()).findByRole('link', { name: 'Profile of Ada Lovelace' }),
    ).toBeTruthy();
    expect(within(menu()).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(menu()).queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(
      await within(menu()).findByRole('link', { name: /Notifications.*2 unread/ }),
    ).toBeTruthy();
  });
});
