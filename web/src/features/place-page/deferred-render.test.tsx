import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './deferred-render';

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
});
