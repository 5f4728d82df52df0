// The map tiles of a page the gateway did not serve (README: MAP_TILES_URL; web/src/lib/infra/map-tiles.ts).
interface ImportMetaEnv {
  /** An XYZ tile URL template such as https://tile.example.org/{z}/{x}/{y}.png; empty: no tiles. */
  readonly VITE_MAP_TILES_URL?: string;
  /** The attribution the tile provider asks for (HTML allowed by Leaflet). */
  readonly VITE_MAP_TILES_ATTRIBUTION?: string;
}
