import { useMatch } from 'react-router';
import { DEFAULT_CITY } from '../lib/constants';
import { useStoredCurrentCity } from '../lib/current-city';
import { paths } from '../lib/paths';

/** The city in the URL (places, city feed), else the stored one, else the default (London). */
export function useCurrentCity(): string {
  const places = useMatch(paths.places.path);
  const feed = useMatch(paths.cityFeed.path);
  const stored = useStoredCurrentCity();
  return places?.params.cityName ?? feed?.params.cityName ?? stored ?? DEFAULT_CITY;
}
