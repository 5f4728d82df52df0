import { useSyncExternalStore } from 'react';
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

const CHANGE_EVENT = 'tavola-storage';

/** Writes and tells every useStored reader in this tab (the storage event only reaches others). */
export function writeStoredAndNotify(key: string, value: string | null): void {
  writeStored(key, value);
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A stored value that re-renders its reader when it changes (in this tab or another). */
export function useStored(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => null,
  );
}
