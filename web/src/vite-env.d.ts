// The map's build-time configuration (README: VITE_MAP_TILES_URL).
interface ImportMetaEnv {
  /** An XYZ tile URL template such as https://tile.example.org/{z}/{x}/{y}.png; empty: no tiles. */
  readonly VITE_MAP_TILES_URL?: string;
  /** The attribution the tile provider asks for (HTML allowed by Leaflet). */
  readonly VITE_MAP_TILES_ATTRIBUTION?: string;
}
