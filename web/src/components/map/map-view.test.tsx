import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MapView } from './map-view';

const centre = { lat: 51.5074, lon: -0.1278 };

function setTilesMeta(url: string, attribution: string) {
  const tags: [string, string][] = [
    ['tavola:map-tiles', url],
    ['tavola:map-tiles-attribution', attribution],
  ];
  for (const [name, content] of tags) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
}

async function mapRegion() {
  const region = await screen.findByRole('region', { name: 'Map of places' });
  await waitFor(() => expect(region.classList.contains('leaflet-container')).toBe(true), {
    timeout: 5000,
  });
  return region;
}

describe('the map view', { timeout: 20_000 }, () => {
  afterEach(() => {
    document.head.querySelectorAll('meta[name^="tavola:"]').forEach((meta) => meta.remove());
  });

  it("shows OpenStreetMap's tiles with their linked credit by default", async () => {
    render(<MapView center={centre} markers={[]} />);
    const region = await mapRegion();

    await waitFor(() => expect(region.querySelector('img.leaflet-tile')).not.toBeNull());
    const tile = region.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile?.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/12\/\d+\/\d+\.png$/);
    const credit = region.querySelector('.leaflet-control-attribution');
    expect(credit?.textContent).toBe('© OpenStreetMap contributors');
    expect(credit?.querySelector('a')?.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
    expect(region.dataset.tiles).toBe('on');
  });

  it('takes the tiles the page names, and none when it names none', async () => {
    setTilesMeta('', '');
    render(<MapView center={centre} markers={[]} />);
    const region = await mapRegion();

    expect(region.dataset.tiles).toBe('off');
    expect(region.querySelector('img.leaflet-tile')).toBeNull();
    expect(region.querySelector('.leaflet-control-attribution')).toBeNull();
  });

  it('hides a tile that does not load, leaving the plain ground', async () => {
    setTilesMeta('https://tiles.example.org/{z}/{x}/{y}.png', 'Example tiles');
    render(<MapView center={centre} markers={[]} />);
    const region = await mapRegion();

    const tile = await waitFor(() => {
      const found = region.querySelector<HTMLImageElement>('img.leaflet-tile');
      if (!found) throw new Error('no tile yet');
      return found;
    });
    expect(tile.src).toMatch(/^https:\/\/tiles\.example\.org\//);
    expect(region.querySelector('.leaflet-control-attribution')?.textContent).toBe('Example tiles');
    tile.dispatchEvent(new Event('error'));
    await waitFor(() => expect(tile.style.visibility).toBe('hidden'));
  });

  it('groups nearby pins of a clustered map into one button named by their count', async () => {
    const markers = [
      { id: 'a', title: 'Bar Alpha', lat: 51.5074, lon: -0.1278 },
      { id: 'b', title: 'Cafe Beta', lat: 51.5075, lon: -0.1279 },
      { id: 'c', title: 'Diner Gamma', lat: 51.5076, lon: -0.1277 },
    ];
    render(<MapView center={centre} markers={markers} clustered />);
    await mapRegion();

    const cluster = await screen.findByRole('button', { name: '3 places' });
    expect(cluster.textContent).toBe('3');
    expect(cluster.style.width).toBe('40px');
    expect(cluster.style.height).toBe('40px');
    expect(screen.queryByTitle('Bar Alpha')).toBeNull();
  });

  it('draws every pin of a map that does not cluster, titled with its place', async () => {
    const markers = [
      { id: 'a', title: 'Bar Alpha', lat: 51.5074, lon: -0.1278 },
      { id: 'b', title: 'Cafe Beta', lat: 51.5075, lon: -0.1279 },
    ];
    render(<MapView center={centre} markers={markers} />);
    await mapRegion();

    expect(await screen.findByTitle('Bar Alpha')).toBeTruthy();
    expect(screen.getByTitle('Cafe Beta').style.width).toBe('30px');
    expect(screen.queryByRole('button', { name: /places$/ })).toBeNull();
  });
});
