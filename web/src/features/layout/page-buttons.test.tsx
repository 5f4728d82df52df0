import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitor } from '../../test/account-fixtures';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { CurrentCityDocument } from '../../gql/graphql';

const city = {
  request: { query: CurrentCityDocument, variables: { latinName: london.latinName } },
  result: { data: { city: london } },
  maxUsageCount: 5,
};

function open(path: string) {
  window.localStorage.setItem('tavola-current-city', london.latinName);
  return renderRoute(path, [visitor, city]);
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('the back button', () => {
  afterEach(() => scrollTo(0));

  it('goes back in history on an inner page', async () => {
    const { router } = open('/navigation');
    await act(() => router.navigate('/offer'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/navigation');
  });

  it('goes home when the inner page was opened directly', async () => {
    const { router } = open('/offer');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('steps aside while a modal is open', async () => {
    const { router } = open('/offer');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy();
    await act(() => router.navigate('/offer?modal=login'));
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('sits in the header, beside the logo, not over the page', async () => {
    open('/offer');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('fades out as the page scrolls from 200 to 400 px (SPEC section 9), and back at the top', async () => {
    open('/offer');
    // The same element throughout: it fades, it does not come and go.
    const back = await screen.findByRole('button', { name: 'Back' });
    expect(back.style.opacity).toBe('1');

    scrollTo(300);
    expect(back.style.opacity).toBe('0.5');

    scrollTo(450);
    expect(back.style.opacity).toBe('0');
    expect(back.style.visibility).toBe('hidden');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    scrollTo(0);
    expect(back.style.opacity).toBe('1');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('is not on the menu, the chats, or a profile (which has its own)', () => {
    for (const path of ['/navigation', '/chats', '/users/unregistered']) {
      const view = open(path);
      expect(screen.queryByRole('button', { name: 'Back' }), path).toBeNull();
      view.unmount();
    }
  });
});

describe('the scroll-up button', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'scrollY');
    vi.restoreAllMocks();
  });

  it('appears once the page is scrolled down a screen and takes it to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    open('/offer');
    expect(screen.queryByRole('button', { name: 'Scroll up' })).toBeNull();

    scrollTo(window.innerHeight / 2);
    expect(screen.queryByRole('button', { name: 'Scroll up' })).toBeNull();

    scrollTo(window.innerHeight + 100);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll up' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Scroll up' })).toBeNull();
  });
});
