import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a line-clamped text overflows its clamp, for showing More. Measured only while clamped
 * (unclamped, the text always fits) and again when the element resizes or the text changes.
 */
export function useClampOverflow(text: string, clamped: boolean) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);

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
