import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GOAL_EVENT } from '../../lib/infra/analytics';
import { LiveAppBanner } from './live-app-banner';

describe('the live-app banner', () => {
  afterEach(() => sessionStorage.clear());

  it('reports an analytics goal when clicked', async () => {
    const goals: unknown[] = [];
    const listen = (event: Event) => goals.push((event as CustomEvent).detail);
    window.addEventListener(GOAL_EVENT, listen);
    render(<LiveAppBanner />);
    const banner = screen.getByRole('complementary', { name: 'Tavola app' });
    const open = within(banner).getByRole('link', { name: 'Open' });
    // The link opens elsewhere; jsdom would only log that it cannot navigate.
    open.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(open);
    window.removeEventListener(GOAL_EVENT, listen);
    expect(goals).toEqual(['live-app-banner']);
  });

  it('stays hidden for the rest of the session once closed', async () => {
    const first = render(<LiveAppBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Close the app banner' }));
    expect(screen.queryByRole('complementary', { name: 'Tavola app' })).toBeNull();
    expect(sessionStorage.getItem('tavola-live-app-banner-closed')).not.toBeNull();
    // A later page of the same session (the shell mounts again) does not bring it back.
    first.unmount();
    render(<LiveAppBanner />);
    expect(screen.queryByRole('complementary', { name: 'Tavola app' })).toBeNull();
  });

  it('comes back in a new session', () => {
    render(<LiveAppBanner />);
    expect(screen.getByRole('complementary', { name: 'Tavola app' })).toBeTruthy();
  });
});
