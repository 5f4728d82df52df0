import { useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '../constants';

// Web storage may be unavailable (private mode, quota, jsdom without it); every read and write
// degrades to "nothing stored" instead of throwing into a render.

/** Local storage lasts across visits; session storage lasts as long as the tab's history. */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

export function readStored(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageOf(area).getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null, area: StorageArea = 'local'): void {
  try {
    if (value === null) storageOf(area).removeItem(STORAGE_PREFIX + key);
    else storageOf(area).setItem(STORAGE_PREFIX + key, value);
  } catch {
    // Storage is a convenience; the app works without it.
  }
}

/** A stored JSON object (not an array), whose fields a reader then checks one by one. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses stored JSON: null when nothing is stored, it does not parse, or `isValue` refuses it. */
export function parseStoredJson<T>(
  raw: string | null,
  isValue: (value: unknown) => value is T,
): T | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValue(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function readStoredJson<T>(key: string, isValue: (value: unknown) => value is T): T | null {
  return parseStoredJson(readStored(key), isValue);
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
