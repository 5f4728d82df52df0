// What a page the gateway rendered comes with (as JSON in the script element PAGE_STATE_ID), so
// the app's first render in the browser draws the same HTML without asking or computing again.
import type { NormalizedCacheObject } from '@apollo/client';
import { PAGE_STATE_ID } from '../constants';
import type { ZoneOffset } from './schedule/local-time';

export interface PageState {
  /** The Apollo cache the HTML was rendered from. */
  cache: NormalizedCacheObject;
  /** The offsets of the time zones whose clocks the render read (opening hours). */
  zoneOffsets: ZoneOffset[];
  /** When the HTML was rendered (ms since the epoch): the hydration's "now" (hooks/use-now.ts). */
  renderedAt: number;
}

/** The page's state, taken out of the page (it is read once), or undefined without one. */
export function takePageState(): PageState | undefined {
  const element = document.getElementById(PAGE_STATE_ID);
  const text = element?.textContent;
  element?.remove();
  return text ? (JSON.parse(text) as PageState) : undefined;
}
