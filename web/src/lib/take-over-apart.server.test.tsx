// @vitest-environment node
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { TakeOverApart } from './take-over-apart';

describe('a part taken over apart, rendered on the server', () => {
  it('is sent between the comments that keep its whole HTML while the app hydrates the rest', async () => {
    const html = await renderToStringAsync(
      (
        <main>
          <h1>Page</h1>
          <TakeOverApart>
            <p>one</p>
            <p>two</p>
          </TakeOverApart>
        </main>
      ) as unknown as VNode,
    );
    expect(html).toBe('<main><h1>Page</h1><!--$s--><p>one</p><p>two</p><!--/$s--></main>');
  });
});
