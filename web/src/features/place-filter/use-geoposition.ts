import { useEffect, useState } from 'react';
import { GEOLOCATION_TIMEOUT_MS, STORAGE_KEYS } from '../../lib/constants';
import { readStored, writeStored } from '../../lib/infra/storage';

export interface Geoposition {
  lat: number;
  lon: number;
}

export type GeopositionStatus = 'idle' | 'locating' | 'granted' | 'denied' | 'unavailable';

// One position per tab: every screen that asks after the first gets it at once.
let known: Geoposition | null = null;

function locate(): Promise<Geoposition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error('Geolocation is not supported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      reject,
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60 * 1000 },
    );
  });
}

function isDenied(error: unknown): boolean {
  return (
    typeof GeolocationPositionError !== 'undefined' &&
    error instanceof GeolocationPositionError &&
    error.code === error.PERMISSION_DENIED
  );
}

/**
 * The device's geoposition. It asks the browser only when `wanted` (the Nearby filter) or when
 * the visitor allowed it before (tavola-geoposition-status), so distances show without a prompt.
 */
export function useGeoposition(wanted: boolean): {
  position: Geoposition | null;
  status: GeopositionStatus;
} {
  const ask = wanted || readStored(STORAGE_KEYS.geopositionStatus) === 'granted';
  const [position, setPosition] = useState<Geoposition | null>(known);
  const [failure, setFailure] = useState<'denied' | 'unavailable' | null>(null);

  useEffect(() => {
    if (!ask || known) return;
    let cancelled = false;
    locate().then(
      (found) => {
        known = found;
        writeStored(STORAGE_KEYS.geopositionStatus, 'granted');
        if (cancelled) return;
        setPosition(found);
      },
      (error: unknown) => {
        const denied = isDenied(error);
        if (denied) writeStored(STORAGE_KEYS.geopositionStatus, 'denied');
        if (!cancelled) setFailure(denied ? 'denied' : 'unavailable');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ask]);

  const status: GeopositionStatus = position ? 'granted' : (failure ?? (ask ? 'locating' : 'idle'));
  return { position, status };
}
