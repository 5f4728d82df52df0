import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { cityMock } from '../../test/place-page-mocks';
import { CityPickerDocument } from '../../gql/graphql';

describe('error-loading page', () => {
  it('offers Retry for the failed path', async () => {
    renderRoute('/error-loading?path=%2Fmoscow-russia%2Fplaces', [cityMock(london)]);
    expect(await screen.findByRole('heading', { name: 'The page did not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('with reset and no path goes to the root', async () => {
    const { router } = renderRoute('/error-loading?reset=1', [
      cityMock(london),
      {
        request: { query: CityPickerDocument, variables: { query: null, limit: 10 } },
        result: { data: { cities: [london] } },
      },
    ]);
    expect(
      await screen.findByRole('heading', {
        name: 'Explore the best restaurants, cafes and bars nearby',
      }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
