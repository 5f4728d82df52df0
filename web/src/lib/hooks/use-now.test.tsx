import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateOver, rootWith, serverHtmlAt } from '../../test/hydrate';
import { RenderedAtContext, useNow } from './use-now';

const PUBLISHED = Date.parse('2026-12-02T10:00:00Z');
/** The server renders the card 30 s after it was published ("just now")... */
const RENDERED_AT = PUBLISHED + 30_000;
/** ...and the browser hydrates it 50 s later, when it reads "1 min ago". */
const HYDRATED_AT = RENDERED_AT + 50_000;

/** Minutes since publishing, as the post cards count them. */
function timePassedText(published: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - published.getTime()) / 60_000);
  return minutes === 0 ? 'just now' : `${minutes} min ago`;
}

function Published() {
  const now = useNow();
  return (
    <p>
      <time>{timePassedText(new Date(PUBLISHED), now)}</time>
    </p>
  );
}

function Page({ renderedAt }: { renderedAt: number | undefined }) {
  return (
    <RenderedAtContext value={renderedAt}>
      <Suspense fallback={null}>
        <Published />
      </Suspense>
    </RenderedAtContext>
  );
}

describe('useNow across the server render and hydration', () => {
  it('hydrates with the time the HTML was rendered at, then shows the real one in place', async () => {
    const html = await serverHtmlAt(<Page renderedAt={RENDERED_AT} />, RENDERED_AT);
    const serverText = timePassedText(new Date(PUBLISHED), new Date(RENDERED_AT));
    const laterText = timePassedText(new Date(PUBLISHED), new Date(HYDRATED_AT));
    expect(serverText).not.toBe(laterText);
    expect(html).toContain(serverText);

    vi.setSystemTime(HYDRATED_AT);
    const container = rootWith(html);
    const time = container.querySelector('time');
    const hydrated = await hydrateOver(container, <Page renderedAt={RENDERED_AT} />);
    // No mismatch: React kept the server's nodes and changed the text in them.
    expect(hydrated.errors).toEqual([]);
    expect(container.querySelector('time')).toBe(time);
    expect(time?.textContent).toBe(laterText);
    hydrated.unmount();
  });

  it("without the render's time, hydration meets a different text and renders the part again", async () => {
    const html = await serverHtmlAt(<Page renderedAt={undefined} />, RENDERED_AT);
    vi.setSystemTime(HYDRATED_AT);
    const container = rootWith(html);
    const time = container.querySelector('time');
    const hydrated = await hydrateOver(container, <Page renderedAt={undefined} />);
    expect(hydrated.errors).not.toEqual([]);
    expect(container.querySelector('time')).not.toBe(time);
    hydrated.unmount();
  });
});
