import { STORAGE_KEYS } from '../constants';
import { readStored, useStored, writeStoredAndNotify } from '../infra/storage';

// The current city (tavola-current-city): the one the visitor picked or is browsing. The header,
// the Places links and the next visit start from it.

export function readCurrentCity(): string | null {
  return readStored(STORAGE_KEYS.currentCity);
}

export function useStoredCurrentCity(): string | null {
  return useStored(STORAGE_KEYS.currentCity);
}

export function storeCurrentCity(latinName: string): void {
  if (readCurrentCity() !== latinName) writeStoredAndNotify(STORAGE_KEYS.currentCity, latinName);
}
