import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollReset } from './scroll-reset';

describe('ScrollReset', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    scrollTo.mockRestore();
  });

  function start(path: string) {
    const router = createMemoryRouter([{ path: '*', element: <ScrollReset /> }], {
      initialEntries: [path],
    });
    // Strict mode runs the first effect twice, as the app does.
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    return router;
  }

  it('leaves the page the app starts on where the browser put it', () => {
    start('/fig-dining-room');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on a navigation to another path', async () => {
    const router = start('/fig-dining-room');
    await act(() => router.navigate('/fig-dining-room/albums'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps the scroll when only the search changes (a modal opens or closes)', async () => {
    const router = start('/fig-dining-room');
    await act(() => router.navigate('/fig-dining-room?modal=login'));
    await act(() => router.navigate('/fig-dining-room'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
