import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeTimersInEachTest, passTime } from '../../test/fake-timers';
import { hydrateOver, rootWith, serverHtmlOf } from '../../test/hydrate';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HeaderSearch } from './header-search';

const routes = [
  { path: '/:cityName/places', element: <HeaderSearch /> },
  { path: '/search', element: <HeaderSearch /> },
];

function renderSearch(path = '/london-england-united-kingdom/places') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the header search', () => {
  fakeTimersInEachTest();

  it('opens /search with the trimmed text 500 ms after the last keystroke', async () => {
    const router = renderSearch();
    const input = screen.getByPlaceholderText('Place or profile');

    fireEvent.input(input, { target: { value: 'sus' } });
    await passTime(400);
    fireEvent.input(input, { target: { value: '  sushi ' } });
    await passTime(499);
    expect(router.state.location.pathname).toBe('/london-england-united-kingdom/places');

    await passTime(1);
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?query=sushi');
  });

  it('replaces the query while on the search page instead of stacking history', async () => {
    const router = renderSearch('/search?query=pizza');
    const input = screen.getByPlaceholderText('Place or profile');
    expect((input as HTMLInputElement).value).toBe('pizza');

    fireEvent.input(input, { target: { value: 'pizza napoli' } });
    await passTime(500);
    expect(router.state.location.search).toBe('?query=pizza+napoli');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('takes text typed into the rendered page before the app ran, and searches for it', async () => {
    const path = '/london-england-united-kingdom/places';
    const page = () => createMemoryRouter(routes, { initialEntries: [path] });
    const root = rootWith(await serverHtmlOf(<RouterProvider router={page()} />));
    const input = root.querySelector('input')!;
    input.value = 'fig';

    const router = page();
    const hydrated = await hydrateOver(root, <RouterProvider router={router} />);
    expect(hydrated.errors).toEqual([]);
    expect(root.querySelector('input')).toBe(input);
    expect(input.value).toBe('fig');
    // The search knows it: Enter searches for it.
    await act(async () => {
      fireEvent.submit(root.querySelector('form')!);
    });
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?query=fig');
    expect(input.value).toBe('fig');
    hydrated.unmount();
  });
});
