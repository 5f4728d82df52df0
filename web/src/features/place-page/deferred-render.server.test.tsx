// @vitest-environment node
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint, InBrowserOnly } from './deferred-render';

describe('what waits for the first paint, rendered on the server', () => {
  it('is all in the HTML, each child a part the app takes over in a task of its own', async () => {
    const html = await renderToStringAsync(
      (
        <main>
          <AfterFirstPaint>
            <p>about</p>
            {null}
            <p>schedule</p>
          </AfterFirstPaint>
        </main>
      ) as unknown as VNode,
    );
    expect(html).toBe(
      '<main><!--$s--><p>about</p><!--/$s--><!--$s--><p>schedule</p><!--/$s--></main>',
    );
  });

  it('leaves out what only the browser renders', async () => {
    const html = await renderToStringAsync(
      (
        <section>
          <h2>Latest reviews</h2>
          <InBrowserOnly>
            <p>cards</p>
          </InBrowserOnly>
        </section>
      ) as unknown as VNode,
    );
    expect(html).toBe('<section><h2>Latest reviews</h2></section>');
  });
});
