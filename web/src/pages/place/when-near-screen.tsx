import { useEffect, useRef, useState, type ReactNode } from 'react';

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
