import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { london, moscow, placePage } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { CityPickerDocument, CurrentCityDocument, PlaceListDocument } from '../../gql/graphql';

const citiesMock = {
  request: { query: CityPickerDocument, variables: { query: null, limit: 10 } },
  result: { data: { cities: [london, moscow] } },
};

describe('welcome screen', () => {
  it('shows the headline, Log in, Closest city and one button per city', async () => {
    renderRoute('/', [citiesMock]);

    expect(
      await screen.findByRole('heading', {
        name: /Explore the best restaurants, cafes and bars nearby/,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Closest city' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search city' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'London / United Kingdom' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Moscow / Russia' })).toBeTruthy();
  });

  it("leads Restaurants, Bars and Cafes to the default city's category lists", async () => {
    renderRoute('/', [citiesMock]);
    await screen.findByRole('link', { name: 'Restaurants' });
    const hrefs = ['Restaurants', 'Bars', 'Cafes'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/london-england-united-kingdom/restaurants',
      '/london-england-united-kingdom/bars',
      '/london-england-united-kingdom/cafes',
    ]);
  });

  it("leads the category chips to the stored city's lists", async () => {
    window.localStorage.setItem('tavola-current-city', moscow.latinName);
    renderRoute('/', [citiesMock]);
    expect((await screen.findByRole('link', { name: 'Bars' })).getAttribute('href')).toBe(
      `/${moscow.latinName}/bars`,
    );
  });

  it('picking a city stores it and opens its places', async () => {
    const { router } = renderRoute('/', [
      citiesMock,
      {
        request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
        result: { data: { city: london } },
        maxUsageCount: 2,
      },
      {
        request: {
          query: PlaceListDocument,
          variables: {
            city: london.latinName,
            filter: {},
            lat: null,
            lon: null,
            offset: 0,
            limit: 5,
          },
        },
        result: { data: { places: placePage(1, 5, false) } },
      },
    ]);

    await userEvent.click(await screen.findByRole('button', { name: 'London / United Kingdom' }));

    expect(router.state.location.pathname).toBe('/london-england-united-kingdom/places');
    expect(window.localStorage.getItem('tavola-current-city')).toBe(london.latinName);
    expect(await screen.findByRole('heading', { level: 1, name: 'Places in London' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Places' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('Log in opens the login modal through the URL and Close removes it', async () => {
    const { router } = renderRoute('/', [citiesMock]);

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(router.state.location.search).toBe('?modal=login');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
    // Opened inside the app, so closing went back rather than adding an entry.
    expect(router.state.historyAction).toBe('POP');
  });

  it('a modal opened by a shared link closes by removing the parameter', async () => {
    const { router } = renderRoute('/?modal=login', [citiesMock]);

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(dialog.isConnected).toBe(false);
  });
});
