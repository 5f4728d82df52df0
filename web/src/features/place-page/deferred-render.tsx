import { Children, isValidElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { rendersServerHtml, TakeOverApart } from '../../lib/take-over-apart';

/** How far below the screen a section starts to render, so it is ready when scrolled to. */
const AHEAD = '300px';

/**
 * Its children once their place comes near the screen, an empty box of the same class until
 * then: what sits below the fold (a map, with its library) costs nothing at the page's start.
 * Without IntersectionObserver it renders them right after its first render.
 */
export function WhenNearScreen({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Decided in the browser, after the first render: the server's HTML has the empty box, and the
  // app's first render over it is that same box.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={box} className={className} />;
}

/**
 * Its children after the first render has been shown, one child per task: what sits below the
 * first screen of a page does not hold up its first paint, and neither the app's start nor the
 * render of what comes after it is one long task (Preact renders a transition at once, in the task
 * that asked for it, so each child waits for a timer rather than for startTransition).
 *
 * A page the server renders has them all in its HTML (a crawler reads them, and the browser lays
 * the page out once): there each child is a part the app takes over in a task of its own.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const [inServerHtml] = useState(rendersServerHtml);
  const [shown, setShown] = useState(0);
  const all = parts.length;
  useEffect(() => {
    if (inServerHtml || shown >= all) return;
    const timer = setTimeout(() => setShown(shown + 1));
    return () => clearTimeout(timer);
  }, [inServerHtml, shown, all]);
  if (inServerHtml) {
    return parts.map((part, index) => (
      <TakeOverApart key={isValidElement(part) && part.key !== null ? part.key : index}>
        {part}
      </TakeOverApart>
    ));
  }
  return parts.slice(0, shown);
}

/**
 * Its children in a task after its first render: neither in the server's HTML nor in the hydrate
 * over it. For what only the browser asks for (a lazily loaded chunk and its query).
 */
export function InBrowserOnly({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true));
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
