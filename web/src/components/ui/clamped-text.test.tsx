import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST_CLAMP_LINES } from '../../lib/constants';
import { overflowsAtEveryWidth } from '../../lib/hooks/use-clamp-overflow';
import * as messages from '../../lib/messages';
import { hydrateOver, rootWith, serverHtmlOf } from '../../test/hydrate';
import { ClampedText } from './clamped-text';

const look = { block: 'block', text: 'text', toggle: 'toggle' };
const long = 'The lamps came on one by one along the water. '.repeat(12).trim();
const short = 'A bench by the river';

function Text({ text }: { text: string }) {
  return <ClampedText text={text} lines={POST_CLAMP_LINES} labels={messages.post} look={look} />;
}

/** Makes every paragraph report a layout: `scrollHeight` over `clientHeight` when it overflows. */
function layOut(overflowing: boolean) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(52);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(overflowing ? 280 : 52);
}

/** The text's HTML from the server, then hydrated in a browser whose layout says `overflowing`. */
async function serverThenBrowser(text: string, overflowing: boolean) {
  const html = await serverHtmlOf(<Text text={text} />);
  layOut(overflowing);
  const container = rootWith(html);
  const hydrated = await hydrateOver(container, <Text text={text} />);
  expect(hydrated.errors).toEqual([]);
  return { html, container, hydrated };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a clamped text', () => {
  it('overflows at every width when longer than its lines hold at the widest, or with more lines of its own', () => {
    expect(overflowsAtEveryWidth(long, POST_CLAMP_LINES)).toBe(true);
    expect(overflowsAtEveryWidth('one\ntwo\nthree\nfour', POST_CLAMP_LINES)).toBe(true);
    expect(overflowsAtEveryWidth('one\ntwo\nthree', POST_CLAMP_LINES)).toBe(false);
    expect(overflowsAtEveryWidth(short, POST_CLAMP_LINES)).toBe(false);
  });

  it("has its More in the server's HTML when it overflows at every width, and hydration changes nothing", async () => {
    const { html, container, hydrated } = await serverThenBrowser(long, true);
    expect(html).toContain(`>${messages.post.more}</button>`);
    // Nothing appeared below the text once the browser measured it.
    expect(hydrated.changes()).toEqual([]);
    expect(container.querySelectorAll('button')).toHaveLength(1);
    hydrated.unmount();
  });

  it('shows More once measured when a text that may fit overflows in the browser', async () => {
    const text = 'A short line, '.repeat(8).trim();
    expect(overflowsAtEveryWidth(text, POST_CLAMP_LINES)).toBe(false);
    const { html, container, hydrated } = await serverThenBrowser(text, true);
    expect(html).not.toContain('<button');
    expect(container.querySelector('button')?.textContent).toBe(messages.post.more);
    hydrated.unmount();
  });

  it('drops the More of the server when the browser measures that the text fits', async () => {
    // A text of narrow letters can hold more than the widest line's characters.
    const narrow = 'il '.repeat(120).trim();
    expect(overflowsAtEveryWidth(narrow, POST_CLAMP_LINES)).toBe(true);
    const { html, container, hydrated } = await serverThenBrowser(narrow, false);
    expect(html).toContain(`>${messages.post.more}</button>`);
    expect(container.querySelector('button')).toBeNull();
    hydrated.unmount();
  });
});
