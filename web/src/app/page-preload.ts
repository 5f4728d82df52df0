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
  await preloadPagesOf(matchRoutes(routes, location) ?? []);
}

/** The same for routes matched already (a router's own matches of its first location). */
export async function preloadPagesOf(
  matches: readonly { route: Pick<RouteObject, 'element'> }[],
): Promise<void> {
  await Promise.all(matches.map(({ route }) => preloadOf(route.element)?.()));
}

/** A route page that names its module, as the build's manifest does (app/router.tsx). */
export interface PageModule {
  module: string;
}

/** The module of the deepest page `matches` show, or null when none names one. */
export function pageModuleOf(
  matches: readonly { route: Pick<RouteObject, 'element'> }[],
): string | null {
  for (const { route } of [...matches].reverse()) {
    if (!isValidElement(route.element)) continue;
    const type: unknown = route.element.type;
    if (typeof type === 'function' && 'module' in type && typeof type.module === 'string') {
      return type.module;
    }
  }
  return null;
}
