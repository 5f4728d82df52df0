import { render } from '@testing-library/react';
import { hydrate, type VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { takeOverPage } from '../../lib/take-over-apart';
import { AfterFirstPaint, InBrowserOnly } from './deferred-render';

const aTaskLater = () => new Promise((resolve) => setTimeout(resolve));

describe('AfterFirstPaint', () => {
  it('shows nothing at first, then its children one per task, in order', async () => {
    const { container } = render(
      <AfterFirstPaint>
        <p>about</p>
        {null}
        <p>schedule</p>
        <p>recommended</p>
      </AfterFirstPaint>,
    );
    const shown = () => [...container.querySelectorAll('p')].map((p) => p.textContent);
    const seen = [shown().length];
    for (let task = 0; task < 50 && shown().length < 3; task++) {
      await aTaskLater();
      if (shown().length !== seen[seen.length - 1]) seen.push(shown().length);
    }
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(shown()).toEqual(['about', 'schedule', 'recommended']);
  });

  it('takes over the HTML the server sent of each child, adding and changing nothing', async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<main><!--$s--><p>about</p><!--/$s--><!--$s--><p>schedule</p><!--/$s--></main>';
    document.body.append(root);
    const sent = [...root.querySelectorAll('p')];
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    await takeOverPage(() =>
      hydrate(
        (
          <main>
            <AfterFirstPaint>
              <p>about</p>
              <p>schedule</p>
            </AfterFirstPaint>
          </main>
        ) as unknown as VNode,
        root,
      ),
    );
    await aTaskLater();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
    expect([...root.querySelectorAll('p')]).toEqual(sent);
    root.remove();
  });
});

describe('InBrowserOnly', () => {
  it('renders its children a task after its first render', async () => {
    const { container } = render(
      <InBrowserOnly>
        <p>cards</p>
      </InBrowserOnly>,
    );
    expect(container.querySelector('p')).toBeNull();
    await aTaskLater();
    expect(container.querySelector('p')?.textContent).toBe('cards');
  });
});
