import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentCityQuery } from '../../lib/current-city-query';
import { signedIn, visitor } from '../../test/account-fixtures';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const city = {
  request: { query: CurrentCityQuery, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
  maxUsageCount: 5,
};

function main() {
  return within(screen.getByRole('main'));
}

describe('sections not built yet', () => {
  it.each(['/confirm/4F2A9C', '/decline/4F2A9C'])(
    '%s is a reservation screen to come, not a city page, and keeps the navigation',
    async (path) => {
      window.localStorage.setItem('tavola-current-city', london.latinName);
      renderRoute(path, [visitor, city]);
      expect(await main().findByRole('heading', { name: 'Coming soon' })).toBeTruthy();
      expect(screen.queryByText('Page not found')).toBeNull();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Quick' })).toBeTruthy();
      // A visitor is asked to log in.
      expect(main().getByRole('button', { name: 'Log in' })).toBeTruthy();
    },
  );

  it('tells a signed-in person it is coming, without asking them to log in', async () => {
    window.localStorage.setItem('tavola-current-city', london.latinName);
    renderRoute('/confirm/4F2A9C', [signedIn(), city]);
    expect(await main().findByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(main().getByText('This section is being built and will be here soon.')).toBeTruthy();
    expect(main().queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.queryByText(/Log in will unlock it/)).toBeNull();
  });
});
