import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrerenderReady } from './prerender';

const statusCode = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="prerender-status-code"]')?.content;

describe('the prerender ready flag', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'prerenderReady');
    document.head.querySelector('meta[name="prerender-status-code"]')?.remove();
  });

  it("turns a crawler's page ready once it shows, naming a status other than 200", () => {
    window.prerenderReady = false;
    const { rerender } = renderHook(
      ({ ready, status }: { ready: boolean; status: 200 | 404 }) =>
        usePrerenderReady(ready, status),
      { initialProps: { ready: false, status: 200 } },
    );
    expect(window.prerenderReady).toBe(false);

    rerender({ ready: true, status: 404 });
    expect(window.prerenderReady).toBe(true);
    expect(statusCode()).toBe('404');
  });

  it("leaves a person's page alone (no flag from the gateway)", () => {
    renderHook(() => usePrerenderReady(true, 401));
    expect(window.prerenderReady).toBeUndefined();
    expect(statusCode()).toBeUndefined();
  });
});
