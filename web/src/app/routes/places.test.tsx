import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CurrentCityDocument,
  FilterOptionsDocument,
  PlaceListDocument,
  type PlaceFilter,
} from '../../gql/graphql';
import { london, placePage } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { notFoundResult } from '../../test/graphql-errors';
import { headLink } from '../../test/document-head';

// Each page of the list is its own query: a few more renders than one list query, so give the
// queries room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const path = `/${london.latinName}/places`;
const cityMock = {
  request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
  result: { data: { city: { ...london } } },
  maxUsageCount: 10,
};
const optionsMock = {
  request: { query: FilterOptionsDocument },
  result: {
    data: {
      categories: [
        { __typename: 'Category' as const, id: 'a'.repeat(24), name: 'Bars', latinName: 'bars' },
        { __typename: 'Category' as const, id: 'b'.repeat(24), name: 'Cafes', latinName: 'cafes' },
      ],
      cuisines: [
        { __typename: 'Cuisine' as const, value: 'italian', label: 'Italian' },
        { __typename: 'Cuisine' as const, value: 'thai', label: 'Thai' },
      ],
    },
  },
  maxUsageCount: 10,
};

function pageMock(
  offset: number,
  count: number,
  hasMore: boolean,
  filter: PlaceFilter = {},
  first = offset + 1,
) {
  return {
    request: {
      query: PlaceListDocument,
      variables: { city: london.latinName, filter, lat: null, lon: null, offset, limit: 5 },
    },
    result: { data: { places: placePage(first, count, hasMore) } },
  };
}

describe('places of a city', { timeout: 20_000 }, () => {
  // A grown list is remembered per history entry; every test starts on a fresh one.
  afterEach(() => sessionStorage.clear());

  it('lists place cards with the schedule text, the funnel and the map button', async () => {
    renderRoute(path, [cityMock, pageMock(0, 5, true)]);

    const list = await screen.findByRole('list', { name: 'Places' });
    const first = within(list).getAllByRole('listitem')[0]!;
    const link = within(within(first).getByRole('article')).getByRole('link', { name: 'Place 1' });
    expect(link.getAttribute('href')).toBe('/place-1');
    expect(within(first).getByText('Top 100 restaurants')).toBeTruthy();
    expect(within(first).getByText('Open 24 hours')).toBeTruthy();
    // SPEC section 2: the funnel and the map button are in the header on this route.
    // jsdom also counts the screen's own <header> as a banner; the app's header comes first.
    const header = screen.getAllByRole('banner')[0]!;
    expect(within(header).getByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Map' }).getAttribute('href')).toBe(
      `/${london.latinName}/places/map`,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).textContent).toContain('London');
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

  it('comes Back to a grown list with every page it had, from the cache', async () => {
    // Each page is answered once: the pages after Back can only come from the cache.
    const { router } = renderRoute(path, [cityMock, pageMock(0, 5, true), pageMock(5, 5, true)]);
    await screen.findByRole('link', { name: 'Place 5' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Place 10' })).toBeTruthy();

    await router.navigate('/agreement');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Place 1' })).toBeNull());
    await router.navigate(-1);

    const list = await screen.findByRole('list', { name: 'Places' });
    expect(await within(list).findByRole('link', { name: 'Place 10' })).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
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

  it('reads the filter from the URL, marks the page noindex and counts the filters', async () => {
    renderRoute(`${path}?cuisines=italian&open_now=1`, [
      cityMock,
      pageMock(0, 2, false, { cuisines: ['italian'], openNow: true }, 41),
    ]);

    expect(await screen.findByRole('link', { name: 'Place 41' })).toBeTruthy();
    expect(screen.getByLabelText('Filters: 2')).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
    // The map keeps the filter.
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe(
      `/${london.latinName}/places/map?cuisines=italian&open_now=1`,
    );
  });

  it('says nothing was found when a filter matches no place', async () => {
    renderRoute(`${path}?booking=1`, [
      cityMock,
      pageMock(0, 0, false, { isReservationsEnabled: true }),
    ]);
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    expect(screen.getByText('Try to set other search conditions')).toBeTruthy();
  });

  it('filters through the sheet: the choice lands in the URL and the list follows it', async () => {
    const { router } = renderRoute(path, [
      cityMock,
      optionsMock,
      pageMock(0, 5, true),
      pageMock(0, 1, false, { cuisines: ['thai'], openNow: true }, 77),
    ]);
    await screen.findByRole('link', { name: 'Place 1' });

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Clear' })).toBeTruthy();
    // Visitors are not offered My following, nor the admin filters.
    expect(within(sheet).queryByRole('switch', { name: 'My following' })).toBeNull();
    expect(within(sheet).queryByText('Moderation')).toBeNull();

    await userEvent.click(await within(sheet).findByRole('checkbox', { name: 'Thai' }));
    await userEvent.click(within(sheet).getByRole('switch', { name: 'Open now' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show places' }));

    expect(await screen.findByRole('link', { name: 'Place 77' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    expect(router.state.location.search).toBe('?cuisines=thai&open_now=1');
  });

  it('Clear in the sheet empties every choice', async () => {
    renderRoute(`${path}?cuisines=thai&open_now=1&modal=sheet_filter`, [
      cityMock,
      optionsMock,
      pageMock(0, 1, false, { cuisines: ['thai'], openNow: true }),
    ]);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const thai = await within(sheet).findByRole('checkbox', { name: 'Thai' });
    expect((thai as HTMLInputElement).checked).toBe(true);

    await userEvent.click(within(sheet).getByRole('button', { name: 'Clear' }));

    expect((thai as HTMLInputElement).checked).toBe(false);
    expect(
      (within(sheet).getByRole('switch', { name: 'Open now' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('starts at ?page=N with prev and next links in the head and at the bottom', async () => {
    renderRoute(`${path}?page=3`, [cityMock, pageMock(10, 5, true)]);

    expect(await screen.findByRole('link', { name: 'Place 11' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      `${path}?page=2`,
    );
    expect(
      (await within(pages).findByRole('link', { name: 'Next page' })).getAttribute('href'),
    ).toBe(`${path}?page=4`);
    await waitFor(() => expect(headLink('next')).toMatch(/\?page=4$/));
    expect(headLink('prev')).toMatch(/\?page=2$/);
    expect(headLink('canonical')).toMatch(/\/places\?page=3$/);
    expect(document.title).toBe('Places in London, Page 3 · Tavola');
  });

  it('shows a known category with its title and breadcrumbs, without the funnel', async () => {
    renderRoute(`/${london.latinName}/bars`, [
      cityMock,
      optionsMock,
      pageMock(0, 2, false, { categories: ['bars'] }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Bars in London' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Place 1' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'London' })).toBeTruthy();
    expect(within(crumbs).getByText('Bars')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });

  it('shows a cuisine list at /{city}/places/{cuisine}', async () => {
    renderRoute(`/${london.latinName}/places/thai`, [
      cityMock,
      optionsMock,
      pageMock(0, 1, false, { cuisines: ['thai'] }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Thai cuisine in London' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Place 1' })).toBeTruthy();
  });

  it('is not found for a word that is no category', async () => {
    renderRoute(`/${london.latinName}/spaceships`, [cityMock, optionsMock]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('asks a visitor to log in on the following list', async () => {
    renderRoute(`/${london.latinName}/places/following`, [cityMock]);
    expect(await screen.findByText('Authorization is required')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown city', async () => {
    const notFound = notFoundResult();
    renderRoute('/atlantis/places', [
      {
        request: { query: CurrentCityDocument, variables: { latinName: 'atlantis' } },
        result: notFound,
        maxUsageCount: 2,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    // The header's funnel needs a city to filter.
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
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
    ]);
    expect(await screen.findByRole('heading', { name: 'No Internet connection' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  describe('for a signed-in admin', () => {
    function signInAsAdmin() {
      // The session starts from the stored account (the me query is not mocked here).
      window.localStorage.setItem(
        'tavola-account',
        JSON.stringify({
          user: { id: 'd'.repeat(24), firstName: 'Ada', displayName: 'Ada' },
          isNew: false,
          isStaff: false,
          isAdmin: true,
          isRequester: false,
          isContentManager: false,
          isAuthorPlace: false,
        }),
      );
    }

    it('offers My following and the admin filters, and My following opens the following list', async () => {
      signInAsAdmin();
      const { router } = renderRoute(`${path}?modal=sheet_filter`, [
        cityMock,
        optionsMock,
        pageMock(0, 5, false),
        pageMock(0, 2, false, { isFollowing: true, moderationStatus: 'UNPUBLISHED' }, 90),
      ]);
      const sheet = await screen.findByRole('dialog', { name: 'Filters' });
      expect(within(sheet).getByLabelText('Moderation')).toBeTruthy();
      expect(within(sheet).getByRole('switch', { name: 'Deleted' })).toBeTruthy();

      await userEvent.click(within(sheet).getByRole('switch', { name: 'My following' }));
      await userEvent.selectOptions(within(sheet).getByLabelText('Moderation'), 'UNPUBLISHED');
      await userEvent.click(within(sheet).getByRole('button', { name: 'Show places' }));

      expect(await screen.findByRole('link', { name: 'Place 90' })).toBeTruthy();
      expect(router.state.location.pathname).toBe(`/${london.latinName}/places/following`);
      expect(router.state.location.search).toBe('?moderation=unpublished');
      expect(
        await screen.findByRole('heading', { name: 'Places you follow in London' }),
      ).toBeTruthy();
    });
  });
});
