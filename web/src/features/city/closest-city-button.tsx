import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { LocateIcon } from '../../components/ui/icons';
import { GEOLOCATION_TIMEOUT_MS, STORAGE_KEYS } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { writeStored } from '../../lib/infra/storage';
import type { PickedCity } from './use-pick-city';
import { ClosestCityDocument } from '../../gql/graphql';

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not supported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: 10 * 60 * 1000,
    });
  });
}

/** Picks the city closest to the device's geoposition. */
export function ClosestCityButton({ onPick }: { onPick(city: PickedCity): void }) {
  const [locating, setLocating] = useState(false);
  const [findClosest] = useLazyQuery(ClosestCityDocument);
  const { showSnackbar } = useSnackbar();

  const locate = async () => {
    setLocating(true);
    try {
      const position = await currentPosition();
      writeStored(STORAGE_KEYS.geopositionStatus, 'granted');
      const { data } = await findClosest({
        variables: { lat: position.coords.latitude, lon: position.coords.longitude },
      });
      const city = data?.closestCity;
      if (city) onPick({ latinName: city.latinName, name: city.name });
      else showSnackbar(messages.cityPicker.nothingFound);
    } catch (error) {
      const denied =
        typeof GeolocationPositionError !== 'undefined' &&
        error instanceof GeolocationPositionError &&
        error.code === error.PERMISSION_DENIED;
      if (denied) writeStored(STORAGE_KEYS.geopositionStatus, 'denied');
      showSnackbar(denied ? messages.cityPicker.geolocationDenied : messages.errors.default);
    } finally {
      setLocating(false);
    }
  };

  return (
    <Button
      variant="secondary"
      icon={<LocateIcon size={20} />}
      onClick={() => void locate()}
      disabled={locating}
      aria-busy={locating}
    >
      {messages.cityPicker.closestCity}
    </Button>
  );
}
