import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS } from '../../lib/constants';
import { paths } from '../../lib/paths';
import { readStored, writeStored } from '../../lib/storage';

export interface PickedCity {
  latinName: string;
  name: string;
}

export function readStoredCity(): string | null {
  return readStored(STORAGE_KEYS.currentCity);
}

/** Picking a city remembers it (tavola-current-city) and opens its places. */
export function usePickCity({ replace = false } = {}): (city: PickedCity) => void {
  const navigate = useNavigate();
  return useCallback(
    (city: PickedCity) => {
      writeStored(STORAGE_KEYS.currentCity, city.latinName);
      // From a modal, the picked city replaces the entry that had the modal open, so Back does not
      // reopen the picker.
      void navigate(paths.places.getHref(city.latinName), { replace });
    },
    [navigate, replace],
  );
}
