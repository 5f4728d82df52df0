import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CityPickerQuery } from '../../features/city/city-picker';
import { CurrentCityQuery } from '../../features/city/city-selector';
import { PlacePageQuery } from '../../features/place/place-page';
import { london, moscow, place } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

function cityMock(city: typeof london) {
  return {
    request: { query: CurrentCityQuery, variables: { latinName: city.latinName } },
    result: { data: { city } },
    maxUsageCount: 2,
  };
}

describe('place page', () => {
  it('shows the place and makes its city the current one', async () => {
    const fullPlace = {
      ...place(3),
      shortDescription: 'Seasonal plates.',
      description: 'Seasonal plates and natural wine.',
      city: moscow,
      background: null,
      followerCount: 12,
      reviewCount: 3,
      newsCount: 1,
    };
    renderRoute('/place-3', [
      cityMock(london),
      cityMock(moscow),
      {
        request: { query: PlacePageQuery, variables: { id: 'place-3' } },
        result: { data: { place: fullPlace } },
      },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Place 3' })).toBeTruthy();
    expect(screen.getByText('Seasonal plates and natural wine.')).toBeTruthy();
    expect(window.localStorage.getItem('tavola-current-city')).toBe(moscow.latinName);
    expect(await screen.findByRole('button', { name: 'Moscow' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown place', async () => {
    renderRoute('/no-such-place', [
      cityMock(london),
      {
        request: { query: PlacePageQuery, variables: { id: 'no-such-place' } },
        result: {
          errors: [
            new GraphQLError('not found', {
              extensions: { code: 'NOT_FOUND', status: 'RecordNotFound', httpStatus: 404 },
            }),
          ],
        },
      },
    ]);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('Place or profile')).toBeNull();
  });
});

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
        request: { query: CityPickerQuery, variables: { query: null, limit: 10 } },
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
