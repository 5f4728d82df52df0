import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MapModal } from './map-modal';

const centre = { lat: 51.5074, lon: -0.1278 };

describe('the map modal', { timeout: 20_000 }, () => {
  it('is titled Location with the city as subtitle and shows the point as a 30x40 pin', async () => {
    render(
      <MapModal
        cityName="London"
        center={centre}
        point={centre}
        pointTitle="Fig Dining Room"
        onClose={() => undefined}
      />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Location' });
    expect(dialog.textContent).toContain('London');
    const pin = await waitFor(
      () => {
        const found = dialog.querySelector<HTMLElement>('.leaflet-marker-icon');
        if (!found) throw new Error('no pin yet');
        return found;
      },
      { timeout: 5000 },
    );
    expect(pin.title).toBe('Fig Dining Room');
    expect(pin.style.width).toBe('30px');
    expect(pin.style.height).toBe('40px');
  });

  it('places a marker where an editable map is clicked and reports the point', async () => {
    const onPick = vi.fn();
    render(
      <MapModal
        cityName="London"
        center={centre}
        editable
        onPick={onPick}
        onClose={() => undefined}
      />,
    );
    const region = await screen.findByRole('region', { name: 'Location' });
    await waitFor(() => expect(region.classList.contains('leaflet-container')).toBe(true), {
      timeout: 5000,
    });
    expect(region.querySelector('.leaflet-marker-icon')).toBeNull();

    fireEvent.click(region, { clientX: 0, clientY: 0 });

    expect(onPick).toHaveBeenCalledTimes(1);
    const [point] = onPick.mock.calls[0] as [{ lat: number; lon: number }];
    expect(Number.isFinite(point.lat) && Number.isFinite(point.lon)).toBe(true);
    await waitFor(() => expect(region.querySelector('.leaflet-marker-icon')).not.toBeNull());
  });

  it('closes with its close button', () => {
    const onClose = vi.fn();
    render(<MapModal cityName="London" center={centre} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says what the point is under the map and ends the choice with Done', () => {
    const onDone = vi.fn();
    render(
      <MapModal
        cityName="London"
        center={centre}
        editable
        caption="Near Falcon Cafe, Baker Street 12"
        onDone={onDone}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Location' });
    expect(dialog.textContent).toContain('Near Falcon Cafe, Baker Street 12');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('has no Done button where the map only shows a point', () => {
    render(<MapModal cityName="London" center={centre} point={centre} onClose={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });
});
