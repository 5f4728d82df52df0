import { useQuery } from '@apollo/client/react';
import { NearestPlaceDocument, type NearestPlace_PlaceFragment } from '../../gql/graphql';
import { NEAR_PLACE_MAX_M } from '../constants';
import * as messages from '../messages';

type NearestPlace = NearestPlace_PlaceFragment;

export interface PointInCity {
  lat: number;
  lon: number;
  /** The city's id or latinName (the places query takes either). */
  city: string;
  cityName: string;
}

export interface NearestPlaceFacts {
  name: string;
  street?: string | null;
  building?: string | null;
  distance?: number | null;
}

/**
 * How a free point (an impression's location) reads to people: no geocoder is reachable, so the
 * nearest place of our own within NEAR_PLACE_MAX_M and its address name it, else the city does.
 */
export function locationText(place: NearestPlaceFacts | null, cityName: string): string {
  if (!place || place.distance == null || place.distance > NEAR_PLACE_MAX_M) {
    return messages.location.inCity(cityName);
  }
  const address = [place.street, place.building].filter(Boolean).join(' ');
  return messages.location.near(place.name, address || cityName);
}

/**
 * The text for a point (null while the nearest place is being asked), and that place. A post
 * brings its `known` nearest place along (undefined: not known, asked here; null: none).
 */
export function useLocationText(point: PointInCity | null, known?: NearestPlace | null) {
  const { data, error } = useQuery(NearestPlaceDocument, {
    variables: { city: point?.city ?? '', lat: point?.lat ?? 0, lon: point?.lon ?? 0 },
    skip: !point || known !== undefined,
  });
  if (!point || (known === undefined && !data && !error)) return { text: null, place: null };
  const found = known !== undefined ? known : data?.places?.items?.[0];
  const facts: NearestPlaceFacts | null =
    found?.name && found.location ? { name: found.name, ...found.location } : null;
  const near =
    found && facts?.distance != null && facts.distance <= NEAR_PLACE_MAX_M ? found : null;
  return { text: locationText(facts, point.cityName), place: near };
}
