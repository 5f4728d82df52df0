// A page's life across the server and the browser, in one test: the HTML React's server renderer
// makes of a tree, put in a root as the gateway sends it, then hydrated by React over it.
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { onTestFinished, vi } from 'vitest';

// These tests drive React through `act` themselves (Testing Library sets this only in its own calls).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The HTML of `ui` as the server's render makes it (Suspense boundaries resolved). */
export async function serverHtmlOf(ui: ReactNode): Promise<string> {
  // Node's streams: jsdom's window, which the tests run in, has no web streams.
  const { prelude } = await prerenderToNodeStream(ui);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * The HTML of `ui` as the server renders it at `renderedAt`. Only Date is faked, until the test
 * ends, so the test can move the clock on to when the browser hydrates.
 */
export async function serverHtmlAt(ui: ReactNode, renderedAt: number): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  vi.setSystemTime(renderedAt);
  return serverHtmlOf(ui);
}

/** A root in the document holding `html`, as a rendered page's `<div id="root">`. */
export function rootWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

export interface Hydrated {
  root: Root;
  /** What React reported as recoverable while hydrating (a mismatch, a part rendered anew). */
  errors: unknown[];
  /** Every change made to the server's DOM since hydrating began (taken when asked). */
  changes(): MutationRecord[];
  unmount(): void;
}

/** Hydrates `ui` over `container`'s HTML and lets every Suspense boundary in it hydrate. */
export async function hydrateOver(container: HTMLElement, ui: ReactNode): Promise<Hydrated> {
  const errors: unknown[] = [];
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(container, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
  });
  return {
    root,
    errors,
    changes: () => [...changes, ...observer.takeRecords()],
    unmount() {
      observer.disconnect();
      act(() => root.unmount());
      container.remove();
    },
  };
}
