import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeTimersInEachTest, passTime } from '../../test/fake-timers';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HeaderSearch } from './header-search';

function renderSearch(path = '/london-england-united-kingdom/places') {
  const router = createMemoryRouter(
    [
      { path: '/:cityName/places', element: <HeaderSearch /> },
      { path: '/search', element: <HeaderSearch /> },
    ],
    { initialEntries: [path] },
  );
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
});
