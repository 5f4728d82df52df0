import { useEffect, useState, type ComponentType } from 'react';
import { PageFallback } from './page-fallback';

/** A page from its own chunk; `preload` brings the chunk in before the page is first rendered. */
export type LazyPage<Props extends object> = ComponentType<Props> & {
  preload(): Promise<unknown>;
};

/**
 * A page component that comes from its own chunk, loaded on its first render or by `preload`. It
 * never suspends: a boundary above it would show its own fallback (nothing, for the shell's
 * boundaries) over the whole route while the chunk loads. Until the chunk is in, the page shows
 * the page fallback in its place and then renders itself; once loaded (preloaded before a
 * hydration, so the page is the server's), it renders at once, wherever it is used. A chunk that
 * fails to load throws to the route's error boundary (a later render tries again).
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  let Page: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const start = () => {
    loading ??= load().then(
      (page) => (Page = page),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function LazyPage(props: Props) {
    // Either the page once its chunk is in, or the failure to hand to the error boundary.
    const [outcome, setOutcome] = useState<{ page: ComponentType<Props> } | { error: unknown }>();
    const Loaded = Page ?? (outcome && 'page' in outcome ? outcome.page : null);
    // Started while rendering, as React.lazy does: the request goes out before the first paint.
    if (!Loaded) void start().catch(() => undefined);
    useEffect(() => {
      // Whatever showed the fallback renders again once the chunk is in, even when it came in
      // (preloaded) between that render and this effect.
      if (Loaded) return;
      let mounted = true;
      start().then(
        (page) => mounted && setOutcome({ page }),
        (error: unknown) => mounted && setOutcome({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [Loaded]);
    if (outcome && 'error' in outcome) throw outcome.error;
    return Loaded ? <Loaded {...props} /> : <PageFallback />;
  }
  // A page rendered on the server, or hydrated over what the server rendered, must not show its
  // fallback first: both load the chunk, then render.
  return Object.assign(LazyPage, { preload: start });
}
