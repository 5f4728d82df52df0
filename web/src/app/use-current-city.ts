import { useMatches } from 'react-router';
import { DEFAULT_CITY } from '../lib/constants';
import { useStoredCurrentCity } from '../lib/domain/current-city';

/**
 * The screens whose path names a city (`/{cityName}/...`): the place lists and map, and the city
 * feed. Only the route matched says so: `/chats/places` and `/notifications/places` have the same
 * shape as `/{cityName}/places` but name no city.
 */
const CITY_ROUTES: ReadonlySet<string> = new Set([
  'places',
  'places-map',
  'places-following',
  'places-following-map',
  'places-cuisine',
  'places-category',
  'feed',
  'organisations',
]);

/** The city in the URL (places, city feed, chains), else the stored one, else the default. */
export function useCurrentCity(): string {
  const matches = useMatches();
  const stored = useStoredCurrentCity();
  const fromPath = matches.find((match) => CITY_ROUTES.has(match.id))?.params.cityName;
  return fromPath ?? stored ?? DEFAULT_CITY;
}
