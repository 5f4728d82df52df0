import { GALLERY_ZOOM_STEPS } from '../../lib/constants';

/** The circular carousel of SPEC section 2: after the last photo comes the first, and back. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The zoom one step in (+1) or out (-1), staying within the steps. */
export function nextZoom(current: number, direction: 1 | -1): number {
  const steps: readonly number[] = GALLERY_ZOOM_STEPS;
  const position = steps.indexOf(current);
  const at = position === -1 ? 0 : position;
  return steps[Math.min(steps.length - 1, Math.max(0, at + direction))] ?? 1;
}

export const MIN_ZOOM: number = GALLERY_ZOOM_STEPS[0];
export const MAX_ZOOM: number = Math.max(...GALLERY_ZOOM_STEPS);
