/** Map tiles: an XYZ URL template (empty: no tiles) and the credit their provider asks for. */
export interface MapTiles {
  url: string;
  /** HTML (a link to the provider's copyright page), shown by the map's attribution control. */
  attribution: string;
}

/** OpenStreetMap's standard tiles, fetched by the browser: the default without other settings. */
export const OSM_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors',
};

// A page rendered on the server has no meta tags to read: the gateway tells its renderer the same
// tiles it writes into the page, so the server's map and the browser's say the same.
let serverTiles: MapTiles = OSM_TILES;

/** The tiles of maps rendered on the server (the gateway's MAP_TILES_URL setting). */
export function setServerMapTiles(tiles: MapTiles): void {
  serverTiles = tiles;
}

const metaContent = (name: string): string | null =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.getAttribute('content') ?? null;

/**
 * The tiles the maps show. The gateway writes its MAP_TILES_URL setting into the page (meta
 * tags), so an operator (or a test without internet) changes them without a new build; a page
 * without them (the Vite dev server) takes VITE_MAP_TILES_URL, else OpenStreetMap's.
 */
export function mapTiles(): MapTiles {
  if (typeof document === 'undefined') return serverTiles;
  const url = metaContent('tavola:map-tiles');
  if (url !== null) {
    return { url, attribution: metaContent('tavola:map-tiles-attribution') ?? '' };
  }
  const built = import.meta.env.VITE_MAP_TILES_URL;
  if (built !== undefined) {
    return { url: built, attribution: import.meta.env.VITE_MAP_TILES_ATTRIBUTION ?? '' };
  }
  return OSM_TILES;
}
