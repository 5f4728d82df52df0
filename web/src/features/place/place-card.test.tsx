import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { place } from '../../test/fixtures';
import { renderInApp } from '../../test/render-in-app';
import { PlaceCard } from './place-card';

describe('the place card', () => {
  it("puts an extra action beside Follow in the image's corner, not over it", async () => {
    renderInApp(
      <PlaceCard
        place={place(1)}
        now={new Date()}
        action={
          <button type="button" aria-label="Close">
            x
          </button>
        }
      />,
    );
    const follow = await screen.findByRole('button', { name: /follow/i });
    const close = screen.getByRole('button', { name: 'Close' });
    // The map card's close used to sit on its own over the same corner as Follow (375 px).
    expect(close.parentElement).toBe(follow.parentElement);
    expect(follow.parentElement?.classList.contains('cardFollow')).toBe(true);
    expect(follow.compareDocumentPosition(close) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has only Follow in the corner without an action', async () => {
    renderInApp(<PlaceCard place={place(1)} now={new Date()} />);
    const follow = await screen.findByRole('button', { name: /follow/i });
    expect(follow.parentElement?.children).toHaveLength(1);
  });

  it('opens the booking screen from its Online booking chip, only where the place takes bookings', async () => {
    renderInApp(
      <PlaceCard place={{ ...place(1), isReservationsEnabled: true }} now={new Date()} />,
    );
    const chip = await screen.findByRole('link', { name: 'Online booking' });
    expect(chip.getAttribute('href')).toBe(`/${place(1).latinName}/booking`);
  });

  it('has no Online booking chip where the place takes no bookings', async () => {
    renderInApp(
      <PlaceCard place={{ ...place(1), isReservationsEnabled: false }} now={new Date()} />,
    );
    await screen.findByRole('button', { name: /follow/i });
    expect(screen.queryByText('Online booking')).toBeNull();
  });
});
