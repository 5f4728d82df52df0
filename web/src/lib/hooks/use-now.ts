import { createContext, useContext, useEffect, useState } from 'react';
import { useHydrated } from '../infra/hydration';

/**
 * When the server rendered the page (ms since the epoch): what the server's render and the
 * browser's hydration of it read as "now", so time texts ("5 min ago", "closes in 20 min") come out
 * the same on both sides. Undefined in a page the browser renders from nothing.
 */
export const RenderedAtContext = createContext<number | undefined>(undefined);

/**
 * The current time, renewed every `intervalMs` (schedule texts count minutes). While the server's
 * HTML is hydrated it is the time that HTML was rendered at, and the real time from the commit on:
 * a text that changed meanwhile is then updated in place, where a mismatch would make React throw
 * the server's HTML of the part away (and lose a click landing in it).
 */
export function useNow(intervalMs = 60_000): Date {
  const renderedAt = useContext(RenderedAtContext);
  // False on the server and while hydrating; React renders again with true right after.
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return !hydrated && renderedAt !== undefined ? new Date(renderedAt) : now;
}
