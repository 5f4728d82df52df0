import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentCityQuery } from '../../lib/current-city-query';
import { signedIn } from '../../test/account-fixtures';
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
  it('tells a signed-in person it is coming, without asking them to log in', async () => {
    window.localStorage.setItem('tavola-current-city', london.latinName);
    renderRoute('/staffed', [signedIn(), city]);
    expect(await main().findByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(main().getByText('This section is being built and will be here soon.')).toBeTruthy();
    expect(main().queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.queryByText(/Log in will unlock it/)).toBeNull();
  });
});
