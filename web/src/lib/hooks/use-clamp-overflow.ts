import { useLayoutEffect, useRef, useState } from 'react';
import { CLAMP_WIDEST_LINE_CHARS } from '../constants';

/**
 * Whether a text overflows `lines` at any width, known from the text alone: more lines of its own
 * than that, or more characters than that many lines hold at the widest layout. A text that may
 * fit is measured in the browser.
 */
export function overflowsAtEveryWidth(text: string, lines: number): boolean {
  return text.split('\n').length > lines || text.length > lines * CLAMP_WIDEST_LINE_CHARS;
}

/**
 * Whether a line-clamped text overflows its clamp, for showing More. It starts from what the text
 * alone tells (the same on the server and in the browser, so a long text's More is in the server's
 * HTML and its appearance moves nothing at hydration), then is measured while clamped (unclamped,
 * the text always fits) and again when the element resizes or the text changes.
 */
export function useClampOverflow(text: string, lines: number, clamped: boolean) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(() => clamped && overflowsAtEveryWidth(text, lines));

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !clamped) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, clamped]);

  return { ref, overflows };
}
