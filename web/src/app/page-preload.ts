import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

const preloadOf = (element: unknown): (() => Promise<unknown>) | null => {
  if (!isValidElement(element)) return null;
  const type: unknown = element.type;
  return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
    ? (type.preload as () => Promise<unknown>)
    : null;
};

/**
 * Brings in the chunks of the pages `location` shows. A render that must show the page at once
 * (on the server, or hydrating what the server rendered) waits for this first, instead of showing
 * the pages' fallbacks.
 */
export async function preloadPagesAt(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(({ route }) => preloadOf(route.element)?.()));
}
