import { createContext, use } from 'react';

/**
 * The lazily loaded parts (their modules, by their path from the web root, as the build's
 * manifest names them) the server rendered into a page. Their scripts load in the browser after
 * the page's, and React keeps their server HTML until then; their stylesheets must be in the
 * page from the start, or that HTML shows unstyled until the part's chunk is in.
 */
export const ServerPartsContext = createContext<Set<string> | null>(null);

/**
 * Tells the server's render that the lazily loaded part `module` is in the page when `rendered`
 * (nothing in a browser).
 */
export function useServerPart(module: string, rendered: boolean): void {
  const parts = use(ServerPartsContext);
  if (rendered) parts?.add(module);
}
