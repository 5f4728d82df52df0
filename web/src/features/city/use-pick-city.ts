import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { storeCurrentCity } from '../../lib/domain/current-city';
import { paths } from '../../lib/paths';

export interface PickedCity {
  latinName: string;
  name: string;
}

/** Picking a city remembers it (tavola-current-city) and opens its places. */
export function usePickCity({ replace = false } = {}): (city: PickedCity) => void {
  const navigate = useNavigate();
  return useCallback(
    (city: PickedCity) => {
      storeCurrentCity(city.latinName);
      // From a modal, the picked city replaces the entry that had the modal open, so Back does not
      // reopen the picker.
      void navigate(paths.places.getHref(city.latinName), { replace });
    },
    [navigate, replace],
  );
}
