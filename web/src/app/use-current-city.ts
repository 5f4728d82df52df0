import { useMatch } from 'react-router';
import { readStoredCity } from '../features/city/use-pick-city';
import { DEFAULT_CITY } from '../lib/constants';
import { paths } from '../lib/paths';

/** The city in the URL (places, city feed), else the stored one, else the default (London). */
export function useCurrentCity(): string {
  const places = useMatch(paths.places.path);
  const feed = useMatch(paths.cityFeed.path);
  return places?.params.cityName ?? feed?.params.cityName ?? readStoredCity() ?? DEFAULT_CITY;
}
