import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import { Spinner } from '../ui/spinner';
import {
  MAP_CLUSTER_SIZE,
  MAP_LOADING_SHOWN_AFTER_MS,
  MAP_MAX_ZOOM,
  MAP_PIN_SIZE,
  MAP_ZOOM,
} from '../../lib/constants';
import { mapTiles } from '../../lib/infra/map-tiles';
import * as messages from '../../lib/messages';
import styles from './map-view.module.css';

export interface MapPoint {
  lat: number;
  lon: number;
}

export interface MapMarker extends MapPoint {
  id: string;
  /** The marker's accessible name (the place's name). */
  title: string;
}

export interface MapViewport {
  center: MapPoint;
  bounds: { south: number; west: number; north: number; east: number };
}

export interface MapViewProps {
  center: MapPoint;
  zoom?: number;
  markers: readonly MapMarker[];
  /** The marker drawn as chosen (the open card, the picked point). */
  selectedId?: string | null;
  onMarkerClick?(id: string): void;
  /**
   * Nearby pins are grouped into one circle with their count (a click zooms in to part them), so
   * a map of many places never stacks pins over one another.
   */
  clustered?: boolean;
  /** Editable maps place a marker where the user clicks and report the point. */
  editable?: boolean;
  onPick?(point: MapPoint): void;
  /** After every pan or zoom (and once at the start). */
  onViewportChange?(viewport: MapViewport): void;
  /** An accessible name for the map region. */
  label?: string;
  className?: string;
}

type LeafletModule = typeof Leaflet;

// Leaflet (and its CSS) load on the first map only: the list screens never download them.
let leafletPromise: Promise<LeafletModule> | null = null;
function loadLeaflet(): Promise<LeafletModule> {
  leafletPromise ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(
    ([module]) => ((module as { default?: LeafletModule }).default ?? module) as LeafletModule,
  );
  return leafletPromise;
}

// The clustering plugin extends the global `L`, so it loads after Leaflet, and only for maps that
// group their pins. The bundler's copy of Leaflet's exports is not the object Leaflet puts on
// window, so the plugin is handed that copy: the one this module draws with.
let clusteringPromise: Promise<LeafletModule> | null = null;
function loadClustering(): Promise<LeafletModule> {
  clusteringPromise ??= loadLeaflet().then(async (L) => {
    (globalThis as { L?: LeafletModule }).L = L;
    await Promise.all([
      import('leaflet.markercluster'),
      import('leaflet.markercluster/dist/MarkerCluster.css'),
    ]);
    return L;
  });
  return clusteringPromise;
}

const PIN_SVG = `<svg viewBox="0 0 30 40" width="${MAP_PIN_SIZE.width}" height="${MAP_PIN_SIZE.height}" aria-hidden="true"><path d="M15 0C6.7 0 0 6.6 0 14.8 0 25.9 15 40 15 40s15-14.1 15-25.2C30 6.6 23.3 0 15 0z"/><circle cx="15" cy="14.5" r="5.5" fill="#fff"/></svg>`;

function pinIcon(L: LeafletModule, selected: boolean): Leaflet.DivIcon {
  return L.divIcon({
    html: PIN_SVG,
    className: selected ? `${styles.pin} ${styles.selected}` : styles.pin,
    iconSize: [MAP_PIN_SIZE.width, MAP_PIN_SIZE.height],
    // The pin's tip, not its middle, stands on the point.
    iconAnchor: [MAP_PIN_SIZE.width / 2, MAP_PIN_SIZE.height],
  });
}

// A cluster is a button named by its count ("5 places"): Leaflet's own div icon has no name.
function clusterIcon(L: LeafletModule, cluster: Leaflet.MarkerCluster): Leaflet.DivIcon {
  const count = cluster.getChildCount();
  const icon = L.divIcon({
    html: `<span aria-hidden="true">${count}</span>`,
    className: styles.cluster,
    iconSize: [MAP_CLUSTER_SIZE, MAP_CLUSTER_SIZE],
  });
  const createIcon = icon.createIcon.bind(icon);
  icon.createIcon = (old) => {
    const element = createIcon(old);
    element.setAttribute('aria-label', messages.map.cluster(count));
    return element;
  };
  return icon;
}

function viewport(map: Leaflet.Map): MapViewport {
  const center = map.getCenter();
  const bounds = map.getBounds();
  return {
    center: { lat: center.lat, lon: center.lng },
    bounds: {
      south: bounds.getSouth(),
      west: bounds.getWest(),
      north: bounds.getNorth(),
      east: bounds.getEast(),
    },
  };
}

/**
 * A Leaflet map with 30x40 pins (SPEC section 9). Tiles come from `mapTiles()`; without them, and
 * wherever a tile does not load, the map is a plain ground with pins, and still pans, zooms and
 * opens cards.
 */
export function MapView({
  center,
  zoom = MAP_ZOOM,
  markers,
  selectedId = null,
  onMarkerClick,
  clustered = false,
  editable = false,
  onPick,
  onViewportChange,
  label = messages.map.label,
  className,
}: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<Leaflet.Map | null>(null);
  const layerRef = useRef<Leaflet.LayerGroup | Leaflet.MarkerClusterGroup | null>(null);
  const [leaflet, setLeaflet] = useState<LeafletModule | null>(null);
  const [failed, setFailed] = useState(false);
  // The spinner is the browser's alone, and only for a slow load: the server's HTML has none
  // (its map has not started loading; a spinning one would keep a phone drawing frames while the
  // app starts), and a quick load does not flash one.
  const [slow, setSlow] = useState(false);
  const [tiles] = useState(mapTiles);
  const callbacks = useRef({ onMarkerClick, onPick, onViewportChange, editable });
  useEffect(() => {
    callbacks.current = { onMarkerClick, onPick, onViewportChange, editable };
  });

  const grouped = useRef(clustered);
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => setSlow(true), MAP_LOADING_SHOWN_AFTER_MS);
    (grouped.current ? loadClustering() : loadLeaflet()).then(
      (module) => {
        clearTimeout(timer);
        if (!cancelled) setLeaflet(module);
      },
      () => {
        clearTimeout(timer);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  // The map itself: created once per mount; the first center and zoom are its starting view.
  const start = useRef({ center, zoom });
  useEffect(() => {
    const container = containerRef.current;
    if (!leaflet || !container) return;
    const map = leaflet.map(container, {
      center: [start.current.center.lat, start.current.center.lon],
      zoom: start.current.zoom,
      maxZoom: MAP_MAX_ZOOM,
      attributionControl: Boolean(tiles.url),
    });
    // Leaflet's own prefix (its name and a flag) is not a credit anyone asks for.
    map.attributionControl?.setPrefix(false);
    if (tiles.url) {
      leaflet
        .tileLayer(tiles.url, { attribution: tiles.attribution })
        // A tile that does not load (offline, blocked) leaves the plain ground, not a broken image.
        .on('tileerror', (event: Leaflet.TileErrorEvent) => {
          event.tile.style.visibility = 'hidden';
        })
        .addTo(map);
    }
    layerRef.current = (
      grouped.current
        ? leaflet.markerClusterGroup({
            iconCreateFunction: (cluster) => clusterIcon(leaflet, cluster),
          })
        : leaflet.layerGroup()
    ).addTo(map);
    map.on('click', (event: Leaflet.LeafletMouseEvent) => {
      if (callbacks.current.editable) {
        callbacks.current.onPick?.({ lat: event.latlng.lat, lon: event.latlng.lng });
      }
    });
    map.on('moveend', () => callbacks.current.onViewportChange?.(viewport(map)));
    mapRef.current = map;
    callbacks.current.onViewportChange?.(viewport(map));
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [leaflet, tiles]);

  // A new center (another city, a found geoposition) moves the view.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const current = map.getCenter();
    if (current.lat !== center.lat || current.lng !== center.lon) {
      map.setView([center.lat, center.lon], map.getZoom());
    }
  }, [center.lat, center.lon, leaflet]);

  useEffect(() => {
    const layer = layerRef.current;
    if (!leaflet || !layer) return;
    layer.clearLayers();
    const pins = markers.map((marker) =>
      leaflet
        .marker([marker.lat, marker.lon], {
          icon: pinIcon(leaflet, marker.id === selectedId),
          title: marker.title,
          keyboard: true,
          zIndexOffset: marker.id === selectedId ? 1000 : 0,
        })
        .on('click', () => callbacks.current.onMarkerClick?.(marker.id))
        .on('keypress', (event: Leaflet.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter') callbacks.current.onMarkerClick?.(marker.id);
        }),
    );
    // A cluster group takes them at once (one clustering pass, not one per pin).
    if ('addLayers' in layer) layer.addLayers(pins);
    else for (const pin of pins) pin.addTo(layer);
  }, [leaflet, markers, selectedId]);

  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      <div
        ref={containerRef}
        className={`${styles.map} ${styles.plain}`}
        data-tiles={tiles.url ? 'on' : 'off'}
        role="region"
        aria-label={label}
        data-editable={editable || undefined}
      />
      {slow && !leaflet && !failed ? (
        <div className={styles.overlay}>
          <Spinner label={messages.map.loading} />
        </div>
      ) : null}
      {failed ? (
        <div className={styles.overlay} role="alert">
          {messages.map.failed}
        </div>
      ) : null}
    </div>
  );
}
