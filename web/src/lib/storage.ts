import { STORAGE_PREFIX } from './constants';

// Local storage may be unavailable (private mode, quota, jsdom without it); every read and write
// degrades to "nothing stored" instead of throwing into a render.

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_PREFIX + key);
    else window.localStorage.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // Storage is a convenience; the app works without it.
  }
}
