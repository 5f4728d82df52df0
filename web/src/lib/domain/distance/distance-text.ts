// SPEC section 4, distance display: how far a place is from the visitor's geoposition.
import { DISTANCE_THRESHOLDS_M } from '../../constants';
import * as messages from '../../messages';

/** '>100km' over 100 km, whole km from 1 km, one decimal from 0.3 km, metres below. */
export function distanceText(metres: number): string {
  if (metres > DISTANCE_THRESHOLDS_M.max) return messages.distance.overMax;
  if (metres >= DISTANCE_THRESHOLDS_M.wholeKilometres) {
    return messages.distance.kilometres(String(Math.round(metres / 1000)));
  }
  if (metres >= DISTANCE_THRESHOLDS_M.tenthsOfKilometre) {
    return messages.distance.kilometres((metres / 1000).toFixed(1));
  }
  return messages.distance.metres(Math.max(0, Math.round(metres)));
}
