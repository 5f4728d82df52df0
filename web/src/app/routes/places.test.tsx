import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CurrentCityQuery } from '../../features/city/city-selector';
import { PlaceListQuery } from '../../features/place/place-list';
import { london, placePage } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const path = `/${london.latinName}/places`;
const cityMock = {
  request: { query: CurrentCityQuery, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
  maxUsageCount: 2,
};

function pageMock(offset: number, count: number, hasMore: boolean) {
  return {
    request: { query: PlaceListQuery, variables: { city: london.latinName, offset, limit: 5 } },
    result: { data: { places: placePage(offset + 1, count, hasMore) } },
  };
}

describe('places of a city', () => {
  it('lists place cards linking to the place, with the header landmarks', async () => {
    renderRoute(path, [cityMock, pageMock(0, 5, true)]);

    const list = await screen.findByRole('list', { name: 'Places' });
    const first = within(list).getAllByRole('listitem')[0]!;
    const link = within(within(first).getByRole('article')).getByRole('link', { name: 'Place 1' });
    expect(link.getAttribute('href')).toBe('/place-1');
    expect(within(first).getByText('Top 100 restaurants')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tavola' }).getAttribute('href')).toBe('/');
    expect(screen.getByPlaceholderText('Place or profile')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'London' })).toBeTruthy();
  });

  it('hides the navbar while the page first loads, and shows it once the city is there', async () => {
    renderRoute(path, [{ ...cityMock, delay: 50 }, pageMock(0, 5, true)]);

    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Places in London' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Home' }).length).toBeGreaterThan(0);
  });

  it('Show more appends the next page and disappears at the end', async () => {
    renderRoute(path, [cityMock, pageMock(0, 5, true), pageMock(5, 3, false)]);

    const list = await screen.findByRole('list', { name: 'Places' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByRole('link', { name: 'Place 8' })).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says there are no places when the city has none', async () => {
    renderRoute(path, [cityMock, pageMock(0, 0, false)]);
    expect(await screen.findByText('There are no places in this city')).toBeTruthy();
  });

  it('shows a failed list with Retry, and Retry loads it', async () => {
    renderRoute(path, [
      cityMock,
      {
        request: pageMock(0, 5, false).request,
        result: {
          errors: [
            new GraphQLError('boom', {
              extensions: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
            }),
          ],
        },
      },
      pageMock(0, 2, false),
    ]);

    expect(await screen.findByText('There was an error on the server')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Place 2' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown city', async () => {
    const notFound = {
      errors: [
        new GraphQLError('not found', {
          extensions: { code: 'NOT_FOUND', status: 'RecordNotFound', httpStatus: 404 },
        }),
      ],
    };
    renderRoute('/atlantis/places', [
      {
        request: { query: CurrentCityQuery, variables: { latinName: 'atlantis' } },
        result: notFound,
        maxUsageCount: 2,
      },
      {
        request: { query: PlaceListQuery, variables: { city: 'atlantis', offset: 0, limit: 5 } },
        result: notFound,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('gives way to the global No Internet connection page on 555', async () => {
    renderRoute(path, [
      {
        request: cityMock.request,
        result: {
          errors: [
            new GraphQLError('down', {
              extensions: { code: 'UPSTREAM_UNREACHABLE', status: 'NoConnection', httpStatus: 555 },
            }),
          ],
        },
        maxUsageCount: 2,
      },
      pageMock(0, 5, false),
    ]);
    expect(await screen.findByRole('heading', { name: 'No Internet connection' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
